import type { Meal } from '@hostel/contract/meals';
import { expect, type Page, request, test } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { expectFullyTranslated, preferBangla } from './fixtures/i18n.ts';
import { payForPlanViaApi, settled } from './fixtures/screens.ts';
import { signUpViaApi } from './fixtures/session.ts';

// Issue 26, a student's month: one dish per slot (the student picks among a slot's alternatives)
// and a leave of days in one step, previewed with what it earns, then undone. The server's clock is
// real: the test works on tomorrow in the hostel's zone, whose breakfast and lunch are before their
// cutoffs. At 1280 px and 390 px, in English and in Bangla.

const origin = () => String(test.info().project.use.baseURL);
const addDays = (date: string, days: number) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** Tomorrow's lunch gets the two dearest catalog meals, dearest first (as the student-bill test plants it). */
async function plantLunch(): Promise<Meal[]> {
  const api = await request.newContext({ baseURL: origin(), extraHTTPHeaders: { origin: origin() } });
  try {
    expect((await api.post('/api/auth/sign-in/email', { data: E2E_ADMIN })).status()).toBe(200);
    const utcToday = new Date().toISOString().slice(0, 10);
    const probe = await api.get('/api/menu', { params: { from: addDays(utcToday, -1), to: addDays(utcToday, 1) } });
    const { today } = (await probe.json()) as { today: string };
    const dearest = await api.get('/api/meals', { params: { limit: '2', sortBy: 'price', sortOrder: 'desc' } });
    const meals = (await dearest.json()) as Meal[];
    const put = await api.put(`/api/menu/${addDays(today, 1)}/lunch`, { data: { mealIds: meals.map((m) => m._id) } });
    expect(put.status(), await put.text()).toBe(200);
    return meals;
  } finally {
    await api.dispose();
  }
}

const WORDS = {
  en: {
    heading: "This week's menu",
    tomorrow: /^Tomorrow, /,
    breakfast: 'Breakfast',
    lunch: 'Lunch',
    eat: "I'll eat",
    dish: 'Your dish',
    dishSaved: /^Your dish for Lunch on .+ is saved\.$/,
    open: "I'll be away",
    check: 'See what changes',
    toOff: 'Meals to turn off: 2',
    earns: /^Your bill gets ৳\d+ back\.$/,
    confirm: 'Confirm leave',
    saved: 'Leave saved: 2 meals off.',
    undo: 'Undo leave for these days',
    undone: 'Leave undone: 2 meals back on.',
  },
  bn: {
    heading: 'এই সপ্তাহের মেনু',
    tomorrow: /^আগামীকাল, /,
    breakfast: 'সকালের নাস্তা',
    lunch: 'দুপুরের খাবার',
    eat: 'আমি খাব',
    dish: 'আপনার পদ',
    dishSaved: /দুপুরের খাবার-এর পদ সংরক্ষিত হয়েছে।$/,
    open: 'আমি কয়েক দিন থাকব না',
    check: 'কী বদলাবে দেখুন',
    toOff: 'বন্ধ হবে এমন খাবার: ২',
    earns: /^আপনার বিলে ৳[০-৯]+ ফেরত আসবে।$/,
    confirm: 'ছুটি নিশ্চিত করুন',
    saved: 'ছুটি সংরক্ষিত: ২টি খাবার বন্ধ।',
    undo: 'এই দিনগুলোর ছুটি বাতিল করুন',
    undone: 'ছুটি বাতিল: ২টি খাবার আবার চালু।',
  },
} as const;

async function dishAndLeave(page: Page, lang: 'en' | 'bn', width: number, meals: Meal[]) {
  const w = WORDS[lang];
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
  await page.getByRole('tab', { name: w.tomorrow }).click();
  await settled(page);

  // Gold covers lunch: the two dishes are alternatives; the student picks the second.
  const lunch = page.getByRole('region', { name: w.lunch, exact: true });
  const dish = lunch.getByRole('combobox', { name: w.dish });
  const [first, second] = meals as [Meal, Meal];
  await expect(dish).toHaveValue(first._id);
  await dish.selectOption(second._id);
  await expect(page.getByText(w.dishSaved).first()).toBeVisible();
  await expect(dish).toHaveValue(second._id);
  // No sideways scrolling at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // A leave of tomorrow: previewed with what it earns, confirmed, then undone.
  await page.getByRole('button', { name: w.open }).click();
  await page.getByRole('button', { name: w.check }).click();
  const preview = page.getByRole('status').filter({ hasText: w.toOff });
  await expect(preview).toBeVisible();
  await expect(preview.getByText(w.earns)).toBeVisible();
  if (lang === 'bn') await expectFullyTranslated(page, `student-leave-bn-${width}`);
  const breakfastSwitch = page
    .getByRole('region', { name: w.breakfast, exact: true })
    .getByRole('switch', { name: w.eat });
  await expect(breakfastSwitch).toHaveAttribute('aria-checked', 'true');
  await preview.getByRole('button', { name: w.confirm }).click();
  await expect(page.getByText(w.saved).first()).toBeVisible();
  await expect(breakfastSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(lunch.getByRole('switch', { name: w.eat })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: w.undo }).click();
  await expect(page.getByText(w.undone).first()).toBeVisible();
  await expect(breakfastSwitch).toHaveAttribute('aria-checked', 'true');
  // The dish chosen before the leave is still the one.
  await expect(dish).toHaveValue(second._id);
}

test.describe('a student’s month: dish and leave', () => {
  let meals: Meal[];
  test.beforeAll(async () => {
    meals = await plantLunch();
  });

  for (const lang of ['en', 'bn'] as const) {
    test(`picks a dish and takes leave for a day, then undoes it, in ${lang === 'en' ? 'English' : 'Bangla'} at 1280 and 390 px @phone`, async ({
      page,
      context,
    }) => {
      test.slow();
      if (lang === 'bn') await preferBangla(context);
      for (const width of [1280, 390]) {
        // A fresh student each time: the leave and the dish start from the defaults.
        const email = await signUpViaApi(page, `Month Student ${lang} ${width}`);
        await payForPlanViaApi(page, email, 'Gold');
        await dishAndLeave(page, lang, width, meals);
      }
    });
  }
});
