import { pageOfSchema } from '@handyman/contracts';
import {
  getSiteSettings,
  mediaUrl,
  NotFoundError,
  SITE_SETTINGS_KEY,
  siteBaseUrl,
  type LoadedPage,
  type LoaderArgs,
} from '@handyman/platform';
import { homeView, type HomeView } from './home-view';
import { organizationJsonLd, websiteJsonLd } from './site-json-ld';

/** The brand's Organization and WebSite data blocks; none when the site settings do not load. */
async function siteJsonLd(load: LoaderArgs['load']): Promise<object[]> {
  const settings = await load(SITE_SETTINGS_KEY, getSiteSettings).catch(() => undefined);
  if (!settings) return [];
  const base = siteBaseUrl(settings).replace(/\/+$/, '');
  const logo = mediaUrl(settings.Header?.HeaderLogo?.Value) || undefined;
  return [organizationJsonLd(settings, base, logo), websiteJsonLd(settings, base)];
}

/** "/": the home page's content (not found without it), its title and description, and the brand's structured data. */
export async function homeLoader(args: LoaderArgs): Promise<LoadedPage<HomeView>> {
  const [envelope, jsonLd] = await Promise.all([args.page('/'), siteJsonLd(args.load)]);
  const home = pageOfSchema(envelope.results[0], 'HomePage');
  if (!home) throw new NotFoundError('The home page content is missing');
  return { data: homeView(home), head: { title: home.Title, description: home.Description, jsonLd } };
}
