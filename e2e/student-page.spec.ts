import { type Browser, expect, test } from '@playwright/test';
import { dashboardSection, newStudent, rowWith, signInAsAdminViaApi } from './fixtures/admin.ts';
import { expectFullyTranslated, preferBangla } from './fixtures/i18n.ts';
import { payAtServerQuote } from './fixtures/screens.ts';

// Issue 26: the admin's page of one student, reached from Manage Users and Balances, with a refund
// of all or part of a payment and a required reason; the student's Payment History then says what
// each payment paid for and that it was refunded. At 1280 px and (@phone) 390 px, in both languages.

const origin = () => String(test.info().project.use.baseURL);

/** A student who bought Gold and then upgraded to Platinum; answers their name and the upgrade's price. */
async function goldThenPlatinum(browser: Browser, name: string) {
  const student = await newStudent(browser, name);
  const page = await student.context.newPage();
  await payAtServerQuote(page, 'Gold');
  const upgrade = await payAtServerQuote(page, 'Platinum');
  return { ...student, page, upgrade };
}

/** `390000` poisha → `৳3900`, as the web writes amounts kept in poisha. */
const taka = (poisha: number) => `৳${poisha % 100 === 0 ? poisha / 100 : (poisha / 100).toFixed(2)}`;

test.describe("a student's page for the admin", () => {
  test('refunds an upgrade with a reason; the student sees it refunded @phone', async ({ browser, page }) => {
    const name = `Refund ${crypto.randomUUID().slice(0, 6)}`;
    const student = await goldThenPlatinum(browser, name);
    await signInAsAdminViaApi(page);

    // From Manage Users (the newest account is on its first page) to the student's page.
    await page.goto('/admin-dashboard');
    const users = dashboardSection(page, 'Manage Users');
    await users.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/students\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const payments = page.getByRole('region', { name: 'Payments', exact: true });
    await expect(rowWith(payments, 'Gold plan')).toBeVisible();
    const upgradeRow = rowWith(payments, 'Upgrade to Platinum');
    await expect(upgradeRow).toContainText(taka(student.upgrade));

    await upgradeRow.getByRole('button', { name: /^Refund/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund a payment' });
    // The amount starts at all that remains; the reason is required.
    await expect(dialog.getByLabel('Amount to give back (৳)')).toHaveValue(String(student.upgrade / 100));
    await dialog.getByRole('button', { name: 'Review the refund' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Say why the money goes back.');
    await dialog.getByLabel('Reason').fill('Moved out of the shared room');
    await dialog.getByRole('button', { name: 'Review the refund' }).click();
    await expect(dialog).toContainText(`Give back ${taka(student.upgrade)} of Upgrade to Platinum?`);
    await dialog.getByRole('button', { name: 'Refund now' }).click();
    await expect(dialog).toBeHidden();
    await expect(upgradeRow).toContainText('Refunded');
    await expect(upgradeRow.getByRole('button', { name: /^Refund/ })).toHaveCount(0);

    // The student's own history says what each payment paid for, and that this one went back.
    await student.page.goto('/user-dashboard');
    const history = dashboardSection(student.page, 'Payment History');
    const refunded = rowWith(history, 'Upgrade to Platinum');
    await expect(refunded).toContainText('Refunded');
    await expect(rowWith(history, 'Gold plan')).toContainText('Succeeded');
    await student.context.close();
  });

  test('is reached from Balances, and sets the room', async ({ browser, page }) => {
    const name = `Room ${crypto.randomUUID().slice(0, 6)}`;
    const student = await goldThenPlatinum(browser, name);
    await student.context.close();
    await signInAsAdminViaApi(page);
    await page.goto('/admin-dashboard');
    const balances = dashboardSection(page, 'Balances');
    // Balances are paged (highest due first): the student's row is on whichever page it falls.
    const link = balances.getByRole('link', { name, exact: true });
    for (let step = 0; step < 20 && (await link.count()) === 0; step++) {
      const next = balances.getByRole('button', { name: 'Next', exact: true });
      if (await next.isDisabled()) break;
      await next.click();
    }
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByLabel('Room', { exact: true }).fill('B-12');
    await page.getByRole('button', { name: 'Save room' }).click();
    await expect(page.getByText('Room B-12', { exact: true })).toBeVisible();
  });

  test('reads in Bangla @phone', async ({ browser }) => {
    const name = `Bangla ${crypto.randomUUID().slice(0, 6)}`;
    const student = await goldThenPlatinum(browser, name);
    const context = await browser.newContext({ baseURL: origin() });
    await preferBangla(context);
    const page = await context.newPage();
    await signInAsAdminViaApi(page);
    await page.goto('/admin-dashboard');
    // Manage Users lists the newest account first.
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Platinum প্ল্যানে উন্নীত').first()).toBeVisible();
    await expectFullyTranslated(page, `student-page-bn-${test.info().project.name}`);

    await preferBangla(student.context);
    const own = await student.context.newPage();
    await own.goto('/user-dashboard');
    await expect(own.getByText('Platinum প্ল্যানে উন্নীত').first()).toBeVisible();
    await student.context.close();
    await context.close();
  });
});
