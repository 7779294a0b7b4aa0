import type { StuckMail } from '@hostel/contract/mail';
import { expect, test } from '@playwright/test';
import { auditScreen } from './fixtures/a11y.ts';
import { dashboardSection, signInAsAdminViaApi } from './fixtures/admin.ts';
import { expectFullyTranslated, preferBangla } from './fixtures/i18n.ts';
import { screenshotsAtWidths } from './fixtures/screens.ts';

/**
 * Issue 26: the admin dashboard leads with the day's work, and shows the mail that could not be
 * sent with a way to send it again. The queue's refusals are stood in for here (the API test
 * mail-admin.test.ts sends a refused mail again through a real SMTP server).
 */
const stuck: StuckMail = {
  id: '6f1c1f5e-0000-4000-8000-00000000e2e0',
  to: 'stuck.student@example.test',
  subject: 'Verify your email address for Hostel Meals',
  attempts: 10,
  state: 'given-up',
  lastError: '451 try again later',
  createdAt: '2026-11-27T08:00:00.000Z',
  nextAttemptAt: null,
};

test.describe('the day at the top of the admin dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdminViaApi(page);
  });

  test('Today comes first, with the menu, the month and stuck mail sent again on a click', async ({ page }) => {
    test.setTimeout(120_000);
    let list: StuckMail[] = [stuck];
    const retried: string[] = [];
    await page.route('**/api/admin/mail?status=failed', (route) => route.fulfill({ status: 200, json: list }));
    await page.route('**/api/admin/mail/*/retry', (route) => {
      retried.push(new URL(route.request().url()).pathname);
      list = [];
      return route.fulfill({ status: 200, json: { queued: true } });
    });
    await page.goto('/admin-dashboard');
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toContainText(['Today', 'Week Menu', 'Balances', 'Manage Users']);
    const today = dashboardSection(page, 'Today');
    await expect(today.getByRole('heading', { name: "Today's menu" })).toBeVisible();
    await expect(today.getByText(/^(Breakfast|Lunch|Dinner):/).first()).toBeVisible();
    await expect(today.getByRole('heading', { name: 'This month' })).toBeVisible();
    await expect(today.getByText('Students billed')).toBeVisible();

    const mail = today.getByRole('region', { name: 'Mail that could not be sent' });
    await expect(mail.getByRole('paragraph').filter({ hasText: stuck.to })).toBeVisible({ timeout: 30_000 });
    await expect(mail.getByText('Given up after 10 attempts')).toBeVisible();
    await today.scrollIntoViewIfNeeded();
    await screenshotsAtWidths(page, 'admin-today-en', today);
    await auditScreen(
      page,
      'admin-today',
      async () => {
        await page.reload();
        await expect(
          dashboardSection(page, 'Today').getByRole('paragraph').filter({ hasText: stuck.to }),
        ).toBeVisible();
      },
      { include: 'section#today' },
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await mail.getByRole('button', { name: `Send again ${stuck.to}` }).click();
    await expect(page.getByText(`Sending the mail to ${stuck.to} again`)).toBeVisible();
    expect(retried).toEqual([`/api/admin/mail/${stuck.id}/retry`]);
    await expect(mail.getByText('All mail has been sent.')).toBeVisible();
  });

  test('in Bangla, every word of Today is translated', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.route('**/api/admin/mail?status=failed', (route) => route.fulfill({ status: 200, json: [stuck] }));
    await preferBangla(context);
    await page.goto('/admin-dashboard');
    const today = dashboardSection(page, 'আজ');
    // The dashboard loads every section at once: on a busy machine the list may take a while.
    await expect(today.getByRole('button', { name: `আবার পাঠান ${stuck.to}` })).toBeVisible({ timeout: 30_000 });
    await expectFullyTranslated(page, 'admin-today-bn');
    await today.scrollIntoViewIfNeeded();
    await screenshotsAtWidths(page, 'admin-today-bn', today);
  });
});
