import type { Meal } from '@hostel/contract/meals';
import type { MenuItem, MessSettings } from '@hostel/contract/mess';
import { PLAN_COVERAGE, PLAN_PERIOD_DAYS } from '@hostel/contract/mess-constants';
import type { Payment } from '@hostel/contract/payments';
import { PLANS } from '@hostel/contract/plans';
import { type APIRequestContext, expect, type Locator, type Page, request, test } from '@playwright/test';
import { auditScreen } from './fixtures/a11y.ts';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { dashboardSection, dataRows, paymentsOf } from './fixtures/dashboard.ts';
import { expectFullyTranslated, preferBangla } from './fixtures/i18n.ts';
import { payForPlanViaApi, screenshotsAtWidths, settled } from './fixtures/screens.ts';
import { signUpViaApi } from './fixtures/session.ts';

// Issue 17, the student's side of the money: on the menu each slot says whether their plan covers it
// or what it costs as an extra meal, with a switch to eat it or skip it until the cutoff; skipping a
// covered meal shows on the month's bill as a rebate; every payment has a printable receipt.
// The server's clock is real time: the test works on tomorrow (in the hostel's zone), whose
// breakfast and lunch are always before their cutoffs; the browser's clock is moved to see a cutoff pass.

const origin = () => String(test.info().project.use.baseURL);

const addDays = (date: string, days: number) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** `12050` poisha → `৳120.50`, `12000` → `৳120`, as the web writes prices kept in poisha. */
const taka = (poisha: number) => `৳${poisha % 100 === 0 ? poisha / 100 : (poisha / 100).toFixed(2)}`;

interface Planted {
  today: string;
  /** Tomorrow in the hostel's zone: its lunch has two meals, its breakfast whatever it had; the day after has no dinner. */
  day: string;
  lunch: MenuItem;
  /** What tomorrow's lunch costs a student whose plan does not cover it, in poisha. */
  lunchPrice: number;
  settings: MessSettings;
}

async function asAdmin<T>(work: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await request.newContext({ baseURL: origin(), extraHTTPHeaders: { origin: origin() } });
  try {
    const signIn = await api.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
    expect(signIn.status(), await signIn.text()).toBe(200);
    return await work(api);
  } finally {
    await api.dispose();
  }
}

const plantMenu = (): Promise<Planted> =>
  asAdmin(async (api) => {
    const utcToday = new Date().toISOString().slice(0, 10);
    const probe = await api.get('/api/menu', { params: { from: addDays(utcToday, -1), to: addDays(utcToday, 1) } });
    expect(probe.status(), await probe.text()).toBe(200);
    const { today } = (await probe.json()) as { today: string };
    const day = addDays(today, 1);
    // The dearest two, dearest first: an extra lunch costs its first dish (issue 26), which must
    // cost more than a Silver breakfast gives back for the week's bill to have something due.
    const dearest = await api.get('/api/meals', { params: { limit: '2', sortBy: 'price', sortOrder: 'desc' } });
    expect(dearest.status(), await dearest.text()).toBe(200);
    const meals = (await dearest.json()) as Meal[];
    const put = await api.put(`/api/menu/${day}/lunch`, { data: { mealIds: meals.map((m) => m._id) } });
    expect(put.status(), await put.text()).toBe(200);
    // The day after has nothing for dinner: an extra meal there cannot be ordered.
    const empty = await api.put(`/api/menu/${addDays(day, 1)}/dinner`, { data: { mealIds: [] } });
    expect(empty.status(), await empty.text()).toBe(200);
    const settingsAnswer = await api.get('/api/admin/mess-settings');
    expect(settingsAnswer.status(), await settingsAnswer.text()).toBe(200);
    return {
      today,
      day,
      lunch: (await put.json()) as MenuItem,
      // The dishes are alternatives (issue 26): an extra lunch is the first dish, not the sum.
      lunchPrice: Math.round(Number(meals[0]?.price) * 100),
      settings: (await settingsAnswer.json()) as MessSettings,
    };
  });

/** A Silver student (breakfast covered, lunch and dinner extra), signed in on the page. */
async function silverStudent(page: Page, name: string): Promise<string> {
  const email = await signUpViaApi(page, name);
  await payForPlanViaApi(page, email, 'Silver');
  return email;
}

