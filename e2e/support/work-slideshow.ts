import { expect, type Locator, type Page } from '@playwright/test';

/** Opens an office's our-work page at `path` on its first photo's slideshow; answers the dialog and the photo shown. */
export async function openWorkSlideshow(page: Page, path: string): Promise<{ dialog: Locator; photo: Locator }> {
  await page.goto(path);
  await page
    .getByTestId('work-gallery')
    .getByRole('button', { name: /^Info:/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /Project photos/ });
  const photo = dialog.locator('.slick-current img');
  await expect(photo).toBeVisible();
  return { dialog, photo };
}
