import type { Meal } from '@hostel/contract/meals';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, STRONG_PASSWORD, uniqueEmail } from './fixtures/accounts.ts';
import { revealHomeSections } from './fixtures/home.ts';
import { expectFullyTranslated, preferBangla, recordMissingTranslations } from './fixtures/i18n.ts';
import { getMeal, listUpcomingMeals, ongoingMeal } from './fixtures/meal-details.ts';
import { signUpViaApi } from './fixtures/session.ts';

// The public screens and the shared UI in Bangla: the switch (navbar and phone menu), <html lang>,
// the choice remembered, English restored word for word, and no English the code wrote left on any
// screen (user and seed content aside). The fixture saves a screenshot of each screen it checks.

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
const inBanglaDigits = (text: string) => text.replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);

const toBangla = (page: Page) => page.getByRole('button', { name: 'Language: বাংলা' });
const toEnglish = (page: Page) => page.getByRole('button', { name: 'ভাষা: English' });

/** The home page with its data drawn: the category tab's meals and the plans. */
async function homeSettled(page: Page) {
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(6);
  await revealHomeSections(page);
  await expect(page.getByTestId('plan-card')).toHaveCount(3);
}

/** Where the origin check wants it, for calls made from the test rather than the page. */
const origin = () => ({ origin: String(test.info().project.use.baseURL) });

/** A student account made with the test's own request context: the browser stays signed out. */
async function studentAccount(context: BrowserContext, name: string) {
  const email = uniqueEmail('bangla');
  const response = await context.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: STRONG_PASSWORD },
    headers: origin(),
  });
  expect(response.status(), await response.text()).toBe(200);
  await context.clearCookies();
  return email;
}

/** Gives the page's user a notification: a meal request the admin serves. */
async function servedRequest(page: Page, meal: Meal) {
  const asked = await page.request.post('/api/request-meal', { data: { mealId: meal._id }, headers: origin() });
  expect(asked.status(), await asked.text()).toBe(200);
  const requestId = ((await asked.json()) as { insertedId: string }).insertedId;
  const admin = await page
    .context()
    .browser()
    ?.newContext({ baseURL: String(test.info().project.use.baseURL) });
  if (!admin) throw new Error('no browser');
  try {
    expect((await admin.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: origin() })).ok()).toBe(
      true,
    );
    const served = await admin.request.patch(`/api/requested-meals/${requestId}`, {
      data: { status: 'Served' },
      headers: origin(),
    });
    expect(served.ok(), await served.text()).toBe(true);
  } finally {
    await admin.close();
  }
}

