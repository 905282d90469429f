// The estimate form's tests: a fake content service that records estimate posts, and the render.
import { screen } from '@testing-library/react';
import { EstimateForm, type EstimateFormProps } from '../EstimateForm';
import { routedOffice, SETTINGS, zipAnswer } from './estimate-fixtures';
import { type FetchRoutes, jsonResponse, mockFetch, renderRoute } from '@handyman/testing';

export interface PostedEstimate {
  body: Record<string, unknown>;
  headers: Headers;
}

/**
 * A content service that knows the offices and Las Vegas ZIPs; estimate posts answer ok, naming the
 * office content-api would send them to, unless overridden. Every estimate post is recorded in
 * `posted` as it arrives. It serves no pages: the estimate form never reads an office's page.
 */
export function estimateService(overrides: FetchRoutes = {}) {
  const posted: PostedEstimate[] = [];
  const routes: FetchRoutes = {
    'GET /api/x31': SETTINGS,
    'GET /api/page': { results: [], totalResults: 0 },
    'GET /external-services/zip-code-lookup': (request: Request) =>
      jsonResponse(zipAnswer(new URL(request.url).searchParams.get('zipCode') ?? '')),
    'POST /api/booking/estimate': async (request: Request) =>
      jsonResponse({ bookingSentSuccessfully: true, leadId: 'lead-1', office: routedOffice(await request.json()) }),
    ...overrides,
  };
  const answer = routes['POST /api/booking/estimate'];
  const fetchMock = mockFetch({
    ...routes,
    'POST /api/booking/estimate': async (request: Request) => {
      posted.push({ body: (await request.clone().json()) as Record<string, unknown>, headers: request.headers });
      return typeof answer === 'function' ? (answer as (request: Request) => Response | Promise<Response>)(request) : jsonResponse(answer);
    },
  });
  return Object.assign(fetchMock, { posted });
}

/** Renders the form and waits for the site settings it reads, so later updates stay inside the test. */
export async function renderEstimateForm(props: EstimateFormProps = {}, url = '/test-form-fill-page') {
  const view = renderRoute(<EstimateForm {...props} />, { url });
  await screen.findByText(/By clicking/);
  return view;
}
