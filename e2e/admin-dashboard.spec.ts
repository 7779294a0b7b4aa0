import type { Meal } from '@hostel/contract/meals';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_ADMIN, PNG_PHOTO } from './fixtures/accounts.ts';
import {
  createUpcomingMealViaApi,
  dashboardSection,
  fillMealForm,
  findMealByTitle,
  localDateTime,
  newStudent,
  pagerText,
  postAs,
  rowWith,
  signInAsAdminViaApi,
  slowDownUploads,
  totalOf,
  uniqueTitle,
} from './fixtures/admin.ts';
import { signInThroughForm } from './fixtures/session.ts';

const SECTION_HEADINGS = ['Manage Users', 'Add Meal', 'All Meals', 'All Reviews', 'Serve Meals', 'Upcoming Meals'];

/** A toast (react-hot-toast renders each as a status) with exactly this text. */
const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Are you sure?' });

/** Waits until the section's table shows the rows of the page it says (no placeholder rows). */
const tableSettled = (section: Locator) => expect(section.getByRole('table')).toHaveAttribute('aria-busy', 'false');

/** Clicks Next until a row with `text` shows (the All Meals table puts new, unliked meals last). */
async function pageUntilRow(section: Locator, text: string): Promise<Locator> {
  await tableSettled(section);
  for (let step = 0; step < 50; step++) {
    const row = rowWith(section, text);
    if ((await row.count()) > 0) return row;
    const next = section.getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) break;
    const before = await pagerText(section).textContent();
    await next.click();
    await expect(pagerText(section)).not.toHaveText(before ?? '');
    await tableSettled(section);
  }
  throw new Error(`No row with "${text}" on any page`);
}

async function searchMealsPage(page: Page, title: string) {
  await page.goto('/meals');
  await page.getByLabel('Search by meal name').fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByRole('list', { name: 'Meals' }).getByRole('article');
}

