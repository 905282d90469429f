import type { APIRequestContext } from '@playwright/test';
import type { DetailPage, FindAnOfficeTray, LocalOffice } from '@handyman/contracts';
import { pageAt } from './content';
import { API_URL, SHELL_URL } from './stack';

// Expected values for the document head and the error pages, read from content-api and from the
// shell's runtime config, so the tests follow the seed.

export interface NotFoundContent {
  title: string;
  heading: string;
  message: string;
  zipHeading: string;
}

/** The content of Resources/404: its title, large heading, message text and ZIP search heading. */
export async function notFoundContent(request: APIRequestContext): Promise<NotFoundContent> {
  const page = ((await pageAt(request, 'resources/404')) as { DetailPage?: DetailPage }).DetailPage;
  if (!page?.Heading) throw new Error('Resources/404 is not a DetailPage with a Heading');
  const zip = (page.Trays ?? []).find((tray): tray is FindAnOfficeTray => tray.TrayName === 'FindAnOffice');
  return {
    title: page.Title,
    heading: page.Heading.Value,
    message: (page.Copy?.Value ?? '').replace(/<[^>]+>/g, ''),
    zipHeading: zip?.Heading.Value ?? '',
  };
}

/** The absolute URL of a media path, as the shell's runtime config prefixes it. */
export async function mediaUrlOf(request: APIRequestContext, path: string): Promise<string> {
  const config = (await (await request.get(`${SHELL_URL}/config.json`)).json()) as { mediaHost: string };
  return `${config.mediaHost.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A ZIP code the office at this home path owns. */
export async function zipOfOffice(request: APIRequestContext, homePath: string): Promise<string> {
  const offices = (await (await request.get(`${API_URL}/localoffice/orderby/state`)).json()) as LocalOffice[];
  const office = offices.find((candidate) => candidate.HomePageLink.URL === homePath);
  const zip = office?.OwnedZipcodes[0];
  if (!zip) throw new Error(`no office with a ZIP at ${homePath}`);
  return zip;
}

/** Whether content-api has a page at this site path. */
export async function hasContentPage(request: APIRequestContext, path: string): Promise<boolean> {
  const response = await request.get(`${API_URL}/api/page`, { params: { path: path.replace(/^\/+/, '') } });
  return response.ok();
}
