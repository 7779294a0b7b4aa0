import { expect, test } from '@playwright/test';
import { dashboardSection, signInAsAdminViaApi } from './fixtures/admin.ts';
import { preferBangla } from './fixtures/i18n.ts';

// Issue 26, the accountant's month-end in the browser: Balances closes the month that ended (its
// bills become fixed statements; there is no reopening). At 1280 px and (@phone) 390 px, in English
// and in Bangla. The cash and refund steps follow once the money API is on main.

const WORDS = {
  en: {
    balances: 'Balances',
    previous: 'Previous month',
    close: (month: string) => `Close ${month}`,
    confirmClose: (month: string) => `Close ${month}?`,
    yesClose: 'Yes, close it',
    closed: 'Closed',
    locale: 'en-US',
  },
  bn: {
    balances: 'হিসাব',
    previous: 'আগের মাস',
    close: (month: string) => `${month} বন্ধ করুন`,
    confirmClose: (month: string) => `${month} বন্ধ করবেন?`,
    yesClose: 'হ্যাঁ, বন্ধ করুন',
    closed: 'বন্ধ',
    locale: 'bn-BD',
  },
} as const;

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
