import { NEXT_CURSOR_HEADER } from '@hostel/contract/paging-constants';
import { expect, type Page, test } from '@playwright/test';
import { listUpcomingMeals, signUpThroughApi } from './fixtures/meal-details.ts';

const cardsOf = (page: Page) => page.getByRole('list', { name: 'Upcoming meals' }).getByRole('article');

test.describe('upcoming meals page', () => {
  test('lists every upcoming meal, and a card opens its details @phone', async ({ page, request }) => {
    const upcoming = await listUpcomingMeals(request);
    expect(upcoming.length).toBeGreaterThan(0);
    await signUpThroughApi(page);

    await page.route('**/api/upcoming-meals?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue().catch(() => {});
    });
    await page.goto('/upcoming-meals');
    await expect(page.getByText('Loading upcoming meals...', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Meals' })).toBeVisible();
    await expect(page).toHaveTitle('Upcoming Meals · Hostel Meals');
    await expect(cardsOf(page)).toHaveCount(upcoming.length);
    await expect(cardsOf(page).getByRole('heading')).toHaveText(upcoming.map((meal) => meal.title));
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    const last = upcoming.at(-1);
    if (!last) throw new Error('unreachable');
    await cardsOf(page).getByRole('link', { name: last.title }).click();
    await expect(page).toHaveURL(`/meal-details/${last._id}`);
    await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upcoming' })).toBeDisabled();
  });

  test('"Load more" brings the next page when the server has one', async ({ page, request }) => {
    const upcoming = await listUpcomingMeals(request);
    // The demo seed has several upcoming meals: enough to split into two pages.
    expect(upcoming.length, 'upcoming meals to split into pages').toBeGreaterThanOrEqual(2);
    const half = Math.ceil(upcoming.length / 2);
    await signUpThroughApi(page);
    // Split the real list in two pages, the first one pointing at the second through the header.
    await page.route('**/api/upcoming-meals?*', async (route) => {
      const url = new URL(route.request().url());
      const second = url.searchParams.get('cursor') === 'e2e-page-2';
      await route.fulfill({
        json: second ? upcoming.slice(half) : upcoming.slice(0, half),
        headers: second
          ? {}
          : { [NEXT_CURSOR_HEADER]: 'e2e-page-2', 'access-control-expose-headers': NEXT_CURSOR_HEADER },
      });
    });
    await page.goto('/upcoming-meals');
    await expect(cardsOf(page)).toHaveCount(half);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cardsOf(page)).toHaveCount(upcoming.length);
    await expect(cardsOf(page).getByRole('heading')).toHaveText(upcoming.map((meal) => meal.title));
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('an empty list says "No upcoming meals found."', async ({ page }) => {
    await signUpThroughApi(page);
    await page.route('**/api/upcoming-meals?*', (route) => route.fulfill({ json: [] }));
    await page.goto('/upcoming-meals');
    await expect(page.getByText('No upcoming meals found.', { exact: true })).toBeVisible();
    await expect(cardsOf(page)).toHaveCount(0);
  });

  test('a failure toasts "Failed to load upcoming meals."', async ({ page }) => {
    await signUpThroughApi(page);
    await page.route('**/api/upcoming-meals?*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong. Please try again.' } }),
    );
    await page.goto('/upcoming-meals');
    await expect(page.getByRole('status').filter({ hasText: 'Failed to load upcoming meals.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
