import { expect, test } from '@playwright/test';
import {
  dashboardSection,
  dataRows,
  ongoingMeals,
  postReviewAsUser,
  requestMealAsUser,
  serveRequestAsAdmin,
} from './fixtures/dashboard.ts';
import { signUpViaApi } from './fixtures/session.ts';

test.describe('user dashboard', () => {
  test('the header shows the user, "Badge: Bronze" and "Subscription: None" @phone', async ({ page }) => {
    const email = await signUpViaApi(page, 'Dashboard Student');
    await page.goto('/user-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard Student' })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByText('Badge: Bronze', { exact: true })).toBeVisible();
    await expect(page.getByText('Subscription: None', { exact: true })).toBeVisible();
    await expect(dashboardSection(page, 'My Reviews').getByText('No reviews found.', { exact: true })).toBeVisible();
    for (const name of ['Requested Meals', 'My Reviews', 'Payment History']) {
      await expect(dashboardSection(page, name).getByText('Page 1 of 1', { exact: true })).toBeVisible();
    }
  });

  test('without a record it says "Could not load user data.", and "Loading..." while trying again', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.route('**/api/user/*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong. Please try again.' } }),
    );
    await page.goto('/user-dashboard');
    await expect(page.getByText('Could not load user data.', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Badge:/)).toHaveCount(0);

    let release: () => void = () => {};
    const answer = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('**/api/user/*', async (route) => {
      await answer;
      await route.continue().catch(() => {});
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    release();
    await expect(page.getByText('Badge: Bronze', { exact: true })).toBeVisible();
    await expect(page.getByText('Could not load user data.', { exact: true })).toHaveCount(0);
  });

  test('cancelling a pending request removes it; a served one cannot be cancelled', async ({ page }) => {
    await signUpViaApi(page, 'Cancelling Student');
    const [pending, served] = await ongoingMeals(page.request, 2);
    if (!pending || !served) throw new Error('two meals expected');
    const servedId = await requestMealAsUser(page, served._id);
    await serveRequestAsAdmin(servedId);
    await requestMealAsUser(page, pending._id);

    await page.goto('/user-dashboard');
    const section = dashboardSection(page, 'Requested Meals');
    await expect(dataRows(section)).toHaveCount(2);
    const pendingRow = dataRows(section).filter({ hasText: pending.title });
    const servedRow = dataRows(section).filter({ hasText: served.title });
    await expect(pendingRow).toContainText('Pending');
    await expect(pendingRow).toContainText(`৳${pending.price.toFixed(2)}`);
    await expect(servedRow).toContainText('Served');
    await expect(servedRow.getByRole('button', { name: /Cancel/ })).toHaveCount(0);

    await pendingRow.getByRole('button', { name: /^Cancel/ }).click();
    await expect(page.getByText('Request cancelled.', { exact: true })).toBeVisible();
    await expect(dataRows(section)).toHaveCount(1);
    await expect(dataRows(section).filter({ hasText: pending.title })).toHaveCount(0);
  });

  test('a refused cancel is "Failed to cancel.", a lost one "Cancel failed."', async ({ page }) => {
    await signUpViaApi(page);
    const [meal] = await ongoingMeals(page.request, 1);
    if (!meal) throw new Error('a meal expected');
    await requestMealAsUser(page, meal._id);
    await page.goto('/user-dashboard');
    const row = dataRows(dashboardSection(page, 'Requested Meals')).first();
    await expect(row).toContainText(meal.title);

    await page.route('**/api/requests/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 409, json: { error: 'A served request cannot be cancelled.' } })
        : route.fallback(),
    );
    await row.getByRole('button', { name: /^Cancel/ }).click();
    await expect(page.getByText('Failed to cancel.', { exact: true })).toBeVisible();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('**/api/requests/*', (route) =>
      route.request().method() === 'DELETE' ? route.abort('failed') : route.fallback(),
    );
    await row.getByRole('button', { name: /^Cancel/ }).click();
    await expect(page.getByText('Cancel failed.', { exact: true })).toBeVisible();
    await expect(row).toContainText(meal.title);
  });

  test('more than 5 requests page: "Page 1 of 2", then Next', async ({ page }) => {
    await signUpViaApi(page);
    const meals = await ongoingMeals(page.request, 6);
    for (const meal of meals) await requestMealAsUser(page, meal._id);

    await page.goto('/user-dashboard');
    const section = dashboardSection(page, 'Requested Meals');
    await expect(section.getByText('Page 1 of 2', { exact: true })).toBeVisible();
    await expect(dataRows(section)).toHaveCount(5);
    await expect(section.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await section.getByRole('button', { name: 'Next' }).click();
    await expect(section.getByText('Page 2 of 2', { exact: true })).toBeVisible();
    await expect(dataRows(section)).toHaveCount(1);
    // Newest first: the first meal requested is the one left for page 2.
    await expect(dataRows(section).first()).toContainText(meals[0]?.title ?? '');
    await expect(section.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('editing a review goes through the prompt', async ({ page }) => {
    await signUpViaApi(page, 'Reviewing Student');
    const [meal] = await ongoingMeals(page.request, 1);
    if (!meal) throw new Error('a meal expected');
    await postReviewAsUser(page, meal._id, 'Rice was a little dry today.');

    await page.goto('/user-dashboard');
    const section = dashboardSection(page, 'My Reviews');
    const row = dataRows(section).first();
    await expect(row).toContainText(meal.title);
    await expect(row).toContainText('Rice was a little dry today.');
    await expect(row.getByRole('link', { name: /^View/ })).toHaveAttribute('href', `/meal-details/${meal._id}`);

    await row.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
    const box = dialog.getByRole('textbox');
    await expect(box).toHaveValue('Rice was a little dry today.');
    await box.fill('Rice was perfect today!');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Review updated!', { exact: true })).toBeVisible();
    await expect(row).toContainText('Rice was perfect today!');
    await expect(row).not.toContainText('a little dry');
  });

  test('deleting a review asks first, then the table is empty', async ({ page }) => {
    await signUpViaApi(page);
    const [meal] = await ongoingMeals(page.request, 1);
    if (!meal) throw new Error('a meal expected');
    await postReviewAsUser(page, meal._id, 'Too salty for me.');

    await page.goto('/user-dashboard');
    const section = dashboardSection(page, 'My Reviews');
    await expect(dataRows(section)).toHaveCount(1);

    // Cancelling the confirmation keeps the review.
    await dataRows(section)
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expect(dialog.getByText("You won't be able to revert this!")).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(dataRows(section)).toHaveCount(1);

    await dataRows(section)
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByText('Review deleted.', { exact: true })).toBeVisible();
    await expect(section.getByText('No reviews found.', { exact: true })).toBeVisible();
    await expect(dataRows(section)).toHaveCount(0);
  });

  test('a failed reviews load says "Failed to fetch reviews."', async ({ page }) => {
    await signUpViaApi(page);
    await page.route('**/api/reviews/user/*', (route) => route.abort('failed'));
    await page.goto('/user-dashboard');
    await expect(page.getByText('Failed to fetch reviews.', { exact: true })).toBeVisible();
    await expect(dashboardSection(page, 'My Reviews').getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
