import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const SCREEN_WIDTHS = [375, 768, 1280] as const;
export const SCREENSHOT_DIR = path.resolve(__dirname, '../screenshots');

/** Saves a full-page screenshot as e2e/screenshots/<name>-<width>.png, for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
