import { REMOTE_NAMES, type RemoteName, type RouteSitemap, type RuntimeConfig } from '@handyman/platform';
import { isUnderPrefixOf, ownerOf } from '../../lib/shell-routes';
import type { RemoteLoader } from '../../lib/remote-loader';
import { registerShellPlugins } from '../../federation/register-remotes';
import type { InlineStylesheet } from './remote-assets';
import { classesOnPage, hasEveryRule, stylesPage } from './stylesheet-classes';
import type { RemoteBuild } from './remote-build';
import { RemoteTrack } from './remote-track';
import { renderRemoteLoader } from './render-loader';
import { isolatedServerEntryPlugin } from './isolated-entry-plugin';
import { takesCanary, type Cohort } from './visitor-cohort';

export { SERVER_REMOTE_LOAD_TIMEOUT_MS } from './remote-build';

/** A remote's sitemap lister, its entries kept to the addresses the remote serves. */
export const ownEntries =
  (remote: RemoteName, sitemap: RouteSitemap): RouteSitemap =>
  async (args) =>
    (await sitemap(args)).filter((entry) => {
      const owner = ownerOf(`/${entry.path}`);
      return owner?.kind === 'remote' && owner.remote === remote;
    });

/**
 * Two chunks of a build may carry the same CSS (a module both use): its text goes in once, and
 * the other file is named by an empty `<style data-href>`, so the browser knows it has it and
 * never loads it.
 */
function onceEach(sheets: InlineStylesheet[]): InlineStylesheet[] {
  const texts = new Set<string>();
  return sheets.map((sheet) => {
    if (!texts.has(sheet.text)) return (texts.add(sheet.text), sheet);
    return { ...sheet, text: '' };
  });
}

/** The remotes' stylesheets for a page's head. */
export interface PageStylesheets {
  /** Linked: stylesheets whose text could not be read. */
  links: string[];
  /** Put inline, each naming its file. */
  inline: InlineStylesheet[];
  /** False when a remote's stylesheets are not known yet: the page must not be kept anywhere. */
  complete: boolean;
}

export interface RemoteRoutePaths {
  patterns: string[];
  listed: string[];
  /** The routes' sitemap listers. */
  sitemaps: RouteSitemap[];
  /** The live builds these come from: the sitemap is built anew when one changes. */
  builds: string;
}

/**
 * The builds one visitor's pages are rendered with, one per remote: the live build, or a canary's
 * for a visitor on its side. A page names exactly these to the browser, and the render cache keeps
 * it under them.
 */
export class VisitorBuilds {
  /** The builds, as a key for the render cache. */
  readonly key: string;

  constructor(
    readonly builds: Partial<Record<RemoteName, RemoteBuild>>,
    /** Some remote runs a canary: the page is its visitor's side's, no CDN may hand it to others. */
    readonly canary: boolean,
  ) {
    this.key = REMOTE_NAMES.map((remote) => builds[remote]?.federatedName ?? '-').join(',');
  }

  /** A RemoteLoader for one render pass over these builds (one that cannot serve is unavailable). */
  forRender(): RemoteLoader {
    return renderRemoteLoader((remote) => {
      const build = this.builds[remote];
      return build?.servable ? build.routes : undefined;
    });
  }

  /**
   * The stylesheets of the builds a page rendered with. Of those put inline, only the ones that
   * style something in the page's HTML and that the shell's own stylesheets (`shellRules`, linked
   * in every page) do not hold already (stylesheet-classes.ts): the rest come with the code that
   * draws what they style.
   */
  stylesheetsFor(remotes: readonly RemoteName[], html: string, shellRules: ReadonlySet<string> = new Set()): PageStylesheets {
    const assets = remotes.map((remote) => this.builds[remote]?.stylesheets() ?? { known: false, stylesheets: [] });
    const inline = assets.flatMap((each) => each.css ?? []);
    const onPage = inline.length > 0 ? classesOnPage(html) : new Set<string>();
    const needed = (sheet: InlineStylesheet) => stylesPage(sheet.needs, onPage) && !hasEveryRule(shellRules, sheet.rules);
    return {
      links: assets.flatMap((each) => (each.css === undefined ? each.stylesheets : [])),
      inline: onceEach(inline.filter(needed)),
      complete: assets.every((each) => each.known),
    };
  }