/** What skipping one covered Silver breakfast gives back, in poisha (the API's rule, decision 87). */
function silverRebate(settings: MessSettings): number {
  const silver = PLANS.find((plan) => plan.name === 'Silver');
  if (!silver) throw new Error('No Silver plan');
  const slotValue = Math.floor((silver.price * 100) / (PLAN_PERIOD_DAYS * PLAN_COVERAGE.Silver.length));
  return Math.floor((slotValue * settings.rebatePercent) / 100);
}

const slotCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const eatSwitch = (card: Locator, name = "I'll eat") => card.getByRole('switch', { name });

async function openTomorrow(page: Page, tab = /^Tomorrow, /, heading = "This week's menu") {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await settled(page);
}

/** The user dashboard's My Bill, showing the month of `date` (Next month when it is not this one). */
async function openBill(page: Page, date: string, sectionName = 'My Bill', next = 'Next month'): Promise<Locator> {
  await page.goto('/user-dashboard');
  const bill = dashboardSection(page, sectionName);
  await expect(bill).toBeVisible();
  await settled(page);
  const thisMonth = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit' }).format(new Date()),
  );
  if (date.slice(0, 7) !== thisMonth.slice(0, 7)) {
    await bill.getByRole('button', { name: next }).click();
    await settled(page);
  }
  return bill;
}

