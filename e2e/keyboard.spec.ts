import { expect, type Page, test } from '@playwright/test';
import { dashboardSection } from './fixtures/admin.ts';
import { revealHomeSections } from './fixtures/home.ts';
import { expectFocusTrapped, expectTabReachesEverything, press, tabTo } from './fixtures/keyboard.ts';
import {
  adminState,
  type PreparedStudent,
  prepareStudent,
  type StorageState,
  storageStateOf,
  visit,
} from './fixtures/screens.ts';
import { signUpViaApi } from './fixtures/session.ts';

// Keyboard only: every control is reached by Tab and shows where focus is; menus, the bell and dialogs
// open with Enter, keep focus where it belongs, close with Escape and give focus back to their button.

test.describe.configure({ timeout: 90_000 });
// No transitions: a focus style is read when it has fully arrived.
test.use({ reducedMotion: 'reduce' });

const SWEET_ALERT = '.swal2-popup';

/** Follows one of a dashboard's jump links by keyboard (Tab to it, Enter), as a keyboard user would. */
async function jumpToSection(page: Page, label: string) {
  const link = page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: label });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
}

test.describe('keyboard: signed out', () => {
  test('Tab walks the whole home page, every control showing focus; the skip link comes first', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await revealHomeSections(page);
    await expect(page.getByRole('textbox', { name: 'Your suggestion' })).toBeVisible();
    await expectTabReachesEverything(page);

    await visit(page, '/');
    const first = await press(page, 'Tab');
    expect(first.name).toBe('a Skip to content');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('sign up and sign in with the keyboard alone', async ({ page }) => {
    await visit(page, '/signup');
    await expectTabReachesEverything(page, { scope: 'form' });

    const email = await signUpViaApi(page, 'Typing Student');
    await page.context().clearCookies();
    await visit(page, '/signin');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('hostel-meals-2026');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Successfully signed in!')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('the bell answers Enter with its toast', async ({ page }) => {
    await visit(page, '/');
    await tabTo(page, page.getByRole('button', { name: 'Notifications' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('No new notifications at the moment!')).toBeVisible();
  });

  test('the phone menu opens, is walked and closes by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: 'Main menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const stop = await press(page, 'Tab', 'header');
    expect(stop.inside && stop.focusVisible && stop.indicated, `${stop.name} in the menu shows focus`).toBe(true);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('keyboard: a user', () => {
  let student: PreparedStudent;
  test.beforeAll(async ({ browser }) => {
    student = await prepareStudent(browser, 'Keyboard Student');
  });
  test.use({ storageState: storageStateOf(() => student?.state) });

  test('meal details: every control reached; like with Enter', async ({ page }) => {
    await visit(page, `/meal-details/${student.reviewed._id}`);
    await expect(page.getByRole('heading', { level: 1, name: student.reviewed.title })).toBeVisible();
    await expectTabReachesEverything(page, { scope: 'main' });

    await visit(page, `/meal-details/${student.reviewed._id}`);
    const like = page.getByRole('button', { name: /^Like \(\d+ likes?\)$/ });
    await tabTo(page, like);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Liked \(\d+ likes?\)$/ })).toBeFocused();
  });

  test('user dashboard: every control reached', async ({ page }) => {
    await visit(page, '/user-dashboard');
    await expect(dashboardSection(page, 'My Reviews').getByRole('row').nth(1)).toBeVisible();
    await expectTabReachesEverything(page, { scope: 'main' });
  });

  test('account menu: Enter opens, Tab walks it, Escape closes and returns focus', async ({ page }) => {
    await visit(page, '/');
    const button = page.getByRole('button', { name: `Account menu for ${student.name}` });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['User Dashboard', 'Account settings', 'Logout']) {
      const stop = await press(page, 'Tab');
      expect(stop.name).toContain(name);
      expect(stop.focusVisible && stop.indicated, `${name} shows focus`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user-dashboard$/);
  });

  test('notification bell: Enter opens the list, Tab enters it, Escape closes and returns focus', async ({ page }) => {
    await visit(page, '/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    const stop = await press(page, 'Tab', 'section[aria-label="Notifications"]');
    expect(stop.inside, `Tab went to ${stop.name}, not into the list`).toBe(true);
    expect(stop.focusVisible && stop.indicated, `${stop.name} shows focus`).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
  });

  test('SweetAlert2 confirm and prompt: focus inside, trapped, Escape returns it', async ({ page }) => {
    await visit(page, '/user-dashboard');
    const reviews = dashboardSection(page, 'My Reviews');
    await expect(reviews.getByRole('row').nth(1)).toBeVisible();

    const remove = reviews.getByRole('button', { name: /^Delete/ });
    await jumpToSection(page, 'My Reviews');
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectFocusTrapped(page, SWEET_ALERT, 5);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(reviews.getByRole('row').nth(1)).toBeVisible();

    const edit = reviews.getByRole('button', { name: /^Edit/ });
    await tabTo(page, edit, { back: true });
    await page.keyboard.press('Enter');
    const prompt = page.getByRole('dialog', { name: 'Edit your review' });
    await expect(prompt.getByRole('textbox')).toBeFocused();
    await expectFocusTrapped(page, SWEET_ALERT, 6);
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(edit).toBeFocused();
  });
});

test.describe('keyboard: an admin', () => {
  let state: StorageState;
  test.beforeAll(async ({ browser }) => {
    state = await adminState(browser);
  });
  test.use({ storageState: storageStateOf(() => state) });

  test('add meal form: every field reached from its jump link', async ({ page }) => {
    await visit(page, '/admin-dashboard');
    await expectTabReachesEverything(page, {
      scope: 'section#add-meal',
      from: () => jumpToSection(page, 'Add Meal'),
    });
  });

  test('the modal dialog: focus moves in, Tab cycles inside, Escape closes and returns focus', async ({ page }) => {
    await visit(page, '/admin-dashboard');
    const opener = dashboardSection(page, 'Upcoming Meals').getByRole('button', { name: 'Add Upcoming Meal' });
    await jumpToSection(page, 'Upcoming');
    await tabTo(page, opener, { maxStops: 10 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Upcoming Meal' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expectFocusTrapped(page, '[role="dialog"]', 30);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('update meal: every field reached', async ({ page }) => {
    const response = await page.request.get('/api/meals', { params: { limit: '1' } });
    const [meal] = (await response.json()) as Array<{ _id: string; title: string }>;
    if (!meal) throw new Error('a meal expected');
    await visit(page, `/update-meal/${meal._id}`);
    await expect(page.getByLabel('Title')).toHaveValue(meal.title);
    await expectTabReachesEverything(page, { scope: 'main' });
  });
});
