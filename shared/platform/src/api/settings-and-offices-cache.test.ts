import { buildLocalOffice, buildSiteSettings, field, mockFetch } from '@handyman/testing';
import { getLocalOffices } from './get-local-offices';
import { getSiteSettings } from './get-site-settings';

// Storage rules: global settings live in session storage under x31, the office list in local
// storage under localoffice; storage that throws never breaks a load.

const SETTINGS = { SiteSettings: buildSiteSettings() };
const OFFICES = [buildLocalOffice()];

function breakStorage() {
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
    jest.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
  }
}

describe('global settings (x31)', () => {
  test('fetched once, then read from session storage for the rest of the session', async () => {
    const fetchMock = mockFetch({ 'GET /api/x31': SETTINGS });
    expect(await getSiteSettings()).toEqual(SETTINGS.SiteSettings);
    expect(JSON.parse(window.sessionStorage.getItem('x31')!)).toEqual(SETTINGS);
    expect(window.localStorage.getItem('x31')).toBeNull();
    expect(await getSiteSettings()).toEqual(SETTINGS.SiteSettings);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('the corporate numbers are kept in session storage too (corpDisPhone, corpTel)', async () => {
    mockFetch({
      'GET /api/x31': {
        SiteSettings: buildSiteSettings({ TelephoneNumberDisplay: field('866-FIX-MY-HOME'), MainTelephoneNumber: field('18663496946') }),
      },
    });
    await getSiteSettings();
    expect([window.sessionStorage.getItem('corpDisPhone'), window.sessionStorage.getItem('corpTel')]).toEqual([
      '866-FIX-MY-HOME',
      '18663496946',
    ]);
  });

  test('a corrupt cached copy is fetched again', async () => {
    window.sessionStorage.setItem('x31', '{"broken');
    const fetchMock = mockFetch({ 'GET /api/x31': SETTINGS });
    expect(await getSiteSettings()).toEqual(SETTINGS.SiteSettings);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('storage that throws: the settings still load', async () => {
    breakStorage();
    mockFetch({ 'GET /api/x31': SETTINGS });
    expect(await getSiteSettings()).toEqual(SETTINGS.SiteSettings);
  });
});

describe('local office list (localoffice)', () => {
  test('fetched once and kept in local storage; after six hours fetched again', async () => {
    const fetchMock = mockFetch({ 'GET /localoffice/orderby/state': OFFICES });
    let now = 1_000_000;
    const clock = () => now;
    expect(await getLocalOffices(clock)).toEqual(OFFICES);
    expect(JSON.parse(window.localStorage.getItem('localoffice')!).offices).toEqual(OFFICES);
    now += 6 * 60 * 60 * 1000 - 1;
    await getLocalOffices(clock);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now += 1;
    await getLocalOffices(clock);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('storage that throws: the offices still load', async () => {
    breakStorage();
    mockFetch({ 'GET /localoffice/orderby/state': OFFICES });
    expect(await getLocalOffices()).toEqual(OFFICES);
  });
});