test.describe('a student’s meals, bill and receipts', () => {
  // Times show in the reader's zone; a student reads them where the hostel is (the seed's Asia/Dhaka).
  test.use({ timezoneId: 'Asia/Dhaka' });
  let planted: Planted;
  test.beforeAll(async () => {
    planted = await plantMenu();
  });

  test('the menu says covered or extra; skipping a covered breakfast before its cutoff shows as a rebate on the bill', async ({
    page,
  }) => {
    // Screenshots at two widths in two schemes and axe runs: more than the default 30 s on a busy machine.
    test.slow();
    await silverStudent(page, 'Rebate Student');
    await openTomorrow(page);

    // Silver covers breakfast: on by default, with what a skip earns and the cutoff beside the switch.
    const breakfast = slotCard(page, 'Breakfast');
    await expect(breakfast.getByText('Covered by your plan', { exact: true })).toBeVisible();
    await expect(
      breakfast.getByText(`Skipping earns ${taka(silverRebate(planted.settings))}.`, { exact: true }),
    ).toBeVisible();
    await expect(breakfast.getByText(/^Changes close at /)).toBeVisible();
    const breakfastSwitch = eatSwitch(breakfast);
    await expect(breakfastSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(breakfastSwitch).toBeEnabled();

    // Lunch is not covered: an extra meal at its menu's price, off until the student turns it on.
    const lunch = slotCard(page, 'Lunch');
    await expect(lunch.getByText(`Extra meal · ${taka(planted.lunchPrice)}`, { exact: true })).toBeVisible();
    await expect(eatSwitch(lunch)).toHaveAttribute('aria-checked', 'false');
    await expect(lunch.getByText(/^Skipping earns/)).toHaveCount(0);

    await screenshotsAtWidths(page, 'student-menu-en');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Skip breakfast: the switch turns off, a toast says so with Silver's updates left.
    await breakfastSwitch.click();
    await expect(breakfastSwitch).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(/^Breakfast on .+ skipped\. 4 meal updates left this month\.$/)).toBeVisible();
    await expect(breakfast.getByText('4 meal updates left this month.', { exact: true })).toBeVisible();
    await expect(breakfast.getByText(/^Skipping earns/)).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: /^Tomorrow, / }).click();
    await expect(eatSwitch(slotCard(page, 'Breakfast'))).toHaveAttribute('aria-checked', 'false');

    // The bill of that month: the plan charged and paid, and the skipped breakfast given back.
    const rebate = silverRebate(planted.settings);
    const bill = await openBill(page, planted.day);
    const rebateRow = dataRows(bill).filter({ hasText: 'Rebate (breakfast skipped)' });
    await expect(rebateRow).toHaveCount(1);
    await expect(rebateRow).toContainText(`−${taka(rebate)}`);
    // The plan was bought today: its charge is on this month's bill (tomorrow may be next month's).
    if (planted.day.slice(0, 7) === planted.today.slice(0, 7)) {
      await expect(dataRows(bill).filter({ hasText: 'Silver plan' })).toContainText('+৳3000');
      await expect(bill.getByText('In credit', { exact: true })).toBeVisible();
    }
    await expect(bill.getByRole('definition').filter({ hasText: /^1 of \d+$/ })).toBeVisible();
    await expect(bill.getByText('Rebated slots', { exact: true })).toBeVisible();
    await auditScreen(page, 'my bill', () => openBill(page, planted.day).then(() => undefined), {
      include: '#my-bill',
    });
    await screenshotsAtWidths(page, 'student-bill-en');
  });

  test('ordering an extra lunch puts it on the bill at its price, and a bill that is due links to paying it', async ({
    page,
  }) => {
    await silverStudent(page, 'Extra Student');
    await openTomorrow(page);
    const lunch = slotCard(page, 'Lunch');
    // By keyboard: a switch toggles with Space.
    await eatSwitch(lunch).focus();
    await page.keyboard.press('Space');
    await expect(eatSwitch(lunch)).toHaveAttribute('aria-checked', 'true');
    // Not a covered slot: no Silver update is spent, and the toast names none.
    await expect(page.getByText(/^You'll eat Lunch on .+\.$/)).toBeVisible();
    await expect(lunch.getByText(/meal updates? left/)).toHaveCount(0);

    const bill = await openBill(page, planted.day);
    await expect(dataRows(bill).filter({ hasText: 'Extra meal (lunch)' })).toContainText(
      `+${taka(planted.lunchPrice)}`,
    );
    await expect(bill.getByRole('definition').filter({ hasText: /^1$/ }).first()).toBeVisible();
    // Plan charged and paid today, so on this month's bill only the lunch is owed.
    if (planted.day.slice(0, 7) === planted.today.slice(0, 7)) {
      await expect(bill.getByText('Amount due', { exact: true })).toBeVisible();
      const pay = bill.getByRole('link', { name: `Pay ${taka(planted.lunchPrice)}` });
      await expect(pay).toHaveAttribute('href', `/checkout/bill/${planted.day.slice(0, 7)}`);
    }
  });

  test("the student's week: skip a covered breakfast, order an extra lunch, see both on the bill, pay what is due", async ({
    page,
  }) => {
    test.slow();
    await silverStudent(page, 'Week Student');
    await openTomorrow(page);
    const breakfastSwitch = eatSwitch(slotCard(page, 'Breakfast'));
    await breakfastSwitch.click();
    await expect(breakfastSwitch).toHaveAttribute('aria-checked', 'false');
    const lunchSwitch = eatSwitch(slotCard(page, 'Lunch'));
    await lunchSwitch.click();
    await expect(lunchSwitch).toHaveAttribute('aria-checked', 'true');

    const rebate = silverRebate(planted.settings);
    let bill = await openBill(page, planted.day);
    await expect(dataRows(bill).filter({ hasText: 'Rebate (breakfast skipped)' })).toContainText(`−${taka(rebate)}`);
    await expect(dataRows(bill).filter({ hasText: 'Extra meal (lunch)' })).toContainText(
      `+${taka(planted.lunchPrice)}`,
    );
    const due = planted.lunchPrice - rebate;
    // Only this month's bill is paid (it carries the earlier ones); tomorrow may be next month.
    test.skip(
      planted.day.slice(0, 7) !== planted.today.slice(0, 7),
      'on the last day of a month tomorrow is on next month’s bill, and only this month’s bill can be paid',
    );
    expect(due, 'the planted lunch costs more than a Silver breakfast gives back').toBeGreaterThan(0);

    await bill.getByRole('link', { name: `Pay ${taka(due)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/bill/${planted.day.slice(0, 7)}$`));
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: `Pay ${taka(due)}` }).click();
    await expect(page.getByText('Bill paid. Thank you!')).toBeVisible();
    await expect(page).toHaveURL(/\/user-dashboard$/);

    bill = await openBill(page, planted.day);
    await expect(bill.getByText('Nothing due', { exact: true })).toBeVisible();
    await expect(dataRows(bill).filter({ hasText: 'Paid by card' }).last()).toContainText(`−${taka(due)}`);
    await expect(bill.getByRole('link', { name: /^Pay / })).toHaveCount(0);
  });

  test('a student with nothing on the bill is told so; a bill that fails to load offers a retry', async ({ page }) => {
    await signUpViaApi(page, 'Empty Bill Student');
    // Failing until told otherwise: the app retries a 5xx once by itself.
    let failing = true;
    await page.route('**/api/me/bill?*', async (route) => {
      if (failing) await route.fulfill({ status: 500, json: { error: 'Internal Server Error' } });
      else await route.fallback();
    });
    await page.goto('/user-dashboard');
    const bill = dashboardSection(page, 'My Bill');
    await expect(bill.getByText("We couldn't load your bill.", { exact: true })).toBeVisible();
    failing = false;
    await bill.getByRole('button', { name: 'Try again' }).click();
    await expect(bill.getByText(/^Nothing on your bill for \w+ \d{4}\.$/)).toBeVisible();
    await expect(bill.getByText('Nothing due', { exact: true })).toBeVisible();
    await expect(bill.getByRole('link', { name: /^Pay / })).toHaveCount(0);
    // Last month: empty too, and "This month" comes back.
    await bill.getByRole('button', { name: 'Previous month' }).click();
    await expect(bill.getByText(/^Nothing on your bill for /)).toBeVisible();
    await bill.getByRole('button', { name: 'This month' }).click();
    await expect(bill.getByRole('button', { name: 'This month' })).toHaveCount(0);
  });

  test('an extra meal with nothing on its menu cannot be ordered; past its cutoff a slot cannot be changed', async ({
    page,
  }) => {
    await silverStudent(page, 'Cutoff Student');
    // The browser's clock a minute past tomorrow's lunch cutoff: the card closes it without asking.
    await page.clock.install({ time: new Date(Date.parse(planted.lunch.cutoffAt) + 60_000) });
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: "This week's menu" })).toBeVisible();
    const dayTab = page.locator(`[role="tab"][data-date="${planted.day}"]`);
    await dayTab.click();
    const lunch = slotCard(page, 'Lunch');
    await expect(lunch.getByText(/^Changes closed at /)).toBeVisible();
    await expect(eatSwitch(lunch)).toBeDisabled();

    // The day after's dinner has nothing on its menu: uncovered and off, so it cannot be turned on.
    await page.clock.setSystemTime(new Date());
    await page.reload();
    await page.locator(`[role="tab"][data-date="${addDays(planted.day, 1)}"]`).click();
    const dinner = slotCard(page, 'Dinner');
    await expect(dinner.getByText('Nothing on the menu yet.', { exact: true })).toBeVisible();
    await expect(
      dinner.getByText('Nothing to order yet: an extra meal can be added once the menu is out.', { exact: true }),
    ).toBeVisible();
    await expect(eatSwitch(dinner)).toBeDisabled();
    await expect(eatSwitch(dinner)).toHaveAttribute('aria-checked', 'false');
  });

  test('the payment history links each payment to its receipt, which shows the transaction id and prints without the layout', async ({
    page,
  }) => {
    // Screenshots at two widths in two schemes and axe runs: more than the default 30 s on a busy machine.
    test.slow();
    const email = await silverStudent(page, 'Receipt Student');
    const [payment] = (await paymentsOf(page, email)) as Payment[];
    if (!payment) throw new Error('one payment expected');

    await page.goto('/user-dashboard');
    const history = dashboardSection(page, 'Payment History');
    await expect(dataRows(history)).toHaveCount(1);
    await dataRows(history)
      .first()
      .getByRole('link', { name: /^Receipt for the payment of / })
      .click();
    await expect(page).toHaveURL(new RegExp(`/receipt/${payment.id}$`));

    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    const details = page.getByRole('definition');
    await expect(details.filter({ hasText: payment.transactionId })).toBeVisible();
    await expect(details.filter({ hasText: /^Silver plan$/ })).toBeVisible();
    await expect(details.filter({ hasText: /^৳3000$/ })).toBeVisible();
    await expect(details.filter({ hasText: 'Receipt Student' })).toBeVisible();
    await expect(page.getByText('Period', { exact: true })).toBeVisible();
    await expect(page.getByText('Refunded', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    await screenshotsAtWidths(page, 'receipt-en');
    await page.setViewportSize({ width: 1280, height: 900 });
    await auditScreen(page, 'receipt', async () => {
      await page.reload();
      await settled(page);
    });

    // On paper: the receipt alone, no navbar, footer or buttons.
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(details.filter({ hasText: payment.transactionId })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('receipt-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen', colorScheme: 'light' });

    // Someone else's receipt (or one that does not exist) is not shown.
    await page.goto('/receipt/00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByText('There is no receipt with this number, or it is not yours.', { exact: true }),
    ).toBeVisible();
  });

  test('a refunded payment’s receipt says how much came back, and the bill has the refund', async ({ page }) => {
    // Screenshots at two widths in two schemes and axe runs: more than the default 30 s on a busy machine.
    test.slow();
    const email = await silverStudent(page, 'Refunded Student');
    const [payment] = (await paymentsOf(page, email)) as Payment[];
    if (!payment) throw new Error('one payment expected');
    await asAdmin(async (api) => {
      const refund = await api.post(`/api/admin/payments/${payment.id}/refund`, {
        data: { reason: 'Left the hostel' },
      });
      expect(refund.status(), await refund.text()).toBe(200);
    });

    await page.goto(`/receipt/${payment.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    const refunded = page.getByRole('definition').filter({ hasText: /^৳3000$/ });
    // The amount paid and the amount refunded.
    await expect(refunded).toHaveCount(2);
    await expect(page.getByRole('term').filter({ hasText: /^Refunded$/ })).toBeVisible();
    // The provider still says "succeeded"; the receipt says what happened to the money.
    await expect(page.getByRole('definition').filter({ hasText: /^Refunded$/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Paid$/ })).toHaveCount(0);
    await screenshotsAtWidths(page, 'receipt-refunded-en');

    await page.setViewportSize({ width: 1280, height: 900 });
    const bill = await openBill(page, planted.today);
    // Issue 26: the lines read as a student says it: the money back to the card, the plan not charged.
    await expect(dataRows(bill).filter({ hasText: 'Refunded to your card' })).toContainText('+৳3000');
    await expect(dataRows(bill).filter({ hasText: 'Silver plan, refunded' })).toContainText('−৳3000');
    await expect(dataRows(bill).filter({ hasText: 'Paid by card' })).toContainText('−৳3000');
    await expect(bill.getByRole('link', { name: /^Receipt for the payment of / }).first()).toHaveAttribute(
      'href',
      `/receipt/${payment.id}`,
    );
  });

  test('in Bangla: the menu, the bill and the receipt are fully translated, phone and laptop, light and dark', async ({
    page,
    context,
  }) => {
    // Screenshots at two widths in two schemes and axe runs: more than the default 30 s on a busy machine.
    test.slow();
    await preferBangla(context);
    const email = await silverStudent(page, 'Bangla Bill Student');
    await openTomorrow(page, /^আগামীকাল, /, 'এই সপ্তাহের মেনু');
    const breakfast = slotCard(page, 'সকালের নাস্তা');
    await expect(breakfast.getByText('আপনার প্ল্যানের অন্তর্ভুক্ত', { exact: true })).toBeVisible();
    await eatSwitch(breakfast, 'আমি খাব').click();
    await expect(eatSwitch(breakfast, 'আমি খাব')).toHaveAttribute('aria-checked', 'false');
    await expect(breakfast.getByText('এই মাসে আর ৪টি খাবার পরিবর্তন বাকি।', { exact: true })).toBeVisible();
    await expect(slotCard(page, 'দুপুরের খাবার').getByText(/^অতিরিক্ত খাবার · ৳[০-৯]/)).toBeVisible();
    await expectFullyTranslated(page, 'student-menu-bn');
    await screenshotsAtWidths(page, 'student-menu-bn');

    const bill = await openBill(page, planted.day, 'আমার বিল', 'পরের মাস');
    await expect(dataRows(bill).filter({ hasText: 'ছাড়: সকালের নাস্তা বাদ' })).toContainText(/−৳[০-৯]/);
    if (planted.day.slice(0, 7) === planted.today.slice(0, 7)) {
      await expect(dataRows(bill).filter({ hasText: 'Silver প্ল্যান' })).toContainText('+৳৩০০০');
      await expect(dataRows(bill).filter({ hasText: 'কার্ডে পরিশোধ' })).toContainText('−৳৩০০০');
    }
    await bill.scrollIntoViewIfNeeded();
    await expectFullyTranslated(page, 'student-bill-bn');
    await screenshotsAtWidths(page, 'student-bill-bn');
    await page.setViewportSize({ width: 1280, height: 900 });
    await auditScreen(
      page,
      'my bill in Bangla',
      () => openBill(page, planted.day, 'আমার বিল', 'পরের মাস').then(() => undefined),
      {
        include: '#my-bill',
      },
    );

    const [payment] = (await paymentsOf(page, email)) as Payment[];
    if (!payment) throw new Error('one payment expected');
    await page.goto(`/receipt/${payment.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'রসিদ' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^৳৩০০০$/ })).toBeVisible();
    await expectFullyTranslated(page, 'receipt-bn');
    await screenshotsAtWidths(page, 'receipt-bn');
  });
});
