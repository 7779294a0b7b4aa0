import { readFile } from 'node:fs/promises';
import type { MessSettings, MessSettingsAnswer } from '@hostel/contract/mess';
import { DEFAULT_TIME_ZONE } from '@hostel/contract/mess-constants';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { auditScreen } from './fixtures/a11y.ts';
import { dashboardSection, rowWith, signInAsAdminViaApi, uniqueTitle } from './fixtures/admin.ts';
import { expectFullyTranslated, preferBangla } from './fixtures/i18n.ts';
import { expectTabReachesEverything, tabTo } from './fixtures/keyboard.ts';
import { payForPlanViaApi, screenshotsAtWidths } from './fixtures/screens.ts';
import { signUpViaApi } from './fixtures/session.ts';

const origin = () => String(test.info().project.use.baseURL);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });

/** Today's rules, without the date they hold from or the changes ahead (decision 107). */
async function readSettings(api: APIRequestContext): Promise<MessSettings> {
  const response = await api.get('/api/admin/mess-settings');
  expect(response.status(), await response.text()).toBe(200);
  const { effectiveFrom: _, scheduled: __, ...rules } = (await response.json()) as MessSettingsAnswer;
  return rules;
}
async function putSettings(api: APIRequestContext, settings: MessSettings) {
  const response = await api.put('/api/admin/mess-settings', { data: settings, headers: { origin: origin() } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The month it is in the hostel, `YYYY-MM` (the section's default month). */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

/** A new student who bought Silver with the sandbox's test card, in a browser context of their own. */
async function studentWhoPaidSilver(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin() });
  try {
    const page = await context.newPage();
    const name = uniqueTitle('Balance Student');
    const email = await signUpViaApi(page, name);
    await payForPlanViaApi(page, email, 'Silver');
    const me = await page.request.get(`/api/user/${email}`);
    return { name, email, id: ((await me.json()) as { _id: string })._id };
  } finally {
    await context.close();
  }
}

/** "৳3,000", "৳80.50 credit" → poisha (credit is below zero, as in the CSV). */
function screenPoisha(text: string): number {
  const amount = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return text.includes('credit') ? -amount : amount;
}
/** The quoted and bare cells of one CSV line. */
const csvCells = (line: string) =>
  [...line.matchAll(/"((?:[^"]|"")*)"|([^,]+)/g)].map((m) => (m[1] ?? m[2] ?? '').replaceAll('""', '"'));
const csvPoisha = (taka: string) => Math.round(Number(taka) * 100);

/** What the balances table shows on its page: name, room, email and the five amounts. */
async function screenRows(table: Locator) {
  const rows = table.getByRole('row').filter({ has: table.page().getByRole('rowheader') });
  const shown = [];
  for (const row of await rows.all()) {
    const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
    const name = (await row.getByRole('rowheader').innerText()).trim();
    shown.push({
      name,
      room: cells[0] === '—' ? '' : (cells[0] ?? ''),
      email: cells[1] ?? '',
      amounts: cells.slice(3, 8).map(screenPoisha),
    });
  }
  return shown;
}
async function screenTotals(section: Locator) {
  const totals = section.getByRole('region', { name: /^Totals for/ });
  return Promise.all(
    ['opening', 'charges', 'rebates', 'payments', 'due'].map(async (column) =>
      screenPoisha(await totals.locator(`[data-total="${column}"] dd`).innerText()),
    ),
  );
}

/** Pages through a section's table until a row holds `text` (other specs' students may come first). */
async function pageToRow(section: Locator, text: string, pagerName: string, nextName: string) {
  const table = section.getByRole('table');
  const row = rowWith(table, text);
  const next = section.getByRole('navigation', { name: pagerName }).getByRole('button', { name: nextName });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  for (let shown = 0; shown < 50 && (await row.count()) === 0 && (await next.isEnabled()); shown++) {
    await next.click();
    await expect(table).toHaveAttribute('aria-busy', 'false');
  }
  return row;
}

/** `2026-11` → `November 2026`. */
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

test.describe('kitchen rules and balances', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdminViaApi(page);
  });

  test('an admin changes the cutoff and lunch hours, saves, reloads and sees them; wrong values are explained', async ({
    page,
  }) => {
    // Two saves, a reload, 4 screenshots and axe twice: ~50 s on a busy 2-core machine.
    test.setTimeout(150_000);
    const before = await readSettings(page.request);
    try {
      await page.goto('/admin-dashboard');
      const section = dashboardSection(page, 'Kitchen rules');
      const cutoff = section.getByLabel('Cutoff (minutes before a meal)');
      await expect(cutoff).toHaveValue(String(before.cutoffMinutes));
      await expect(section.getByLabel('Time zone')).toHaveValue(before.timeZone);
      await expect(
        section.getByText('Students may turn a meal on or off until this long before it starts.'),
      ).toBeVisible();
      const lunch = section.getByRole('group', { name: 'Lunch', exact: true });

      // The browser's own check, before anything is sent: lunch may not start before breakfast ends.
      let puts = 0;
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().endsWith('/api/admin/mess-settings')) puts += 1;
      });
      await lunch.getByLabel('Starts').fill('08:00');
      await cutoff.fill('3000');
      await section.getByRole('button', { name: 'Save rules' }).click();
      await expect(section.getByRole('alert')).toHaveText('Some rules need fixing: see the marked fields.');
      await expect(lunch.getByText('Starts before Breakfast ends.')).toBeVisible();
      await expect(lunch.getByLabel('Starts')).toHaveAttribute('aria-invalid', 'true');
      await expect(lunch.getByLabel('Starts')).toBeFocused();
      await expect(section.getByText('Enter a number from 0 to 2880.')).toBeVisible();
      await expect(cutoff).toHaveAccessibleDescription(/^Enter a number from 0 to 2880\. Students may turn/);
      expect(puts).toBe(0);

      // A refusal from the server is shown beside the form, in its words.
      await lunch.getByLabel('Starts').fill('12:30');
      await lunch.getByLabel('Ends').fill('14:30');
      await cutoff.fill('150');
      await expect(section.getByText('= 2.5 hours')).toBeVisible();
      await page.route('**/api/admin/mess-settings', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 400, json: { error: 'cutoffMinutes: Too big: expected number to be <=2880' } })
          : route.fallback(),
      );
      await section.getByRole('button', { name: 'Save rules' }).click();
      await expect(section.getByRole('alert')).toHaveText('cutoffMinutes: Too big: expected number to be <=2880');
      await page.unroute('**/api/admin/mess-settings');

      await section.getByRole('button', { name: 'Save rules' }).click();
      await expect(toast(page, 'Kitchen rules saved!')).toBeVisible();
      await expect(section.getByRole('alert')).toHaveCount(0);
      const saved = await readSettings(page.request);
      expect(saved).toEqual({
        ...before,
        slots: { ...before.slots, lunch: { starts: '12:30', ends: '14:30' } },
        cutoffMinutes: 150,
      });

      await page.reload();
      const reloaded = dashboardSection(page, 'Kitchen rules');
      await expect(reloaded.getByLabel('Cutoff (minutes before a meal)')).toHaveValue('150');
      await expect(reloaded.getByRole('group', { name: 'Lunch', exact: true }).getByLabel('Starts')).toHaveValue(
        '12:30',
      );
      await expect(reloaded.getByRole('group', { name: 'Lunch', exact: true }).getByLabel('Ends')).toHaveValue('14:30');
      await expect(reloaded.getByRole('button', { name: 'Undo changes' })).toBeDisabled();

      await reloaded.scrollIntoViewIfNeeded();
      await screenshotsAtWidths(page, 'kitchen-rules-en', reloaded);
      await auditScreen(page, 'kitchen rules', async () => {
        await page.reload();
        await expect(dashboardSection(page, 'Kitchen rules').getByLabel('Time zone')).toBeVisible();
      });
    } finally {
      await putSettings(page.request, before);
    }
  });

  test('the kitchen rules in Bangla: every word translated, numbers in Bangla digits', async ({ page, context }) => {
    test.slow();
    const settings = await readSettings(page.request);
    await preferBangla(context);
    await page.goto('/admin-dashboard');
    const bangla = dashboardSection(page, 'রান্নাঘরের নিয়ম');
    const cutoff = bangla.getByLabel('শেষ সময় (খাবারের কত মিনিট আগে)');
    await expect(cutoff).toHaveValue(String(settings.cutoffMinutes));
    await cutoff.fill('150');
    await expect(bangla.getByText('= ২.৫ ঘণ্টা')).toBeVisible();
    await expect(bangla.getByRole('group', { name: 'দুপুরের খাবার', exact: true }).getByLabel('শুরু')).toBeVisible();
    await cutoff.fill('-5');
    await bangla.getByRole('button', { name: 'নিয়ম সংরক্ষণ করুন' }).click();
    await expect(bangla.getByText('০ থেকে ২৮৮০ পর্যন্ত একটি সংখ্যা লিখুন।')).toBeVisible();
    await expect(bangla.getByRole('alert')).toHaveText('কয়েকটি নিয়ম ঠিক করতে হবে: চিহ্নিত ঘরগুলো দেখুন।');
    await expectFullyTranslated(page, 'kitchen-rules-bn');
    await bangla.scrollIntoViewIfNeeded();
    await screenshotsAtWidths(page, 'kitchen-rules-bn', bangla);
    // Nothing was saved.
    expect((await readSettings(page.request)).cutoffMinutes).toBe(settings.cutoffMinutes);
  });

  test('the balances table shows a student who paid, sorts, and exports the month as CSV', async ({
    page,
    browser,
  }) => {
    // A sign-up with its mail, a payment, 4 screenshots and axe twice: ~70 s on a busy 2-core machine.
    test.setTimeout(180_000);
    const { name, email, id } = await studentWhoPaidSilver(browser);
    const room = await page.request.put(`/api/admin/students/${id}/room`, {
      data: { room: 'B-12' },
      headers: { origin: origin() },
    });
    expect(room.status(), await room.text()).toBe(200);

    await page.goto('/admin-dashboard');
    const section = dashboardSection(page, 'Balances');
    await expect(
      section.getByText(monthName(thisMonth()), {
        exact: true,
      }),
    ).toBeVisible();
    const table = section.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const dueHeader = table.getByRole('columnheader', { name: 'Due', exact: true });
    await expect(dueHeader).toHaveAttribute('aria-sort', 'descending');

    // Names A to Z; the student is on one of the pages.
    await table.getByRole('button', { name: 'Name' }).click();
    await expect(table.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(dueHeader).toHaveAttribute('aria-sort', 'none');
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const row = await pageToRow(section, email, 'Balances pages', 'Next');
    await expect(row).toBeVisible();
    await expect(row.getByRole('rowheader')).toHaveText(name);
    await expect(row).toContainText('Silver');
    // Silver's ৳3000 is on this month's bill as a payment, written as the student's bill writes it
    // (cells: room, email, plan, opening, charges, rebates, payments, due); the admin set the room.
    await expect(row.getByRole('cell').nth(0)).toHaveText('B-12');
    await expect(row.getByRole('cell').nth(6)).toHaveText('৳3000');
    // The totals line sums every page.
    await expect(section.getByRole('region', { name: /^Totals for \d+ students?$/ })).toBeVisible();

    // Due, lowest first, by clicking twice.
    await dueHeader.getByRole('button').click();
    await expect(dueHeader).toHaveAttribute('aria-sort', 'descending');
    await dueHeader.getByRole('button').click();
    await expect(dueHeader).toHaveAttribute('aria-sort', 'ascending');

    // Last month, then back; the next month is not there yet.
    await expect(section.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await section.getByRole('button', { name: 'Previous month' }).click();
    await expect(section.getByRole('button', { name: 'This month' })).toBeEnabled();
    await section.getByRole('button', { name: 'This month' }).click();
    await expect(table).toHaveAttribute('aria-busy', 'false');

    // The export downloads the month's CSV with the session cookie: the screen's rows, in its order
    // (due, lowest first), with the same amounts, and the totals line last.
    const downloading = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`hostel-meals-balances-${thisMonth()}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe(
      '"Name","Room","Email","Plan","Room-mate of","Opening balance","Charges","Rebates","Payments","Due"',
    );
    const screen = await screenRows(table);
    expect(screen.length).toBeGreaterThan(0);
    screen.forEach((shown, i) => {
      const cells = csvCells(lines[i] ?? '');
      expect(cells.slice(0, 3), `row ${i + 1}`).toEqual([shown.name, shown.room, shown.email]);
      expect(cells.slice(5).map(csvPoisha), `row ${i + 1}`).toEqual(shown.amounts);
    });
    const totalsLine = csvCells(lines.at(-1) ?? '');
    expect(totalsLine[0]).toMatch(/^Total \(\d+ students?\)$/);
    expect(totalsLine.slice(5).map(csvPoisha)).toEqual(await screenTotals(section));

    await section.scrollIntoViewIfNeeded();
    await screenshotsAtWidths(page, 'balances-en', section);
    await auditScreen(page, 'balances', async () => {
      await page.reload();
      await expect(dashboardSection(page, 'Balances').getByRole('table')).toHaveAttribute('aria-busy', 'false');
    });
  });

  test('the balances in Bangla: every word translated, amounts in Bangla digits', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { email } = await studentWhoPaidSilver(browser);
    await preferBangla(context);
    await page.goto('/admin-dashboard');
    const bangla = dashboardSection(page, 'হিসাব');
    await expect(bangla.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    await expect(bangla.getByRole('columnheader', { name: 'বাকি' })).toHaveAttribute('aria-sort', 'descending');
    const row = await pageToRow(bangla, email, 'হিসাব: পাতাগুলো', 'পরের');
    await expect(row).toContainText('৳৩০০০');
    await expect(bangla.getByRole('region', { name: /জন শিক্ষার্থীর মোট$/ })).toBeVisible();
    await expect(bangla.getByRole('link', { name: 'সিএসভি ফাইল নামান' })).toBeVisible();
    await expectFullyTranslated(page, 'balances-bn');
    await bangla.scrollIntoViewIfNeeded();
    await screenshotsAtWidths(page, 'balances-bn', bangla);
  });

  test('keyboard: every control of both sections is reached by Tab from its jump link, focus showing', async ({
    page,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const jumpTo = async (label: string) => {
      const link = page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: label });
      await tabTo(page, link);
      await page.keyboard.press('Enter');
    };
    await page.goto('/admin-dashboard');
    await expect(dashboardSection(page, 'Kitchen rules').getByLabel('Time zone')).toBeVisible();
    await expectTabReachesEverything(page, { scope: 'section#kitchen-rules', from: () => jumpTo('Kitchen rules') });
    await page.goto('/admin-dashboard');
    await expect(dashboardSection(page, 'Balances').getByRole('table')).toHaveAttribute('aria-busy', 'false');
    await expectTabReachesEverything(page, { scope: 'section#balances', from: () => jumpTo('Balances') });
  });

  test('a month without bills, and a table that could not load, say so', async ({ page }) => {
    // Every month lists every student, so an empty month is only seen before anyone joined: the
    // answer is stood in for here. The failure is a server error stood in for the same way.
    let fail = false;
    await page.route('**/api/admin/bills?*', (route) =>
      fail
        ? route.fulfill({ status: 500, json: { error: 'Something went wrong on our side. Please try again.' } })
        : route.fulfill({ status: 200, json: [], headers: { 'x-total-count': '0' } }),
    );
    await page.goto('/admin-dashboard');
    const section = dashboardSection(page, 'Balances');
    await expect(section.getByText('No bills for this month')).toBeVisible();
    await expect(section.getByText('Page 1 of 1')).toBeVisible();
    fail = true;
    await section.getByRole('button', { name: 'Previous month' }).click();
    await expect(section.getByText("We couldn't load the balances.")).toBeVisible();
  });
});
