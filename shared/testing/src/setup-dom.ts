// Per-test setup of every jsdom project: jest-dom matchers, the sanitiser, the test runtime config, and a clean
// store, resource cache and browser storage for each test.
import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { setRuntimeConfig, resetResources, useSiteStore } from '@handyman/platform';
import { loadSanitizer } from '@handyman/platform/ui';
import { TEST_CONFIG } from './config-fixtures';

const initialSiteState = useSiteStore.getState();

// Browser renders of content markup need the sanitiser, which a page fetches on its first client
// navigation (or hydrates without it): tests render as after that navigation.
beforeAll(() => loadSanitizer());

beforeEach(() => {
  setRuntimeConfig(TEST_CONFIG);
});

afterEach(() => {
  // Unmount first: a mounted component would refetch into the next test after the reset.
  cleanup();
  resetResources();
  useSiteStore.setState(initialSiteState, true);
  window.localStorage.clear();
  window.sessionStorage.clear();
});
