import { RECENT_OFFICE_FLAG, recentOfficeFlagScript } from './recent-office-flag';

// The page's head script, run as the browser runs it: a visit to an office marks <html>.
const runHeadScript = () => new Function(recentOfficeFlagScript)();

afterEach(() => document.documentElement.removeAttribute(RECENT_OFFICE_FLAG));

test('a stored local office marks the page before it is painted', () => {
  window.localStorage.setItem('recentFranchisePath', 'offices/plano');
  runHeadScript();
  expect(document.documentElement).toHaveAttribute(RECENT_OFFICE_FLAG, '');
});

test('no office stored, no mark', () => {
  runHeadScript();
  expect(document.documentElement).not.toHaveAttribute(RECENT_OFFICE_FLAG);
});

test('storage that throws (blocked cookies, private modes) is no office, and the page goes on', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(runHeadScript).not.toThrow();
  expect(document.documentElement).not.toHaveAttribute(RECENT_OFFICE_FLAG);
});
