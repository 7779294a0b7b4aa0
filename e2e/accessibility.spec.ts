import { expect, type Page, test } from '@playwright/test';
import { auditScreen } from './fixtures/a11y.ts';
import { dashboardSection } from './fixtures/admin.ts';
import { ongoingMeals } from './fixtures/dashboard.ts';
import { revealHomeSections } from './fixtures/home.ts';
import {
  adminState,
  type PreparedStudent,
  prepareStudent,
  type StorageState,
  storageStateOf,
  visit,
} from './fixtures/screens.ts';
import { openAccountMenu } from './fixtures/session.ts';

// Every screen of the spec, signed out, as a user and as an admin, plus what opens on top of them
// (menus, dialogs, confirmations, toasts), checked with axe in the light and the dark scheme.

// A test checks several screens, each twice.
test.describe.configure({ timeout: 120_000 });

// What an open menu, dialog or toast is checked by (the page behind is checked on its own).
const TOASTS = '[data-rht-toaster]';
const ACCOUNT_MENU = 'button[aria-label^="Account menu for"] ~ div';
const NOTIFICATIONS = 'section[aria-label="Notifications"]';
const MODAL = '[role="dialog"]';
const SWEET_ALERT = '.swal2-container';

test.describe('accessibility: signed out', () => {
  test('home and meals', async ({ page }) => {
    await auditScreen(page, 'home', async () => {
      await visit(page, '/');
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
      await revealHomeSections(page);
      await expect(page.getByRole('link', { name: 'Choose Gold' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Your suggestion' })).toBeVisible();
    });
    await auditScreen(
      page,
      'home: the bell’s toast',
      async () => {
        await visit(page, '/');
        await page.getByRole('button', { name: 'Notifications' }).click();
        await expect(page.getByText('No new notifications at the moment!')).toBeVisible();
      },
      { include: TOASTS },
    );
    await auditScreen(page, 'meals with results', async () => {
      await visit(page, '/meals');
      await expect(page.getByRole('list', { name: 'Meals' }).getByRole('article').first()).toBeVisible();
    });
    await auditScreen(page, 'meals: a search that finds nothing', async () => {
      await visit(page, '/meals');
      await page.getByRole('searchbox', { name: 'Search by meal name' }).fill('zzz no such meal zzz');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('No meals match your search.')).toBeVisible();
    });
  });

  test('sign in, sign up and the 404 page', async ({ page }) => {
    await auditScreen(page, 'sign in', () => visit(page, '/signin'));
    await auditScreen(
      page,
      'sign in: the error toast',
      async () => {
        await visit(page, '/signin');
        await page.getByLabel('Email').fill('nobody@example.test');
        await page.getByLabel('Password').fill('wrong-password-1');
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(page.getByText('Failed to sign in. Please check your credentials.')).toBeVisible();
      },
      { include: TOASTS },
    );
    await auditScreen(page, 'sign up', () => visit(page, '/signup'));
    await auditScreen(page, '404', async () => {
      await visit(page, '/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('the phone menu, open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await auditScreen(
      page,
      'phone menu',
      async () => {
        await visit(page, '/');
        await page.getByRole('button', { name: 'Main menu' }).click();
        await expect(page.getByRole('button', { name: 'Main menu' })).toHaveAttribute('aria-expanded', 'true');
      },
      { include: 'header' },
    );
  });
});

test.describe('accessibility: a user', () => {
  let student: PreparedStudent;
  test.beforeAll(async ({ browser }) => {
    student = await prepareStudent(browser, 'Axe Student');
  });
  test.use({ storageState: storageStateOf(() => student?.state) });

  test('upcoming meals and meal details', async ({ page }) => {
    await auditScreen(page, 'upcoming meals', async () => {
      await visit(page, '/upcoming-meals');
      await expect(page.getByRole('article').first()).toBeVisible();
    });
    await auditScreen(page, 'meal details', async () => {
      await visit(page, `/meal-details/${student.reviewed._id}`);
      await expect(page.getByRole('heading', { level: 1, name: student.reviewed.title })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('article').first()).toBeVisible();
    });
    await auditScreen(page, 'meal details of an upcoming meal', async () => {
      await visit(page, `/meal-details/${student.upcoming._id}`);
      await expect(page.getByRole('heading', { level: 1, name: student.upcoming.title })).toBeVisible();
    });
  });

  test('checkout', async ({ page }) => {
    // The student pays for Silver (prepareStudent): renewing it is a full month's price; Gold would
    // be an upgrade, priced for the days left (my-plan.spec checks that one).
    await auditScreen(page, 'checkout', async () => {
      await visit(page, '/checkout/Silver/3000');
      await expect(page.getByRole('button', { name: 'Pay ৳3000' })).toBeEnabled();
    });
    await auditScreen(page, 'checkout: a price that is not the plan’s', async () => {
      await visit(page, '/checkout/Gold/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('user dashboard, its review dialog and delete confirmation', async ({ page }) => {
    await auditScreen(page, 'user dashboard', async () => {
      await visit(page, '/user-dashboard');
      for (const section of ['Requested Meals', 'My Reviews', 'Payment History']) {
        await expect(dashboardSection(page, section).getByRole('row').nth(1)).toBeVisible();
      }
    });
    await auditScreen(
      page,
      'review edit dialog',
      async () => {
        await visit(page, '/user-dashboard');
        await dashboardSection(page, 'My Reviews').getByRole('button', { name: /^Edit/ }).click();
        await expect(page.getByRole('dialog').getByRole('textbox')).toBeFocused();
      },
      { include: SWEET_ALERT },
    );
    await auditScreen(
      page,
      'delete review confirmation',
      async () => {
        await visit(page, '/user-dashboard');
        await dashboardSection(page, 'My Reviews')
          .getByRole('button', { name: /^Delete/ })
          .click();
        await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
      },
      { include: SWEET_ALERT },
    );
  });

  test('account menu and notification list', async ({ page }) => {
    await auditScreen(
      page,
      'account menu',
      async () => {
        await visit(page, '/');
        await openAccountMenu(page, student.name);
        await expect(page.getByRole('link', { name: 'User Dashboard' })).toBeVisible();
      },
      { include: ACCOUNT_MENU },
    );
    await auditScreen(
      page,
      'notification list',
      async () => {
        await visit(page, '/');
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
      },
      { include: NOTIFICATIONS },
    );
  });
});

test.describe('accessibility: an admin', () => {
  let state: StorageState;
  test.beforeAll(async ({ browser }) => {
    state = await adminState(browser);
  });
  test.use({ storageState: storageStateOf(() => state) });

  /** The dashboard with every table filled in (its seven sections: profile card, then six). */
  async function openDashboard(page: Page) {
    await visit(page, '/admin-dashboard');
    for (const section of ['Manage Users', 'All Meals', 'All Reviews', 'Serve Meals', 'Upcoming Meals']) {
      await expect(dashboardSection(page, section).getByRole('table')).toHaveAttribute('aria-busy', 'false');
    }
  }

  test('admin dashboard', async ({ page }) => {
    await auditScreen(page, 'admin dashboard', () => openDashboard(page));
  });

  test('add upcoming meal dialog and delete confirmation', async ({ page }) => {
    await auditScreen(
      page,
      'add upcoming meal dialog',
      async () => {
        await openDashboard(page);
        await dashboardSection(page, 'Upcoming Meals').getByRole('button', { name: 'Add Upcoming Meal' }).click();
        await expect(page.getByRole('dialog', { name: 'Add Upcoming Meal' }).getByLabel('Title')).toBeFocused();
      },
      { include: MODAL },
    );
    await auditScreen(
      page,
      'delete meal confirmation',
      async () => {
        await openDashboard(page);
        await dashboardSection(page, 'All Meals').getByRole('button', { name: 'Delete' }).first().click();
        await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
      },
      { include: SWEET_ALERT },
    );
  });

  test('update meal', async ({ page }) => {
    const [meal] = await ongoingMeals(page.request, 1);
    if (!meal) throw new Error('a meal expected');
    await auditScreen(page, 'update meal', async () => {
      await visit(page, `/update-meal/${meal._id}`);
      await expect(page.getByLabel('Title')).toHaveValue(meal.title);
    });
  });
});