  /**
   * The runtime config a page rendered with these builds gives the browser: each remote named by the
   * manifest of its build (a remote with none known keeps config.json's address, and fails there as
   * it would have here), and the builds' ids.
   */
  pageConfig(config: RuntimeConfig): { config: RuntimeConfig; builds: Partial<Record<RemoteName, string>> } {
    const remotes = { ...config.remotes };
    const builds: Partial<Record<RemoteName, string>> = {};
    for (const remote of REMOTE_NAMES) {
      const build = this.builds[remote];
      if (!build) continue;
      remotes[remote] = build.manifestUrl;
      builds[remote] = build.label;
    }
    return { config: { ...config, remotes }, builds };
  }

  /** The build label of a remote a page rendered with (for metrics). */
  labelOf(remote: RemoteName): string {
    return this.builds[remote]?.label ?? 'unknown';
  }
}

/**
 * Everything the server does with remotes. It follows each remote's release (config.json names its
 * release file, or one fixed build), loads a build's server code before that build serves any page,
 * gives each render the builds of its visitor and a RemoteLoader over them that waits within the
 * render's budget, and names the stylesheets and manifests of the builds a page rendered with.
 */
export class ServerRemotes {
  private readonly tracks: Record<RemoteName, RemoteTrack>;

  constructor(fetchImpl: typeof fetch = fetch) {
    this.tracks = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, new RemoteTrack(remote, fetchImpl)])) as Record<
      RemoteName,
      RemoteTrack
    >;
    registerShellPlugins([isolatedServerEntryPlugin(fetchImpl)]);
  }

  /** Follows every remote's release from config.json; returns the remotes whose builds changed. */
  async refresh(config: RuntimeConfig): Promise<RemoteName[]> {
    const changes = await Promise.all(REMOTE_NAMES.map((remote) => this.tracks[remote].refresh(config.remotes[remote])));
    return REMOTE_NAMES.filter((_, index) => changes[index] === 'changed');
  }

  /** True once the remote's live build has been read (readiness). */
  known(remote: RemoteName): boolean {
    return this.tracks[remote].live?.known ?? false;
  }

  /** True while some remote runs a canary. */
  get canary(): boolean {
    return REMOTE_NAMES.some((remote) => this.tracks[remote].canary !== undefined);
  }

  /** The builds a visitor of this cohort gets. */
  select(cohort: Cohort): VisitorBuilds {
    const builds: VisitorBuilds['builds'] = {};
    for (const remote of REMOTE_NAMES) {
      const { live, canary } = this.tracks[remote];
      const build = canary && takesCanary(cohort, canary.percent) ? canary.build : live;
      if (build) builds[remote] = build;
    }
    return new VisitorBuilds(builds, this.canary);
  }

  /**
   * The path patterns of every route the live builds serve, the paths their routes ask to have
   * listed in the sitemap and their sitemap listers (a remote that is down keeps those of its last
   * module). A remote lists addresses under its own prefixes only.
   */
  routePaths(): RemoteRoutePaths {
    const routes = REMOTE_NAMES.flatMap((remote) =>
      (this.tracks[remote].live?.routes.loaded(remote)?.routes ?? []).map((route) => ({
        paths: route.paths.filter((path) => isUnderPrefixOf(remote, path)),
        listed: route.inSitemap === true,
        sitemap: route.sitemap && ownEntries(remote, route.sitemap),
      })),
    );
    return {
      patterns: routes.flatMap((route) => route.paths).sort(),
      listed: routes.flatMap((route) => (route.listed ? route.paths.filter((path) => !/[:*]/.test(path)) : [])).sort(),
      sitemaps: routes.flatMap((route) => (route.sitemap ? [route.sitemap] : [])),
      builds: REMOTE_NAMES.map((remote) => this.tracks[remote].live?.label ?? '-').join(','),
    };
  }
}
