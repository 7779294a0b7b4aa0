import { expect, type Page, test } from '@playwright/test';
import { ongoingMeal, signUpThroughApi } from './fixtures/meal-details.ts';

/**
 * The server puts a page's first photo into the static shell (apps/api/src/plugins/spa-route-hints.ts),
 * so it paints before the app's code runs. It must be the photo the page then shows, where the page
 * shows it: the same place, the same size and the same width of the file, or readers would see it
 * jump (and download it twice).
 */
type Box = { top: number; left: number; width: number; height: number; file: string };

async function photoBox(page: Page, selector: string): Promise<Box> {
  const photo = page.locator(selector).first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return photo.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const round = (n: number) => Math.round(n);
    return {
      top: round(box.top + window.scrollY),
      left: round(box.left),
      width: round(box.width),
      height: round(box.height),
      file: new URL(img.currentSrc).pathname,
    };
  });
}

/** The shell alone: the app's code never arrives, so the page stays as the server sent it. */
async function shellPhoto(page: Page, url: string): Promise<Box> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(url);
  await expect(page.locator('#root [aria-busy="true"]').first()).toBeVisible();
  return photoBox(page, '#root [data-shell-lang="en"] main img');
}

for (const width of [390, 1280]) {
  // The phone project runs the phone width only.
  const tag = width < 640 ? ' @phone' : '';
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`the meals page shows its first photo in the shell where the list will show it${tag}`, async ({ browser }) => {
      const shell = await browser.newPage({ viewport: { width, height: 900 } });
      const before = await shellPhoto(shell, '/meals');
      const app = await browser.newPage({ viewport: { width, height: 900 } });
      await app.goto('/meals');
      const after = await photoBox(app, '[data-testid="meal-card"] img');
      // Other tests may add meals meanwhile: the place and the size are what must match.
      expect({ ...after, file: '' }).toEqual({ ...before, file: '' });
      expect(after.file).toMatch(/^\/api\/uploads\/w\d+\//);
      await Promise.all([shell.close(), app.close()]);
    });

    test(`a meal's details page shows its photo in the shell where the page will show it${tag}`, async ({
      browser,
      request,
    }) => {
      const meal = await ongoingMeal(request, 0);
      const shell = await browser.newPage({ viewport: { width, height: 900 } });
      await signUpThroughApi(shell, 'Shell Reader');
      const before = await shellPhoto(shell, `/meal-details/${meal._id}`);
      const app = await browser.newPage({ viewport: { width, height: 900 } });
      await signUpThroughApi(app, 'Page Reader');
      await app.goto(`/meal-details/${meal._id}`);
      await expect(app.getByRole('heading', { level: 1, name: meal.title })).toBeVisible();
      const after = await photoBox(app, `article img[alt="${meal.title}"]`);
      expect(after).toEqual(before);
      await Promise.all([shell.close(), app.close()]);
    });
  });
}
