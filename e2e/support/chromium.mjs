// Debian's Chromium as the browser tests and the benches launch it (CHROME_PATH overrides);
// Playwright's own browser download is not used. Plain JavaScript, so the benches (plain Node)
// import it too.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags that work headless on these machines: no sandbox as root, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
