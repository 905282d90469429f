import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { HomePage, LocalOffice, OfficeListing, OfficesIndex, OfficeState, ZipLookupResponse } from '@handyman/contracts';
import { pageAt } from './content';
import { API_URL } from './stack';

// Expected values for the home page, the office finder and the ZIP lookup, read from content-api.
// Test ZIPs are found by asking the service's own lookup (real geography), not hard-coded.

export async function homePage(request: APIRequestContext): Promise<HomePage> {
  const result = (await pageAt(request, 'home')) as { HomePage?: HomePage };
  if (!result.HomePage) throw new Error('content-api has no HomePage at "home"');
  return result.HomePage;
}

export async function officesPage(request: APIRequestContext): Promise<OfficesIndex> {
  const result = (await pageAt(request, 'offices')) as { OfficesIndex?: OfficesIndex };
  if (!result.OfficesIndex) throw new Error('content-api has no OfficesIndex at "offices"');
  return result.OfficesIndex;
}

export async function localOffices(request: APIRequestContext): Promise<LocalOffice[]> {
  return (await (await request.get(`${API_URL}/localoffice/orderby/state`)).json()) as LocalOffice[];
}

/** GET localoffice/states: the states that have offices. */
export async function officeStates(request: APIRequestContext): Promise<OfficeState[]> {
  return (await (await request.get(`${API_URL}/localoffice/states`)).json()) as OfficeState[];
}

/** GET localoffice/directory?state=NV: a state's offices, without ZIPs. */
export async function officeDirectory(request: APIRequestContext, state: string): Promise<OfficeListing[]> {
  return (await (await request.get(`${API_URL}/localoffice/directory`, { params: { state } })).json()) as OfficeListing[];
}

export async function lookupZip(request: APIRequestContext, zipCode: string): Promise<ZipLookupResponse> {
  return (await (await request.get(`${API_URL}/external-services/zip-code-lookup`, { params: { zipCode } })).json()) as ZipLookupResponse;
}

/** The text of content HTML, as a visitor reads it. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function firstZip(request: APIRequestContext, candidates: Iterable<string>, wanted: (answer: ZipLookupResponse) => boolean) {
  for (const zip of candidates) {
    const answer = await lookupZip(request, zip);
    if (wanted(answer)) return { zip, answer };
  }
  throw new Error('content-api answered no candidate ZIP as the test needs: has the seed changed?');
}

function* zipsSharingPrefixWith(offices: LocalOffice[]): Generator<string> {
  const prefixes = new Set(offices.flatMap((office) => office.OwnedZipcodes.map((zip) => zip.slice(0, 3))));
  for (const prefix of prefixes) for (let n = 0; n < 100; n += 1) yield `${prefix}${String(n).padStart(2, '0')}`;
}

const nearest = (answer: ZipLookupResponse) => answer.listOfOfficesNearestToFarthest[0]?.distanceFromOrigin ?? Number.NaN;

/** An office and a ZIP in its own territory: the lookup puts it first, at distance 0. */
export async function ownedZip(request: APIRequestContext): Promise<{ office: LocalOffice; zip: string }> {
  const offices = await localOffices(request);
  const office = offices[offices.length - 1]!;
  const zip = office.OwnedZipcodes[0]!;
  const answer = await lookupZip(request, zip);
  if (answer.listOfOfficesNearestToFarthest[0]?.officeHomePage !== office.HomePageLink.URL)
    throw new Error(`${zip} is not answered with its owner`);
  return { office, zip };
}

/** A ZIP whose nearest office is more than 50 away (but still served), and the state it lies in. */
export async function zipBeyondThreshold(request: APIRequestContext): Promise<{ zip: string; state: string }> {
  const offices = await localOffices(request);
  const found = await firstZip(
    request,
    zipsSharingPrefixWith(offices),
    (answer) => !answer.isUnservicableZipCode && nearest(answer) > 55 && answer.originState !== '',
  );
  return { zip: found.zip, state: found.answer.originState };
}

/** A real ZIP (it has a state) that no office serves. */
export async function unserviceableZip(request: APIRequestContext): Promise<string> {
  const candidates = Array.from({ length: 40 }, (_, index) => String(1001 + index * 2477).padStart(5, '0'));
  return (await firstZip(request, candidates, (answer) => answer.isUnservicableZipCode && answer.originState !== '')).zip;
}

/** Scrolls through the page so lazy images and the lazily loaded footer arrive, then back to the top. */
export async function loadWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  await expect(page.locator('footer')).toBeVisible();
  // Images that are not shown at this width (hidden, or slides waiting off to the side, clipped by
  // their carousel's frame) never load, and need not.
  const allShownImagesLoaded = () =>
    page.evaluate(() =>
      [...document.images].every((image) => {
        if (image.complete || image.getClientRects().length === 0) return true;
        const box = image.getBoundingClientRect();
        let [left, right] = [Math.max(box.left, 0), Math.min(box.right, window.innerWidth)];
        for (let frame = image.parentElement; frame && right > left; frame = frame.parentElement) {
          if (getComputedStyle(frame).overflowX === 'visible') continue;
          const clip = frame.getBoundingClientRect();
          [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        }
        return right <= left;
      }),
    );
  // A photo nobody asked for at this width before is made by the image service first (a cold cache).
  await expect.poll(allShownImagesLoaded, { timeout: 20_000 }).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}
