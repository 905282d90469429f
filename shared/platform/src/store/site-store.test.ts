import { act } from '@testing-library/react';
import { LOCAL_KEYS } from '../storage/keys';
import { restoreSiteStoreFromStorage, syncSiteStoreAcrossTabs, useSiteStore } from './site-store';

test('the recent franchise is kept under recentFranchisePath and recentFranchisPhone', () => {
  useSiteStore.getState().setRecentFranchise({ path: 'offices/summerlin', phone: '702-555-0134', name: 'Summerlin' });
  expect(window.localStorage.getItem('recentFranchisePath')).toBe('offices/summerlin');
  expect(window.localStorage.getItem('recentFranchisPhone')).toBe('702-555-0134');
  expect(useSiteStore.getState()).toMatchObject({ recentFranchisePath: 'offices/summerlin', recentFranchisePhone: '702-555-0134' });

  useSiteStore.getState().clearRecentFranchise();
  expect(window.localStorage.getItem(LOCAL_KEYS.recentFranchisePath)).toBeNull();
  expect(useSiteStore.getState().recentFranchisePhone).toBeNull();
});

test('recording the office already recorded tells no subscriber (no render), and keeps it stored', () => {
  const office = { path: 'offices/henderson', phone: '702-555-0177', name: 'Henderson' };
  useSiteStore.getState().setRecentFranchise(office);
  const listener = jest.fn();
  const unsubscribe = useSiteStore.subscribe(listener);
  window.localStorage.removeItem(LOCAL_KEYS.recentFranchisePath);
  useSiteStore.getState().setRecentFranchise(office);
  expect(listener).not.toHaveBeenCalled();
  expect(window.localStorage.getItem(LOCAL_KEYS.recentFranchisePath)).toBe('offices/henderson');

  useSiteStore.getState().setRecentFranchise({ ...office, phone: '702-555-0178' });
  expect(listener).toHaveBeenCalledTimes(1);
  expect(useSiteStore.getState().recentFranchisePhone).toBe('702-555-0178');
  unsubscribe();
});

test('storage that throws is ignored: the store still updates', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
  useSiteStore.getState().setRecentFranchise({ path: 'offices/tempe', phone: '480-555-0101' });
  expect(useSiteStore.getState().recentFranchisePhone).toBe('480-555-0101');
});

test('the store starts empty, as the server rendered, and takes what a previous visit stored once restored', () => {
  window.localStorage.setItem('recentFranchisePath', 'offices/boulder');
  window.localStorage.setItem('recentFranchisPhone', '303-555-0188');
  jest.isolateModules(() => {
    type SiteStoreModule = { useSiteStore: typeof useSiteStore; restoreSiteStoreFromStorage: typeof restoreSiteStoreFromStorage };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fresh: SiteStoreModule = require('./site-store');
    expect(fresh.useSiteStore.getState()).toMatchObject({ recentFranchisePath: null, recentFranchisePhone: null, storageRestored: false });
    fresh.restoreSiteStoreFromStorage();
    expect(fresh.useSiteStore.getState()).toMatchObject({
      recentFranchisePath: 'offices/boulder',
      recentFranchisePhone: '303-555-0188',
      storageRestored: true,
    });
  });
});

test('another tab visiting an office updates this tab', () => {
  const stop = syncSiteStoreAcrossTabs();
  window.localStorage.setItem('recentFranchisePath', 'offices/plano');
  window.localStorage.setItem('recentFranchisPhone', '972-555-0150');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'recentFranchisPhone' }));
  });
  expect(useSiteStore.getState()).toMatchObject({ recentFranchisePath: 'offices/plano', recentFranchisePhone: '972-555-0150' });
  stop();
});

test('with nothing stored, restoring is no update at all: nothing re-renders while the page may still be hydrating', () => {
  const listener = jest.fn();
  const stop = useSiteStore.subscribe(listener);
  restoreSiteStoreFromStorage();
  stop();
  expect(listener).not.toHaveBeenCalled();
  expect(useSiteStore.getState().storageRestored).toBe(false);
});

test('the ZIP the visitor gave is kept with its office, restored on the next visit, and forgotten with the office', () => {
  useSiteStore.getState().setRecentZip({ zip: '89135', office: 'offices/summerlin' });
  expect(JSON.parse(window.localStorage.getItem(LOCAL_KEYS.recentZip)!)).toEqual({ zip: '89135', office: 'offices/summerlin' });
  useSiteStore.getState().setRecentZip({ zip: '8913', office: 'offices/summerlin' });
  expect(useSiteStore.getState().recentZip).toEqual({ zip: '89135', office: 'offices/summerlin' });
  useSiteStore.setState({ recentZip: null });
  restoreSiteStoreFromStorage();
  expect(useSiteStore.getState().recentZip).toEqual({ zip: '89135', office: 'offices/summerlin' });

  useSiteStore.getState().clearRecentFranchise();
  expect(window.localStorage.getItem(LOCAL_KEYS.recentZip)).toBeNull();
  // Forgotten is settled: the page no longer falls back to the office the server rendered with.
  expect(useSiteStore.getState()).toMatchObject({ recentZip: null, recentFranchisePath: null, storageRestored: true });
});
