import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { DetailPage, EstimateRequest, FranchiseDetailPage, LocalOffice } from '@handyman/contracts';
import { franchiseHome, pageAt, siteSettings } from './content';
import { localOffices, lookupZip, unserviceableZip } from './home-content';
import { SCREENSHOT_DIR } from './screenshots';
import { API_URL, E2E_ADMIN_TOKEN } from './stack';

// Expected values of the estimate request flow, read from content-api: the office a ZIP belongs to
// with the phone and ServiceTitan id its page gives, a ZIP no office serves, the brand and national
// number, the success pages' content, and (with an admin token) the leads the service stored.

export interface EstimateOffice {
  office: LocalOffice;
  zip: string;
  path: string;
  name: string;
  /** The phone as content writes it (the failure text shows it so). */
  phone: string;
  serviceTitanId: string;
  city: string;
  state: string;
}

const territory = (office: LocalOffice) => [...office.OwnedZipcodes, ...office.AllowedZipcodes];

/** The first office of the list and a ZIP it owns, with what its page says. */
export async function officeWithZip(request: APIRequestContext): Promise<EstimateOffice> {
  const office = (await localOffices(request))[0]!;
  const zip = office.OwnedZipcodes[0]!;
  const path = office.HomePageLink.URL.replace(/^\/+|\/+$/g, '');
  const control = (await franchiseHome(request, path)).FranchiseCorporateControl;
  const place = (await lookupZip(request, zip)) as Awaited<ReturnType<typeof lookupZip>> & { originCity: string };
  return {
    office,
    zip,
    path,
    name: control.FranchiseName.Value,
    phone: control.PhoneNumber.Value,
    serviceTitanId: control.ServiceTitanID.Value,
    city: place.originCity,
    state: place.originState,
  };
}

/** A real ZIP in no office's territory, and the city and state the lookup gives it. */
export async function zipWithoutOffice(request: APIRequestContext): Promise<{ zip: string; city: string; state: string }> {
  const zip = await unserviceableZip(request);
  if ((await localOffices(request)).some((office) => territory(office).includes(zip))) throw new Error(`${zip} belongs to an office`);
  const place = (await lookupZip(request, zip)) as Awaited<ReturnType<typeof lookupZip>> & { originCity: string };
  return { zip, city: place.originCity, state: place.originState };
}

export async function estimateSettings(request: APIRequestContext) {
  const settings = await siteSettings(request);
  return {
    brand: settings.GlobalSettings.BrandName.Value,
    nationalPhone: settings.TelephoneNumberDisplay.Value,
    estimateLinkText: settings.Header.Page[1]!.Link!,
  };
}

export async function corporateSuccessPage(request: APIRequestContext): Promise<DetailPage> {
  return ((await pageAt(request, 'contact-success')) as { DetailPage: DetailPage }).DetailPage;
}

export async function officeSuccessPage(request: APIRequestContext, officePath: string): Promise<FranchiseDetailPage> {
  return ((await pageAt(request, `${officePath}/contact-success`)) as { FranchiseDetailPage: FranchiseDetailPage }).FranchiseDetailPage;
}

/** A visitor unique to one test, so the lead it leaves can be found. */
export function visitor(zip: string) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Pat Lee ${tag}`,
    phoneDigits: '7025550134',
    phone: '(702) 555-0134',
    email: `pat.${tag}@example.com`,
    street: '10 Desert Rose Way',
    zip,
    summary: `Hang two interior doors (${tag})`,
  };
}
export type Visitor = ReturnType<typeof visitor>;

/** Types a whole request into a form as a person would; city and state come from the ZIP. */
export async function fillEstimateForm(form: Locator, person: Visitor, place: { city: string; state: string }): Promise<void> {
  await form.getByLabel('Full Name').fill(person.name);
  await form.getByLabel('Phone Number').pressSequentially(person.phoneDigits);
  await form.getByLabel('Email Address').fill(person.email);
  await form.getByLabel('Street Address').fill(person.street);
  await form.getByLabel('ZIP Code').pressSequentially(person.zip);
  await expect(form.getByLabel('City')).toHaveValue(place.city);
  await expect(form.getByLabel('State')).toHaveValue(place.state);
  await form.getByLabel('Tell Us About Your Project').fill(person.summary);
}

/** Types a whole request as a person would where no script fills the city and state from the ZIP. */
export async function typeEstimateForm(form: Locator, person: Visitor, place: { city: string; state: string }): Promise<void> {
  await form.getByLabel('Full Name').fill(person.name);
  await form.getByLabel('Phone Number').fill(person.phone);
  await form.getByLabel('Email Address').fill(person.email);
  await form.getByLabel('Street Address').fill(person.street);
  await form.getByLabel('City').fill(place.city);
  await form.getByLabel('State').selectOption(place.state);
  await form.getByLabel('ZIP Code').fill(person.zip);
  await form.getByLabel('Tell Us About Your Project').fill(person.summary);
}

/** The estimate answers the page receives. */
export function estimateAnswers(page: Page): Promise<{ status: number; body: { bookingSentSuccessfully?: boolean; leadId?: string } }>[] {
  const answers: Promise<{ status: number; body: { bookingSentSuccessfully?: boolean; leadId?: string } }>[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/booking/estimate')) {
      answers.push(response.json().then((body) => ({ status: response.status(), body })));
    }
  });
  return answers;
}

/** Leads content-api stored for this visitor (readable only with the admin token). */
/** A stored lead as content-api's admin list shows it: `forwardStatus` is pending, delivered, failed or spam (set aside). */
export interface StoredLead {
  id: string;
  request: EstimateRequest;
  forwardStatus: string;
}

export async function storedLeads(request: APIRequestContext, person: Visitor): Promise<StoredLead[]> {
  const response = await request.get(`${API_URL}/admin/leads`, {
    params: { limit: '500' },
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  const { leads } = (await response.json()) as { leads: StoredLead[] };
  return leads.filter((lead) => lead.request.emailAddress === person.email);
}

/** Saves what the visitor sees (the viewport) as e2e/screenshots/<name>-<width>.png: a modal sits over the page. */
export async function saveViewScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()?.width ?? 0}.png`), animations: 'disabled' });
}
