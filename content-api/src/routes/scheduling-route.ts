import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../content/content-store';
import { optionalParam, queryOf } from '../http/query';
import { schedulingPageHtml, type SchedulingFallback } from './scheduling-page';

interface SettingsShape {
  SiteSettings?: {
    TelephoneNumberDisplay?: { Value?: string };
    MainTelephoneNumber?: { Value?: string };
    GlobalSettings?: { BrandName?: { Value?: string } };
  };
}

/** The company's name and national number from the site settings (x31), read once. */
function fallbackOf(content: ContentStore): SchedulingFallback {
  const settings = JSON.parse(content.resource('x31')?.body ?? '{}') as SettingsShape;
  const site = settings.SiteSettings;
  const phone = site?.TelephoneNumberDisplay?.Value ?? '';
  return { brand: site?.GlobalSettings?.BrandName?.Value || 'our team', phone, tel: site?.MainTelephoneNumber?.Value || phone };
}

/** GET /scheduling?office=<slug>: a static stand-in for the external online scheduling page. */
export function registerSchedulingRoute(app: FastifyInstance, content: ContentStore, siteUrl: string): void {
  const fallback = fallbackOf(content);
  app.get('/scheduling', async (request, reply) => {
    const slug = (optionalParam(queryOf(request.query), 'office', 100) ?? '').trim().toLowerCase();
    const office = slug === '' ? undefined : content.offices.find((item) => item.homePage.split('/').pop() === slug);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *")
      .send(schedulingPageHtml(office, siteUrl, fallback));
  });
}