test.describe('admin dashboard', () => {
  test('an admin signs in and sees the profile card and the six working sections', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/signin$/);
    await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(toast(page, 'Successfully signed in!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard$/);

    await expect(page).toHaveTitle('Admin Dashboard · Hostel Meals');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const record = (await (await page.request.get(`/api/user/${E2E_ADMIN.email}`)).json()) as { mealsAdded: number };
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByText('Administrator', { exact: true })).toBeVisible();
    await expect(profile.getByText(E2E_ADMIN.email, { exact: true })).toBeVisible();
    await expect(profile.getByText(`Meals added: ${record.mealsAdded}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toContainText(SECTION_HEADINGS);
    for (const name of SECTION_HEADINGS) await expect(dashboardSection(page, name)).toBeVisible();

    // The admin's name and email are shown read-only on the Add Meal form.
    const addMeal = dashboardSection(page, 'Add Meal');
    await expect(addMeal.getByLabel('Admin email')).toHaveValue(E2E_ADMIN.email);
    await expect(addMeal.getByLabel('Admin email')).not.toBeEditable();
    await expect(addMeal.getByLabel('Admin name')).toHaveValue('Administrator');
  });

  test('adds a meal with an image, edits it keeping the image, then deletes it', async ({ page }) => {
    test.slow();
    await signInAsAdminViaApi(page);
    const before = (await (await page.request.get(`/api/user/${E2E_ADMIN.email}`)).json()) as { mealsAdded: number };
    await page.goto('/admin-dashboard');
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByText(`Meals added: ${before.mealsAdded}`)).toBeVisible();

    // Add: the image uploads first, with a progress bar, then the meal is saved and the form empties.
    const title = uniqueTitle('Test Tehari');
    const addMeal = dashboardSection(page, 'Add Meal');
    await fillMealForm(addMeal, {
      title,
      category: 'Lunch',
      price: '135.50',
      distributorName: 'Test Canteen',
      when: localDateTime(1),
      ingredients: 'Rice, Beef, Mustard oil',
      description: 'Old Dhaka style tehari cooked in mustard oil.',
    });
    await addMeal.getByLabel('Image').setInputFiles(PNG_PHOTO);
    await slowDownUploads(page);
    await addMeal.getByRole('button', { name: 'Add Meal' }).click();
    const progress = addMeal.getByRole('progressbar', { name: 'Image upload' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d{1,3}$/);
    await expect(addMeal.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await expect(toast(page, 'Meal added successfully!')).toBeVisible();
    await expect(addMeal.getByLabel('Title')).toHaveValue('');
    await expect(addMeal.getByLabel('Title')).toBeFocused();
    await expect(addMeal.getByLabel('Category')).toHaveValue('');
    await expect(progress).toBeHidden();
    await expect(profile.getByText(`Meals added: ${before.mealsAdded + 1}`)).toBeVisible();
    await page.unroute('**/api/uploads');

    // It is on /meals.
    await expect(await searchMealsPage(page, title)).toHaveCount(1);
    await expect((await searchMealsPage(page, title)).getByRole('heading')).toHaveText(title);
    const added = (await findMealByTitle(page.request, title)) as Meal;
    expect(added.image).toMatch(/^\/api\/uploads\//);
    expect(added.price).toBe(135.5);

    // Edit: the form starts from the meal; no new file keeps the image.
    await page.goto('/admin-dashboard');
    const allMeals = dashboardSection(page, 'All Meals');
    const row = await pageUntilRow(allMeals, title);
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/update-meal/${added._id}`);
    await expect(page).toHaveTitle('Update Meal · Hostel Meals');
    await expect(page.getByRole('heading', { level: 1, name: 'Update Meal' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Category')).toHaveValue('Lunch');
    await expect(page.getByLabel('Ingredients')).toHaveValue('Rice, Beef, Mustard oil');
    await expect(page.getByLabel('Price')).toHaveValue('135.5');
    await expect(page.getByLabel('Distributor name')).toHaveValue('Test Canteen');
    await expect(page.getByLabel('Date and time')).toHaveValue(localDateTime(1));
    await expect(page.getByText('Current image', { exact: true })).toBeVisible();

    const newTitle = `${title} Deluxe`;
    await page.getByLabel('Title').fill(newTitle);
    await page.getByLabel('Price').fill('150.75');
    await page.getByRole('button', { name: 'Update Meal' }).click();
    await expect(toast(page, 'Meal updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    const updated = (await findMealByTitle(page.request, newTitle)) as Meal;
    expect(updated._id).toBe(added._id);
    expect(updated.image).toBe(added.image);
    expect(updated.price).toBe(150.75);
    const cards = await searchMealsPage(page, newTitle);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByText('৳150.75')).toBeVisible();

    // Delete, after confirming.
    await page.goto('/admin-dashboard');
    const updatedRow = await pageUntilRow(allMeals, newTitle);
    await updatedRow.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmDialog(page)).toContainText("You won't be able to revert this!");
    await confirmDialog(page).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(toast(page, 'Meal deleted successfully')).toBeVisible();
    await expect(rowWith(allMeals, newTitle)).toHaveCount(0);
    expect((await page.request.get(`/api/meals/${added._id}`)).status()).toBe(404);
    await expect(await searchMealsPage(page, newTitle)).toHaveCount(0);
    await expect(page.getByText('No meals match your search.')).toBeVisible();
  });

  test('the Add Meal form says what went wrong', async ({ page }) => {
    await signInAsAdminViaApi(page);
    await page.goto('/admin-dashboard');
    const addMeal = dashboardSection(page, 'Add Meal');
    const title = uniqueTitle('Refused Meal');
    await fillMealForm(addMeal, {
      title,
      category: 'Dinner',
      price: '80',
      distributorName: 'Test Canteen',
      when: localDateTime(2),
      ingredients: 'Rice, Dal',
      description: 'Never saved.',
    });
    const submit = addMeal.getByRole('button', { name: 'Add Meal' });

    await submit.click();
    await expect(toast(page, 'Please select an image.')).toBeVisible();

    await addMeal.getByLabel('Image').setInputFiles(PNG_PHOTO);
    await page.route('**/api/uploads', (route) =>
      route.fulfill({
        status: 400,
        json: { success: false, status: 400, error: { message: 'The image must be at most 5 MB.' } },
      }),
    );
    await submit.click();
    await expect(toast(page, 'Image upload failed.')).toBeVisible();
    await page.unroute('**/api/uploads');

    await page.route('**/api/meals', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, json: { error: 'price has at most two decimals' } })
        : route.continue(),
    );
    await submit.click();
    await expect(toast(page, 'Failed to add meal.')).toBeVisible();
    await expect(addMeal.getByRole('alert')).toHaveText('price has at most two decimals');
    await page.unroute('**/api/meals');

    await page.route('**/api/meals', (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
    );
    await submit.click();
    await expect(toast(page, 'Something went wrong. Please try again.')).toBeVisible();
    // Nothing was lost: the admin can try again.
    await expect(addMeal.getByLabel('Title')).toHaveValue(title);
    expect(await findMealByTitle(page.request, title)).toBeUndefined();
  });

  test('adds an upcoming meal in the dialog and publishes it onto /meals', async ({ page }) => {
    test.slow();
    await signInAsAdminViaApi(page);
    await page.goto('/admin-dashboard');
    const upcoming = dashboardSection(page, 'Upcoming Meals');
    const opener = upcoming.getByRole('button', { name: 'Add Upcoming Meal' });
    const dialog = page.getByRole('dialog', { name: 'Add Upcoming Meal' });

    // A modal: focus moves in, stays in, and comes back to the button on Escape or Close.
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Add Upcoming Meal' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Every field is required; the image is asked for by name.
    await opener.click();
    await expect(dialog.getByLabel('Admin email')).toHaveValue(E2E_ADMIN.email);
    const title = uniqueTitle('Test Morog Polao');
    await fillMealForm(dialog, {
      title,
      category: 'Dinner',
      price: '210.25',
      distributorName: 'Test Canteen',
      when: localDateTime(1),
      whenLabel: 'Post time',
      ingredients: 'Polao rice, Chicken, Ghee',
      description: 'Wedding-style morog polao.',
    });
    const submit = dialog.getByRole('button', { name: 'Add Upcoming Meal' });
    await submit.click();
    await expect(toast(page, 'Please select an image!')).toBeVisible();

    await dialog.getByLabel('Image').setInputFiles(PNG_PHOTO);
    await page.route('**/api/uploads', (route) =>
      route.fulfill({ status: 415, json: { success: false, status: 415, error: { message: 'Not an image' } } }),
    );
    await submit.click();
    await expect(toast(page, 'Image upload failed: Not an image')).toBeVisible();
    await page.unroute('**/api/uploads');
    await page.route('**/api/uploads', (route) => route.abort('failed'));
    await submit.click();
    await expect(toast(page, 'Image upload error!')).toBeVisible();
    await page.unroute('**/api/uploads');

    await slowDownUploads(page);
    await submit.click();
    await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await expect(toast(page, 'Upcoming Meal added!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowWith(upcoming, title);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Dinner');
    await expect(row).toContainText('৳210.25');

    // Publish: it leaves this table and is on /meals.
    await row.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'Meal published successfully!')).toBeVisible();
    await expect(rowWith(upcoming, title)).toHaveCount(0);
    const cards = await searchMealsPage(page, title);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText(title);
  });

  test("serves a student's request: the button becomes a disabled Served", async ({ page, browser }) => {
    const student = await newStudent(browser, 'Hungry Student');
    const [meal] = (await (
      await student.context.request.get('/api/meals', { params: { limit: '1' } })
    ).json()) as Meal[];
    if (!meal) throw new Error('No ongoing meal to request');
    await postAs(student.context.request, '/api/request-meal', { mealId: meal._id });
    await student.context.close();

    await signInAsAdminViaApi(page);
    await page.goto('/admin-dashboard');
    const serve = dashboardSection(page, 'Serve Meals');
    const row = rowWith(serve, student.email);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(meal.title);
    await expect(row).toContainText('Hungry Student');
    await expect(row).toContainText('pending');
    await row.getByRole('button', { name: 'Serve' }).click();
    await expect(toast(page, 'Meal marked as served!')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Served' })).toBeDisabled();
    await expect(row.getByRole('cell').filter({ hasText: /^Served$/ })).toHaveCount(2);

    await page.reload();
    await expect(rowWith(serve, student.email).getByRole('button', { name: 'Served' })).toBeDisabled();
  });

  test('deletes a review after confirming (and keeps it on Cancel)', async ({ page, browser }) => {
    const student = await newStudent(browser, 'Critical Student');
    const [meal] = (await (
      await student.context.request.get('/api/meals', { params: { limit: '1' } })
    ).json()) as Meal[];
    if (!meal) throw new Error('No ongoing meal to review');
    const text = `Too much salt today (${uniqueTitle('review')})`;
    const review = await postAs(student.context.request, '/api/reviews', { mealId: meal._id, text });
    await student.context.close();

    await signInAsAdminViaApi(page);
    await page.goto('/admin-dashboard');
    const reviews = dashboardSection(page, 'All Reviews');
    const row = rowWith(reviews, text);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(meal.title);
    await expect(row.getByRole('link', { name: 'View Meal' })).toHaveAttribute('href', `/meal-details/${meal._id}`);

    await row.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmDialog(page)).toBeHidden();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(toast(page, 'Review deleted successfully')).toBeVisible();
    await expect(rowWith(reviews, text)).toHaveCount(0);
    expect((await page.request.get(`/api/reviews/${String(review._id)}`)).status()).toBe(404);
  });

  test('finds a user by email and makes them admin', async ({ page, browser }) => {
    const student = await newStudent(browser, 'Future Warden');
    await student.context.close();
    await signInAsAdminViaApi(page);
    await page.goto('/admin-dashboard');
    const users = dashboardSection(page, 'Manage Users');
    const search = users.getByLabel('Search users by email');
    const searchButton = users.getByRole('button', { name: 'Search', exact: true });
    await expect(pagerText(users)).toHaveText(/^Page 1 of \d+$/);

    // An empty search does nothing; one that matches nobody says so.
    await searchButton.click();
    await expect(users.getByText(/^Emails containing/)).toHaveCount(0);
    await search.fill('nobody-at-all-zz');
    await searchButton.click();
    await expect(toast(page, 'User not found')).toBeVisible();
    await expect(pagerText(users)).toHaveText('Page 1 of 1');

    // Part of the address, in another case, finds them.
    await search.fill(student.email.split('@')[0]?.toUpperCase() ?? student.email);
    await searchButton.click();
    const row = rowWith(users, student.email);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Future Warden');
    await expect(row).toContainText('user');
    await row.getByRole('button', { name: 'Make Admin' }).click();
    await expect(toast(page, 'Role updated to admin')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Remove Admin' })).toBeVisible();
    await expect(row).toContainText('admin');
    const found = await page.request.get('/api/users/search', { params: { email: student.email } });
    expect(((await found.json()) as Array<{ role: string }>)[0]?.role).toBe('admin');

    // The server's reason is shown when it refuses.
    await search.fill(E2E_ADMIN.email);
    await searchButton.click();
    await rowWith(users, E2E_ADMIN.email).getByRole('button', { name: 'Remove Admin' }).click();
    await expect(toast(page, 'You cannot remove your own admin role.')).toBeVisible();
  });

  test('every table shows "Page 1 of N" and Next moves to "Page 2 of N"', async ({ page }) => {
    test.slow();
    await signInAsAdminViaApi(page);
    // The demo has 6 upcoming meals: add some far in the future so that table has a second page.
    const upcomingTotal = await totalOf(page.request, '/api/admin/upcoming-meals');
    for (let i = upcomingTotal; i <= 10; i++) {
      await createUpcomingMealViaApi(page.request, uniqueTitle('Later Meal'), 300 + i);
    }
    const tables = [
      { section: 'Manage Users', path: `/api/users/recent/${E2E_ADMIN.email}` },
      { section: 'All Meals', path: '/api/admin/meals' },
      { section: 'All Reviews', path: '/api/reviews' },
      { section: 'Serve Meals', path: '/api/requested-meals' },
      { section: 'Upcoming Meals', path: '/api/admin/upcoming-meals' },
    ];

    await page.goto('/admin-dashboard');
    for (const table of tables) {
      const pages = Math.max(1, Math.ceil((await totalOf(page.request, table.path)) / 10));
      expect(pages, table.section).toBeGreaterThan(1);
      const section = dashboardSection(page, table.section);
      const prev = section.getByRole('button', { name: 'Prev' });
      const next = section.getByRole('button', { name: 'Next' });
      await expect(pagerText(section)).toHaveText(`Page 1 of ${pages}`);
      await tableSettled(section);
      await expect(section.getByRole('row')).toHaveCount(11); // the header row and 10 rows
      await expect(prev).toBeDisabled();
      const firstRow = await section.getByRole('row').nth(1).textContent();

      await next.click();
      await expect(pagerText(section)).toHaveText(`Page 2 of ${pages}`);
      await tableSettled(section);
      await expect(prev).toBeEnabled();
      await expect(section.getByRole('row').nth(1)).not.toHaveText(firstRow ?? '');

      if (pages === 2) {
        await expect(next).toBeDisabled();
        await expect(prev).toBeFocused();
      }
      await prev.click();
      await expect(pagerText(section)).toHaveText(`Page 1 of ${pages}`);
      await expect(prev).toBeDisabled();
    }
  });

  test('the update page: loading, a meal that does not exist, and a failed load', async ({ page }) => {
    await signInAsAdminViaApi(page);
    const missing = '00000000-0000-4000-8000-000000000000';
    await page.route(`**/api/meals/${missing}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue().catch(() => {});
    });
    await page.goto(`/update-meal/${missing}`);
    await expect(page.getByText('Loading meal data...', { exact: true })).toBeVisible();
    await expect(page.getByText('No meal found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Meal' })).toHaveCount(0);

    const [meal] = (await (await page.request.get('/api/meals', { params: { limit: '1' } })).json()) as Meal[];
    if (!meal) throw new Error('No ongoing meal');
    await page.route(`**/api/meals/${meal._id}`, (route) => route.abort('failed'));
    await page.goto(`/update-meal/${meal._id}`);
    await expect(toast(page, 'Failed to load meal data.')).toBeVisible();
  });

  test('works on a phone: no sideways scrolling, rows stack into cards @phone', async ({ page }) => {
    await signInAsAdminViaApi(page);
    await page.goto('/admin-dashboard');
    const meals = dashboardSection(page, 'All Meals');
    await expect(pagerText(meals)).toHaveText(/^Page 1 of \d+$/);
    await tableSettled(meals);
    const firstRow = meals.getByRole('row').nth(1);
    await firstRow.scrollIntoViewIfNeeded();
    await expect(firstRow.getByRole('link', { name: 'Edit' })).toBeInViewport();
    await expect(firstRow.getByRole('button', { name: 'Delete' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
