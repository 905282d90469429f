import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildCorporateControl, buildFranchiseHome, envelope, mockFetch, pagesByPath } from '@handyman/testing';
import { createPageRecord, PageRecordContext } from '../ssr/page-record';
import { useSiteStore } from './site-store';
import { useBookOnlineUrl } from './use-book-online-url';

// Where Book Online goes, as a page of the site sees it: the page's office, else the visitor's, with
// the ZIP they gave for it; with none, the site's scheduling page, which asks for the ZIP first.

const SITE_PAGE = 'http://schedule.test/book';
const home = (slug: string, own = '') =>
  envelope([
    {
      FranchiseHomePage: buildFranchiseHome({
        SURL: `offices/${slug}`,
        FranchiseCorporateControl: buildCorporateControl({ SchedulePageLink: { Name: 'BookOnline', URL: own } }),
      }),
    },
  ]);

beforeEach(() =>
  mockFetch({
    'GET /api/page': pagesByPath({
      'offices/summerlin': home('summerlin'),
      'offices/plano': home('plano', 'https://book.plano.example/now'),
    }),
  }),
);

function bookOnline(url: string, { visitorOffice, pageOffice }: { visitorOffice?: string; pageOffice?: string } = {}) {
  const record = { ...createPageRecord(url, false), ...(visitorOffice ? { visitorOffice } : {}) };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageRecordContext.Provider value={record}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </PageRecordContext.Provider>
  );
  return renderHook(() => useBookOnlineUrl(pageOffice), { wrapper }).result;
}

test('with no office known: the site’s scheduling page, which asks for the ZIP', () => {
  expect(bookOnline('/careers').current).toBe(SITE_PAGE);
});

test('the office the page is about: by its address, or as the page names it', async () => {
  expect(bookOnline('/offices/summerlin/our-team').current).toBe(`${SITE_PAGE}?office=summerlin`);
  expect(bookOnline('/services/painting', { pageOffice: '/offices/summerlin/' }).current).toBe(`${SITE_PAGE}?office=summerlin`);
});

test('before the store is restored, the office the server rendered with (the recentOffice cookie)', () => {
  expect(bookOnline('/', { visitorOffice: 'offices/summerlin' }).current).toBe(`${SITE_PAGE}?office=summerlin`);
});

test('the stored office, with the ZIP the visitor gave for it; another office does not get that ZIP', () => {
  useSiteStore.getState().setRecentZip({ zip: '89135', office: 'offices/summerlin' });
  useSiteStore.getState().setRecentFranchise({ path: 'offices/summerlin', phone: '702-555-0142' });
  expect(bookOnline('/').current).toBe(`${SITE_PAGE}?office=summerlin&zip=89135`);
  expect(bookOnline('/offices/henderson').current).toBe(`${SITE_PAGE}?office=henderson`);
});

test('an office whose content names its own scheduling page goes there', async () => {
  const result = bookOnline('/offices/plano');
  await waitFor(() => expect(result.current).toBe('https://book.plano.example/now'));
});

test('an office forgotten (a ZIP no office serves) is forgotten on this page too, whatever the server rendered with', () => {
  useSiteStore.getState().clearRecentFranchise();
  expect(bookOnline('/offices', { visitorOffice: 'offices/summerlin' }).current).toBe(SITE_PAGE);
});
