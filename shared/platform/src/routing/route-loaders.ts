import { createPath, matchRoutes, type Location, type RouteObject } from 'react-router-dom';

// What a navigation's loaders answer, as React Router's data router works it out: the data of each
// matched route, a redirect, or an error shown by the nearest route with an errorElement.

/** A loader error per route id: the route that shows it (its own errorElement, or the nearest above). */
export type RouteErrors = Record<string, unknown>;

function isRedirect(value: unknown): value is Response {
  return value instanceof Response && value.status >= 300 && value.status < 400 && value.headers.has('Location');
}

export interface Loaded {
  loaderData: Record<string, unknown>;
  errors: RouteErrors | null;
  redirect?: string;
}

/** Runs the loaders of the routes matched at `location` (side by side, as the data router does). */
export async function runLoaders(routes: RouteObject[], location: Location, signal: AbortSignal): Promise<Loaded> {
  const matches = matchRoutes(routes, location) ?? [];
  const request = new Request(new URL(createPath(location), window.location.origin), { signal });
  const results = await Promise.all(
    matches.map(async ({ route, params }) => {
      if (typeof route.loader !== 'function') return null;
      try {
        const args = { request, url: new URL(request.url), params, pattern: route.path ?? '', context: undefined };
        return { data: (await route.loader(args)) as unknown };
      } catch (error) {
        return { error };
      }
    }),
  );
  const loaderData: Record<string, unknown> = {};
  let errors: RouteErrors | null = null;
  for (const [index, result] of results.entries()) {
    if (!result) continue;
    const value = 'error' in result ? result.error : result.data;
    if (isRedirect(value)) return { loaderData, errors, redirect: value.headers.get('Location')! };
    const id = matches[index]!.route.id ?? String(index);
    if (!('error' in result)) {
      loaderData[id] = result.data;
      continue;
    }
    // The error shows in the nearest route (this one or above) that has an errorElement.
    const boundary = matches
      .slice(0, index + 1)
      .reverse()
      .find(({ route }) => route.errorElement !== undefined);
    errors = { ...(errors ?? {}), [boundary?.route.id ?? id]: result.error };
  }
  return { loaderData, errors };
}
