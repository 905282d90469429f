import type { ReviewsResponse } from '@handyman/contracts';
import { expect, test } from '../../support/test';
import { franchiseHome } from '../../support/content';
import { list } from '../../support/layout-content';
import { API_URL } from '../../support/stack';
import { openWorkSlideshow } from '../../support/work-slideshow';

// The office's reviews and offers pages, the our-work page's before / after photos without scripts
// and its slideshow on a phone, against content-api's seed.

for (const width of [375, 1280]) {
  test(`at ${width} px the reviews page shows every review of the office, each once`, async ({ page, request }) => {
    const home = await franchiseHome(request, 'offices/summerlin');
    const placeId = home.FranchiseCorporateControl.GoogleReviewsPlaceId!.Value;
    const feed = (await (await request.get(`${API_URL}/api/reviews`, { params: { placeId } })).json()) as ReviewsResponse;
    const reviews = feed.franchiseReviews ?? [];
    expect(reviews.length).toBeGreaterThan(3);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/offices/summerlin/reviews');
    const main = page.getByRole('main');
    await expect(page.getByTestId('all-reviews').getByRole('listitem')).toHaveCount(reviews.length);
    for (const review of reviews) {
      const text = main.getByText(review.reviewDescription, { exact: true });
      await expect(text).toHaveCount(1);
      await expect(text).toBeVisible();
    }
  });
}

for (const [width, columns] of [
  [375, 1],
  [768, 2],
  [1280, 2],
] as const) {
  test(`at ${width} px the offers page shows the office’s offers ${columns} a row, each with Print`, async ({ page, request }) => {
    const home = await franchiseHome(request, 'offices/summerlin');
    const offers = list(home.FranchiseCorporateControl.FranchiseOwnersControl.Offers);
    expect(offers.length).toBeGreaterThan(1);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/offices/summerlin/offers');
    const section = page.getByRole('region', { name: 'Current Offers' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(offers.length);
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    if (columns === 2) expect(second.y).toBe(first.y);
    else expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    for (const offer of offers) {
      const name = offer.OfferName.Value;
      await expect(page.getByRole('main').getByText(name, { exact: true })).toHaveCount(1);
      await expect(section.getByRole('button', { name: `Print the offer: ${name}` })).toBeVisible();
    }
    await section.getByRole('button', { name: `Print the offer: ${offers[0]!.OfferName.Value}` }).click();
    await expect(page.getByRole('dialog', { name: offers[0]!.OfferName.Value })).toBeVisible();
  });
}

test('on a phone the slideshow’s photo takes the width of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { dialog, photo } = await openWorkSlideshow(page, '/offices/plano/our-work');
  await expect.poll(async () => (await photo.boundingBox())!.width).toBeGreaterThan(375 * 0.85);
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  await expect(dialog.getByRole('button', { name: 'Next photo' })).toBeInViewport();
});

test('with scripts the before / after photos have a slider', async ({ page }) => {
  await page.goto('/offices/plano/our-work');
  await expect(page.getByRole('slider', { name: 'Slide to compare before and after' })).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1280]) {
    test(`at ${width} px the before / after photos show whole with their labels, and no slider`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/offices/plano/our-work');
      const compare = page.getByTestId('before-after');
      const [before, after] = [compare.locator('img').nth(0), compare.locator('img').nth(1)];
      await expect(before).toBeVisible();
      await expect(after).toBeVisible();
      const [b, a] = [(await before.boundingBox())!, (await after.boundingBox())!];
      // Side by side from 600 px, one above the other on a phone; never one over the other.
      if (width >= 600) expect(a.x).toBeGreaterThanOrEqual(b.x + b.width);
      else expect(a.y).toBeGreaterThanOrEqual(b.y + b.height);
      await expect(page.getByRole('slider')).toBeHidden();
      await expect(page.getByText('Slide to compare before and after')).toBeHidden();
      await expect(compare.getByText('Before', { exact: true })).toBeVisible();
      await expect(compare.getByText('After', { exact: true })).toBeVisible();
    });
  }

  test('the reviews and offers pages are whole in the HTML', async ({ page }) => {
    await page.goto('/offices/summerlin/reviews');
    await expect(page.getByTestId('all-reviews').getByRole('listitem').first()).toBeVisible();
    await page.goto('/offices/summerlin/offers');
    await expect(page.getByRole('region', { name: 'Current Offers' }).getByRole('article').first()).toBeVisible();
  });
});
