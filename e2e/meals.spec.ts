import { expect, type Page, test } from '@playwright/test';
import { listAllMeals, parseTaka } from './fixtures/meals.ts';

const cardsOf = (page: Page) => page.getByRole('list', { name: 'Meals' }).getByRole('article');
const noMore = (page: Page) => page.getByText('No more meals to show', { exact: true });

/** Scrolls so the bottom of the viewport sits at `fraction` of the page height. */
const scrollToFraction = (page: Page, fraction: number) =>
  page.evaluate((f) => {
    window.scrollTo(0, document.documentElement.scrollHeight * f - window.innerHeight);
    window.dispatchEvent(new Event('scroll'));
  }, fraction);

async function scrollUntilTheEnd(page: Page) {
  await expect(async () => {
    await scrollToFraction(page, 1);
    await expect(noMore(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

async function cardPrices(page: Page) {
  return (
    await cardsOf(page)
      .getByText(/^Price: ৳/)
      .allTextContents()
  ).map(parseTaka);
}

test.describe('meals page', () => {
  test('shows 6 meals, loads 6 more while scrolling and ends with "No more meals to show" @phone', async ({
    page,
    request,
  }) => {
    const all = await listAllMeals(request, { sortBy: 'date', sortOrder: 'desc' });
    expect(all.length).toBeGreaterThan(12);

    // Slow down later pages a little so the loading message can be seen.
    await page.route(/\/api\/meals\?.*cursor=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue().catch(() => {});
    });

    await page.goto('/meals');
    await expect(page.getByRole('heading', { level: 1, name: 'All Meals' })).toBeVisible();
    await expect(cardsOf(page)).toHaveCount(6);
    await expect(cardsOf(page).getByRole('heading')).toHaveText(all.slice(0, 6).map((m) => m.title));
    await expect(noMore(page)).toBeHidden();

    await scrollToFraction(page, 1);
    await expect(page.getByText('Loading more meals...', { exact: true })).toBeVisible();
    await expect(cardsOf(page)).toHaveCount(12);
    // One scroll step brings one page: nothing else arrives while the user stays put.
    await page.waitForTimeout(800);
    await expect(cardsOf(page)).toHaveCount(12);

    await scrollUntilTheEnd(page);
    await expect(cardsOf(page)).toHaveCount(all.length);
    await expect(cardsOf(page).getByRole('heading')).toHaveText(all.map((m) => m.title));
    await expect(page.getByText('Loading more meals...', { exact: true })).toBeHidden();
  });

  test('loads the next page only past 80% of the page height', async ({ page }) => {
    await page.goto('/meals');
    await expect(cardsOf(page)).toHaveCount(6);
    const canScroll = await page.evaluate(() => document.documentElement.scrollHeight * 0.7 > window.innerHeight);
    // The demo seed's first page fills more than 70% of the desktop screen, so the check below means something.
    expect(canScroll, 'the first page fills 70% of the screen').toBe(true);

    await scrollToFraction(page, 0.7);
    await page.waitForTimeout(600);
    await expect(cardsOf(page)).toHaveCount(6);

    await scrollToFraction(page, 0.85);
    await expect(cardsOf(page)).toHaveCount(12);
  });

  test('sorting by price ascending lists prices from low to high across pages', async ({ page, request }) => {
    const expected = await listAllMeals(request, { sortBy: 'price', sortOrder: 'asc' });
    await page.goto('/meals');
    await expect(cardsOf(page)).toHaveCount(6);

    await page.getByLabel('Sort by').selectOption({ label: 'Price' });
    await page.getByLabel('Order').selectOption({ label: 'Ascending' });
    await expect(page).toHaveURL(/sortBy=price/);
    await expect(page).toHaveURL(/sortOrder=asc/);
    await expect(cardsOf(page).getByRole('heading')).toHaveText(expected.slice(0, 6).map((m) => m.title));

    await scrollToFraction(page, 1);
    await expect(cardsOf(page)).toHaveCount(12);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices).toEqual(expected.slice(0, 12).map((m) => m.price));

    // The controls live in the URL: a reload keeps them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('price');
    await expect(page.getByLabel('Order')).toHaveValue('asc');
    await expect(cardsOf(page)).toHaveCount(6);
    expect(await cardPrices(page)).toEqual(expected.slice(0, 6).map((m) => m.price));
  });

  test('the category filter shows only that category', async ({ page, request }) => {
    const dinners = await listAllMeals(request, { category: 'dinner' });
    expect(dinners.length).toBeGreaterThan(0);
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/meals?')) requested.push(r.url());
    });

    await page.goto('/meals');
    await expect(cardsOf(page)).toHaveCount(6);
    await page.getByLabel('Category').selectOption({ label: 'Dinner' });
    await expect(page).toHaveURL(/category=dinner/);
    await expect(cardsOf(page).first()).toBeVisible();
    await scrollUntilTheEnd(page);

    await expect(cardsOf(page)).toHaveCount(dinners.length);
    for (const card of await cardsOf(page).all()) {
      await expect(card).toHaveAttribute('data-category', 'Dinner');
      await expect(card.getByText('Dinner', { exact: true })).toBeVisible();
    }
    expect(requested.some((url) => new URL(url).searchParams.get('category') === 'dinner')).toBe(true);

    await page.getByLabel('Category').selectOption({ label: 'All' });
    await expect(page).not.toHaveURL(/category=/);
    await expect(cardsOf(page)).toHaveCount(6);
  });

  test('searching by name reloads the list with matching meals', async ({ page, request }) => {
    const [first] = await listAllMeals(request);
    const word = first?.title.split(' ')[0] ?? '';
    expect(word.length).toBeGreaterThan(2);
    const matching = await listAllMeals(request, { search: word });

    await page.goto('/meals');
    await expect(cardsOf(page)).toHaveCount(6);
    const box = page.getByRole('searchbox', { name: 'Search by meal name' });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));
    await expect(cardsOf(page)).toHaveCount(Math.min(6, matching.length));
    await expect(cardsOf(page).getByRole('heading')).toHaveText(matching.slice(0, 6).map((m) => m.title));

    await box.fill('zzz no such meal zzz');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No meals match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL('/meals');
    await expect(box).toHaveValue('');
    await expect(cardsOf(page)).toHaveCount(6);
  });

  test('pressing Search again reloads the list from its first 6 meals', async ({ page }) => {
    await page.goto('/meals');
    await expect(cardsOf(page)).toHaveCount(6);
    await scrollToFraction(page, 1);
    await expect(cardsOf(page)).toHaveCount(12);

    const firstPage = page.waitForRequest((r) => r.url().includes('/api/meals?') && !r.url().includes('cursor='));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await firstPage;
    await expect(cardsOf(page)).toHaveCount(6);
  });

  test('a failing list shows an inline error with a retry button', async ({ page }) => {
    let fail = true;
    await page.route(/\/api\/meals\?/, async (route) => {
      if (fail) await route.fulfill({ status: 500, json: { error: 'Internal Server Error' } });
      else await route.continue();
    });
    await page.goto('/meals');
    await expect(page.getByText("We couldn't load the meals.")).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cardsOf(page)).toHaveCount(6);
  });

  test('a search whose first page comes back empty with more to come keeps looking, not "no meals"', async ({
    page,
  }) => {
    // The server walks a bounded part of the list per search call, so a page may be empty with a
    // next cursor (apps/api/src/modules/meals/meals.queries.ts, searchPage).
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/meals\?/, async (route) => {
      const url = new URL(route.request().url());
      if (!url.searchParams.has('search')) return route.continue();
      if (!url.searchParams.has('cursor')) {
        return route.fulfill({
          contentType: 'application/json',
          headers: { 'x-next-cursor': 'walked-on' },
          body: '[]',
        });
      }
      await released;
      url.searchParams.delete('cursor');
      return route.continue({ url: url.toString() });
    });
    await page.goto('/meals?search=dal');
    await expect(page.getByRole('heading', { level: 1, name: 'All Meals' })).toBeVisible();
    // Until the next page comes, the list is still loading, not empty.
    await page.waitForTimeout(800);
    await expect(page.getByText('No meals match your search.')).toBeHidden();
    release();
    await expect(cardsOf(page).first()).toBeVisible();
    await expect(cardsOf(page).getByRole('heading').first()).toContainText(/dal/i);
  });
});
