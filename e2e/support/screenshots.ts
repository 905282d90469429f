import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { errors, type Page } from '@playwright/test';

export const SCREEN_WIDTHS = [375, 768, 1280] as const;
export const SCREENSHOT_DIR = path.resolve(__dirname, '../screenshots');

/** Time one full-page capture may take; a capture of any page here takes 1-2 s, 6 s on a loaded machine. */
const CAPTURE_TIMEOUT = 20_000;

/** Saves a full-page screenshot as e2e/screenshots/<name>-<width>.png, for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  // Headless Chromium's full-page capture has once waited for a frame that never came (fonts
  // loaded, then nothing for the test's whole minute) on a complete page; a second capture asks
  // for a new frame. Any other failure, or a second time-out, fails the test.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled', timeout: CAPTURE_TIMEOUT });
      return file;
    } catch (error) {
      if (attempt === 2 || !(error instanceof errors.TimeoutError)) throw error;
      console.warn(`[screenshots] ${name} at ${width} px: the capture timed out, taking it again`);
    }
  }
}
