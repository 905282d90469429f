// Test fixtures of the estimate form: a fake content service and a filled-in visitor.
import { screen } from '@testing-library/react';
import type { LocalOffice } from '@handyman/shared';
import { envelope, type FetchRoutes, jsonResponse, mockFetch, renderRoute } from '@handyman/shared/testing';
import { EstimateForm, type EstimateFormProps } from './EstimateForm';

const office = (name: string, path: string, phone: string, owned: string[], allowed: string[]): LocalOffice => ({
  Name: name,
  City: 'Las Vegas',
  State: 'Nevada',
  StateAbbreviation: 'NV',
  PhoneNumber: phone,
  HomePageLink: { URL: path },
  SchedulePageLink: { URL: '' },
  OwnedZipcodes: owned,
  AllowedZipcodes: allowed,
});

/** Summerlin owns 89135 and may serve 89128; Henderson owns 89012 and may also serve 89128. */
export const OFFICES = [
  office('Summerlin', 'offices/summerlin', '702-555-0142', ['89135'], ['89128']),
  office('Henderson', 'offices/henderson', '702-555-0187', ['89012'], ['89128']),
];

export const SETTINGS = {
  SiteSettings: {
    TelephoneNumberDisplay: { Value: '866-FIX-MY-HOME' },
    MainTelephoneNumber: { Value: '18663496946' },
    GlobalSettings: { BrandName: { Value: 'Brightwood Handyman' } },
    Header: { FormfillTermsText: { Value: 'By clicking Get Your Estimate you agree to texts. See our <a href="/resources/privacy-policy/sms-policy">SMS Policy</a>.' } },
  },
};

export function officeHome(phone: string, serviceTitanId: string) {
  const control = { PhoneNumber: { Value: phone }, ServiceTitanID: { Value: serviceTitanId } };
  return envelope([{ FranchiseHomePage: { FranchiseCorporateControl: control } }]);
}

export const place = (city: string, state: string) => ({ isUnservicableZipCode: false, listOfOfficesNearestToFarthest: [], originState: state, originCity: city });

export interface PostedEstimate {
  body: Record<string, unknown>;
  headers: Headers;
}

/**
 * A content service that knows the offices, their pages and Las Vegas ZIPs; estimate posts answer
 * ok unless overridden. Every estimate post is recorded in `posted` as it arrives.
 */
export function estimateService(overrides: FetchRoutes = {}) {
  const posted: PostedEstimate[] = [];
  const routes: FetchRoutes = {
    'GET /api/x31': SETTINGS,
    'GET /localoffice/orderby/state': OFFICES,
    'GET /api/page': (request: Request) => {
      const path = new URL(request.url).searchParams.get('path');
      if (path === 'offices/summerlin') return jsonResponse(officeHome('702-555-0142', 'st-summerlin'));
      if (path === 'offices/henderson') return jsonResponse(officeHome('702-555-0187', 'st-henderson'));
      return jsonResponse({ results: [], totalResults: 0 }, 404);
    },
    'GET /external-services/zip-code-lookup': place('Las Vegas', 'NV'),
    'POST /api/booking/estimate': { bookingSentSuccessfully: true, leadId: 'lead-1' },
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
  await screen.findByText(/By clicking Get Your Estimate/);
  return view;
}