test.describe('switching the language', () => {
  test('the navbar switch turns everything to Bangla, is remembered, and English comes back word for word', async ({
    page,
    context,
  }) => {
    const missing = recordMissingTranslations(page);
    await page.goto('/');
    await homeSettled(page);
    const english = await page.locator('body').innerText();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await toBangla(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const nav = page.getByRole('navigation', { name: 'প্রধান' });
    await expect(nav.getByRole('link', { name: 'খাবার', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'ধরন অনুযায়ী খাবার' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'সকালের নাস্তা' })).toBeVisible();
    await expect(page).toHaveTitle('হোস্টেল মিলস');

    // Remembered: after a reload, and in another page of the same browser.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 2, name: 'ধরন অনুযায়ী খাবার' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/meals');
    await expect(other.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(other.getByRole('heading', { level: 1, name: 'সব খাবার' })).toBeVisible();
    await expect(other).toHaveTitle('খাবার · হোস্টেল মিলস');
    await other.close();

    await homeSettled(page);
    await toEnglish(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await homeSettled(page);
    expect(await page.locator('body').innerText()).toBe(english);
    await expect(page).toHaveTitle('Hostel Meals');
    expect(missing).toEqual([]);
  });

  test('the phone menu has the switch too @phone', async ({ page, isMobile }) => {
    if (!isMobile) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(toBangla(page)).toBeHidden();
    await page.getByRole('button', { name: 'Main menu' }).click();
    await toBangla(page).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const menuToggle = page.getByRole('button', { name: 'প্রধান মেনু' });
    await expect(menuToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: 'আসন্ন খাবার' })).toBeVisible();
    await homeSettled(page);
    await expectFullyTranslated(page, 'home-phone-menu-open');

    await toEnglish(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Main menu' })).toBeVisible();
  });
});

test.describe('screens in Bangla', () => {
  test.beforeEach(async ({ context }) => {
    await preferBangla(context);
  });

  test('signed out: home, meals, the 404 page, sign up, and sign in on the way to a meal @phone', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await homeSettled(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ঘরোয়া স্বাদের খাবার');
    await expectFullyTranslated(page, 'home');

    await page.goto('/meals');
    const cards = page.getByRole('list', { name: 'খাবার' }).getByRole('article');
    // At least the first page (a second one may load at once when the first does not fill the screen).
    await expect(cards.nth(5)).toBeVisible();
    // The price on a card: "মূল্য: ৳১২০.০০" to a screen reader, with Bangla digits.
    await expect(cards.first().getByTestId('meal-price')).toHaveText(/^মূল্য: ৳[০-৯]+\.[০-৯]{2}$/);
    await expectFullyTranslated(page, 'meals');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'পাতাটি পাওয়া যায়নি' })).toBeVisible();
    await expect(page).toHaveTitle('পাতাটি পাওয়া যায়নি · হোস্টেল মিলস');
    await expectFullyTranslated(page, 'not-found');

    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'সাইন আপ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'গুগল দিয়ে চালিয়ে যান' })).toBeVisible();
    await expectFullyTranslated(page, 'sign-up');
    // The form's own checks speak Bangla too.
    await page.getByLabel('নাম', { exact: true }).fill('Bangla Reader');
    await page.getByLabel('ছবি').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('') });
    await page.getByLabel('ইমেইল').fill(uniqueEmail());
    await page.getByLabel('পাসওয়ার্ড').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'সাইন আপ' }).click();
    await expect(page.getByText('ত্রুটি: একটি প্রোফাইল ছবি বেছে নিন।', { exact: true })).toBeVisible();

    // A guarded meal sends the visitor to sign in, and back to the meal afterwards.
    const email = await studentAccount(context, 'Bangla Reader');
    const meal = await ongoingMeal(request, 0);
    await page.goto(`/meal-details/${meal._id}`);
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeVisible();
    await expectFullyTranslated(page, 'sign-in');
    await page.getByLabel('ইমেইল').fill(email);
    await page.getByLabel('পাসওয়ার্ড').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'সাইন ইন' }).click();
    await expect(page.getByText('সফলভাবে সাইন ইন হয়েছে!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`/meal-details/${meal._id}`);
    await expect(page.getByRole('heading', { level: 1, name: meal.title })).toBeVisible();
  });

  test('signed in: meal details with prices, dates and the review form, upcoming meals, the account menu and the bell @phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const missing = recordMissingTranslations(page);
    await signUpViaApi(page, 'Bangla Student');
    const meal = await getMeal(request, (await ongoingMeal(request, 2))._id);

    await page.goto(`/meal-details/${meal._id}`);
    await expect(page.getByRole('heading', { level: 1, name: meal.title })).toBeVisible();
    await expect(page).toHaveTitle(`${meal.title} · হোস্টেল মিলস`);
    const price = inBanglaDigits(String(Number(meal.price.toFixed(2))));
    await expect(page.getByTestId('meal-price')).toHaveText(`মূল্য: ৳${price}`);
    await expect(page.getByText(/^প্রকাশিত: [০-৯]{1,2} \S+ [০-৯]{4}, [০-৯]{1,2}:[০-৯]{2} (পূর্বাহ্ণ|অপরাহ্ণ)$/)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: `রিভিউ (${inBanglaDigits(String(meal.reviews))})` }),
    ).toBeVisible();
    const likes = inBanglaDigits(String(meal.likes));
    await expect(page.getByRole('button', { name: `লাইক (${likes} লাইক)` })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'খাবারের অনুরোধ করুন' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'আপনার রিভিউ' })).toHaveAttribute(
      'placeholder',
      'আপনার রিভিউ লিখুন...',
    );
    await expect(page.getByText('রিভিউ লোড হচ্ছে...')).toHaveCount(0);
    await expectFullyTranslated(page, 'meal-details');

    // Picking stars reads back in Bangla.
    await page.getByRole('radio', { name: '৪ তারা' }).check();
    await expect(page.getByRole('button', { name: 'রেটিং মুছুন' })).toBeVisible();

    const [upcoming] = await listUpcomingMeals(request);
    if (!upcoming) throw new Error('The demo seed has no upcoming meal');
    await page.goto('/upcoming-meals');
    await expect(page.getByRole('heading', { level: 1, name: 'আসন্ন খাবার' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'আসন্ন খাবার' }).getByRole('article').first()).toBeVisible();
    await expectFullyTranslated(page, 'upcoming-meals');
    await page.goto(`/meal-details/${upcoming._id}`);
    await expect(page.getByText('এই আসন্ন খাবারে লাইক দিতে আপনার ব্যাজ আপগ্রেড করুন!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'আসন্ন' })).toBeDisabled();
    await expectFullyTranslated(page, 'meal-details-upcoming');

    await servedRequest(page, meal);
    await page.goto('/');
    await homeSettled(page);
    const bell = page.getByRole('button', { name: 'নোটিফিকেশন, ১টি অপঠিত' });
    await bell.click();
    const panel = page.getByRole('region', { name: 'নোটিফিকেশন' });
    await expect(panel.getByText(`আপনার অনুরোধ করা ${meal.title} পরিবেশন করা হয়েছে।`)).toBeVisible();
    await expectFullyTranslated(page, 'notifications-open');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Bangla Student-এর অ্যাকাউন্ট মেনু' }).click();
    await expect(page.getByRole('link', { name: 'আমার ড্যাশবোর্ড' })).toBeVisible();
    await expectFullyTranslated(page, 'account-menu-open');
    await page.getByRole('button', { name: 'লগ আউট' }).click();
    await expect(page.getByText('সফলভাবে লগ আউট হয়েছে!', { exact: true })).toBeVisible();
    expect(missing).toEqual([]);
  });
});
