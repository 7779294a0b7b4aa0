import { readFile } from 'node:fs/promises';
import { type Browser, expect, test } from '@playwright/test';
import { dashboardSection, newStudent, rowWith, signInAsAdminViaApi } from './fixtures/admin.ts';
import { preferBangla } from './fixtures/i18n.ts';
import { payAtServerQuote } from './fixtures/screens.ts';

// Issue 26, the accountant's month-end in the browser: on a student's page record the cash they
// handed over and refund part of an upgrade (with a reason), then export the month's balances as
// CSV, in English and in Bangla, at 1280 px and (@phone) on a phone; then close the month that
// ended. The server's clock is real time: the cash is dated today, so it pays this month's bill.

async function goldThenPlatinum(browser: Browser, name: string) {
  const student = await newStudent(browser, name);
  const page = await student.context.newPage();
  await payAtServerQuote(page, 'Gold');
  const upgrade = await payAtServerQuote(page, 'Platinum');
  await student.context.close();
  return { ...student, upgrade };
}

/** The words of each language the steps below read. */
const WORDS = {
  en: {
    payments: 'Payments',
    record: 'Record a payment',
    recordDialog: 'Record cash or mobile money',
    amount: 'Amount (৳)',
    method: 'Method',
    reference: 'Reference',
    save: 'Record payment',
    cash: 'Cash',
    refund: /^Refund/,
    refundDialog: 'Refund a payment',
    refundAmount: 'Amount to give back (৳)',
    reason: 'Reason',
    review: 'Review the refund',
    send: 'Refund now',
    upgrade: 'Upgrade to Platinum',
    refundedPart: (amount: string) => `Refunded ${amount}`,
    balances: 'Balances',
    export: 'Export CSV',
    previous: 'Previous month',
    close: (month: string) => `Close ${month}`,
    confirmClose: (month: string) => `Close ${month}?`,
    yesClose: 'Yes, close it',
    closed: 'Closed',
    locale: 'en-US',
  },
  bn: {
    payments: 'পেমেন্ট',
    record: 'পেমেন্ট লিখে রাখুন',
    recordDialog: 'নগদ বা মোবাইল ব্যাংকিংয়ের টাকা লিখে রাখুন',
    amount: 'পরিমাণ (৳)',
    method: 'মাধ্যম',
    reference: 'রেফারেন্স',
    save: 'পেমেন্ট লিখুন',
    cash: 'নগদ টাকা',
    refund: /^ফেরত দিন/,
    refundDialog: 'পেমেন্ট ফেরত দিন',
    refundAmount: 'ফেরতের পরিমাণ (৳)',
    reason: 'কারণ',
    review: 'ফেরত যাচাই করুন',
    send: 'এখনই ফেরত দিন',
    upgrade: 'Platinum প্ল্যানে উন্নীত',
    refundedPart: (amount: string) => `${amount} ফেরত দেওয়া হয়েছে`,
    balances: 'হিসাব',
    export: 'সিএসভি ফাইল নামান',
    previous: 'আগের মাস',
    close: (month: string) => `${month} বন্ধ করুন`,
    confirmClose: (month: string) => `${month} বন্ধ করবেন?`,
    yesClose: 'হ্যাঁ, বন্ধ করুন',
    closed: 'বন্ধ',
    locale: 'bn-BD',
  },
} as const;

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
const bnDigits = (text: string) => text.replace(/\d/g, (d) => BN_DIGITS[Number(d)] ?? d);

for (const language of ['en', 'bn'] as const) {
  test(`month-end in ${language === 'en' ? 'English' : 'Bangla'}: cash, a partial refund of an upgrade, the CSV @phone`, async ({
    browser,
    context,
    page,
  }) => {
    const w = WORDS[language];
    const name = `Month End ${language} ${crypto.randomUUID().slice(0, 6)}`;
    const student = await goldThenPlatinum(browser, name);
    if (language === 'bn') await preferBangla(context);
    await signInAsAdminViaApi(page);

    await page.goto('/admin-dashboard');
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const payments = page.getByRole('region', { name: w.payments, exact: true });

    // Cash: ৳150.50 typed in taka is 15050 poisha on the server.
    await payments.getByRole('button', { name: w.record }).click();
    const record = page.getByRole('dialog', { name: w.recordDialog });
    await record.getByLabel(w.amount).fill('150.50');
    await record.getByLabel(w.method).selectOption('cash');
    await record.getByLabel(w.reference).fill(`RB-${crypto.randomUUID().slice(0, 6)}`);
    await record.getByRole('button', { name: w.save }).click();
    await expect(record).toBeHidden();
    const cashRow = rowWith(payments, w.cash);
    await expect(cashRow).toContainText(language === 'en' ? '৳150.50' : `৳${bnDigits('150.50')}`);

    // A partial refund of the upgrade: half of it, with a reason.
    const half = Math.floor(student.upgrade / 200) * 100;
    const upgradeRow = rowWith(payments, w.upgrade);
    await upgradeRow.getByRole('button', { name: w.refund }).click();
    const refund = page.getByRole('dialog', { name: w.refundDialog });
    await refund.getByLabel(w.refundAmount).fill(String(half / 100));
    await refund.getByLabel(w.reason).fill('Left the shared room mid-month');
    await refund.getByRole('button', { name: w.review }).click();
    await refund.getByRole('button', { name: w.send }).click();
    await expect(refund).toBeHidden();
    const taka = `৳${half / 100}`;
    await expect(upgradeRow).toContainText(w.refundedPart(language === 'en' ? taka : bnDigits(taka)));
    // What remains can still be refunded.
    await expect(upgradeRow.getByRole('button', { name: w.refund })).toBeVisible();

    // The month's balances as CSV: the student's row, with the cash and card money net of the refund.
    await page.goto('/admin-dashboard');
    const balances = dashboardSection(page, w.balances);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      balances.getByRole('link', { name: w.export }).click(),
    ]);
    const csv = await readFile(String(await download.path()), 'utf8');
    const line = csv.split('\r\n').find((l) => l.startsWith(`"${name}"`));
    expect(line, csv).toBeDefined();
    expect(line).toContain(`"${student.email}"`);
  });
}

for (const language of ['en', 'bn'] as const) {
  test(`closes the month that ended, in ${language === 'en' ? 'English' : 'Bangla'} @phone`, async ({
    context,
    page,
  }) => {
    const w = WORDS[language];
    if (language === 'bn') await preferBangla(context);
    await signInAsAdminViaApi(page);
    await page.goto('/admin-dashboard');
    const balances = dashboardSection(page, w.balances);
    await balances.getByRole('button', { name: w.previous }).click();
    // Last month, as the page names it (the demo seed's plans start at most 20 days back, so no
    // month before it was billed: it is the oldest open one).
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const label = new Intl.DateTimeFormat(w.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(last);
    const closeButton = balances.getByRole('button', { name: w.close(label) });
    const closedPill = balances.getByText(w.closed, { exact: true });
    // Another run on this server may have closed it already: there is no reopening.
    await expect(closeButton.or(closedPill)).toBeVisible();
    if (await closeButton.isVisible()) {
      await closeButton.click();
      const confirm = page.getByRole('dialog', { name: w.confirmClose(label) });
      await confirm.getByRole('button', { name: w.yesClose }).click();
    }
    await expect(closedPill).toBeVisible();
    await expect(closeButton).toHaveCount(0);
  });
}
