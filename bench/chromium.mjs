// Debian's Chromium as every bench launches it: the flags that work headless on these machines
// (no sandbox as root, nothing fetched in the background that would disturb a measurement).
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
