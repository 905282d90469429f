import type { APIRequestContext } from '@playwright/test';
import type { FranchiseHomePage, PageResult, SiteSettings } from '@handyman/contracts';
import { API_URL } from './stack';

// Expected values come from content-api itself, so tests follow the seed content.

export async function pageAt(request: APIRequestContext, path: string): Promise<PageResult> {
  const response = await request.get(`${API_URL}/api/page`, { params: { path } });
  if (!response.ok()) throw new Error(`content-api has no page at ${path}: ${response.status()}`);
  const envelope = (await response.json()) as { results: PageResult[] };
  return envelope.results[0]!;
}

export async function franchiseHome(request: APIRequestContext, path: string): Promise<FranchiseHomePage> {
  const result = (await pageAt(request, path)) as { FranchiseHomePage?: FranchiseHomePage };
  if (!result.FranchiseHomePage) throw new Error(`${path} is not a franchise home`);
  return result.FranchiseHomePage;
}

export async function siteSettings(request: APIRequestContext): Promise<SiteSettings> {
  return ((await (await request.get(`${API_URL}/api/x31`)).json()) as { SiteSettings: SiteSettings }).SiteSettings;
}

/** (XXX) XXX-XXXX, as the site displays phone numbers. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
