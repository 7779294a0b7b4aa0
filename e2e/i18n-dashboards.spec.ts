import { expect, type Locator, type Page, test } from '@playwright/test';
import { newStudent, postAs, rowWith, signInAsAdminViaApi } from './fixtures/admin.ts';
import {
  dashboardSection,
  dataRows,
  ongoingMeals,
  postReviewAsUser,
  requestMealAsUser,
  serveRequestAsAdmin,
} from './fixtures/dashboard.ts';
import { revealHomeSections } from './fixtures/home.ts';
import { expectFullyTranslated, preferBangla } from './fixtures/i18n.ts';
import { signUpViaApi } from './fixtures/session.ts';

// The dashboards, the update page, checkout and the plan cards in Bangla: no English the code wrote
// (user and seed content aside), amounts with ৳ and Bangla digits, and the toasts in Bangla too.

/** Bangla digits, and no ASCII digit beside them. */
const BANGLA_NUMBER = /^[০-৯]+$/;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/** A table has its rows (not the loading placeholder) once it is no longer busy. */
const settled = (section: Locator) => expect(section.getByRole('table')).toHaveAttribute('aria-busy', 'false');

const USER_SECTIONS = ['অনুরোধ করা খাবার', 'আমার রিভিউ', 'পেমেন্টের ইতিহাস'];
const ADMIN_SECTIONS = ['ব্যবহারকারী ব্যবস্থাপনা', 'খাবার যোগ করুন', 'সব খাবার', 'সব রিভিউ', 'খাবার পরিবেশন', 'আসন্ন খাবার'];

test.describe('dashboards in Bangla', () => {
  test.beforeEach(async ({ context }) => {
    await preferBangla(context);
  });

  test('a new student: the profile header and every section empty @phone', async ({ page }) => {
    await signUpViaApi(page, 'Empty Student');
    await page.goto('/user-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'ব্যবহারকারীর ড্যাশবোর্ড' })).toBeVisible();
    await expect(page.getByText('ব্যাজ: Bronze', { exact: true })).toBeVisible();
    await expect(page.getByText('সাবস্ক্রিপশন: নেই', { exact: true })).toBeVisible();
    for (const name of USER_SECTIONS) await settled(dashboardSection(page, name));
    await expect(page.getByText('কোনো রিভিউ পাওয়া যায়নি।', { exact: true })).toBeVisible();
    await expect(page.getByText('এখনো কোনো পেমেন্ট নেই।')).toBeVisible();
    await expectFullyTranslated(page, 'user-dashboard-empty');
  });

  test('a student pays for Gold in Bangla, then sees requests, reviews and the payment @phone', async ({ page }) => {
    await signUpViaApi(page, 'Bangla Student');
    const [pending, served] = await ongoingMeals(page.request, 2);
    if (!pending || !served) throw new Error('two meals expected');
    await requestMealAsUser(page, pending._id);
    await serveRequestAsAdmin(await requestMealAsUser(page, served._id));
    await postReviewAsUser(page, served._id, 'Rice was a little dry today.');

    await page.goto('/checkout/Gold/6000');
    await expect(page.getByRole('heading', { level: 1, name: 'পেমেন্ট সম্পন্ন করুন' })).toBeVisible();
    await expect(page.getByText('Gold প্ল্যান, মাসে ৳৬০০০। নিচে কার্ড দিয়ে পরিশোধ করুন।')).toBeVisible();
    const pay = page.getByRole('button', { name: '৳৬০০০ পরিশোধ করুন' });
    await expect(pay).toBeEnabled();
    await expectFullyTranslated(page, 'checkout-gold');

    // Digits typed on a Bangla keyboard are read as the card's digits.
    await page.getByLabel('কার্ড নম্বর').fill('৪২৪২ ৪২৪২ ৪২৪২ ৪২৪২');
    await expect(page.getByLabel('কার্ড নম্বর')).toHaveValue('4242 4242 4242 4242');
    await page.getByLabel('মেয়াদ (মাস/বছর)').fill('12/34');
    await page.getByLabel('সিভিসি').fill('123');
    await pay.click();
    await expect(toast(page, 'পেমেন্ট সফল হয়েছে!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gold-এ স্বাগতম!' })).toBeVisible();
    await expectFullyTranslated(page, 'checkout-paid');

    await page.getByRole('link', { name: 'আপনার ড্যাশবোর্ডে যান' }).click();
    await expect(page.getByText('ব্যাজ: Gold', { exact: true })).toBeVisible();
    await expect(page.getByText('সাবস্ক্রিপশন: Gold', { exact: true })).toBeVisible();
    for (const name of USER_SECTIONS) await settled(dashboardSection(page, name));

    const requests = dashboardSection(page, 'অনুরোধ করা খাবার');
    await expect(dataRows(requests)).toHaveCount(2);
    await expect(rowWith(requests, pending.title)).toContainText('অপেক্ষমাণ');
    await expect(rowWith(requests, pending.title)).toContainText(/৳[০-৯]+\.[০-৯]{2}/);
    await expect(rowWith(requests, served.title)).toContainText('পরিবেশিত');
    await expect(dataRows(dashboardSection(page, 'আমার রিভিউ'))).toHaveCount(1);
    const payment = dataRows(dashboardSection(page, 'পেমেন্টের ইতিহাস')).first();
    await expect(payment).toContainText('৳৬০০০');
    await expect(payment).toContainText('সফল');
    const date = (await payment.locator('time').textContent()) ?? '';
    expect(date.match(/[0-9]/), `"${date}" has no ASCII digit`).toBeNull();
    expect(date.match(/[০-৯]+/g)?.every((n) => BANGLA_NUMBER.test(n))).toBe(true);
    await expectFullyTranslated(page, 'user-dashboard');

    // A student's action answers in Bangla.
    await rowWith(requests, pending.title)
      .getByRole('button', { name: /^বাতিল করুন/ })
      .click();
    await expect(toast(page, 'অনুরোধ বাতিল হয়েছে।')).toBeVisible();
    await expect(dataRows(requests)).toHaveCount(1);
  });

  test('a checkout URL with another price or an unknown plan says why in Bangla', async ({ page }) => {
    await signUpViaApi(page, 'Lost Student');
    await page.goto('/checkout/Gold/10');
    await expect(page.getByRole('heading', { name: 'এই মূল্য প্ল্যানের সাথে মেলে না' })).toBeVisible();
    await expect(page.getByText('Gold প্ল্যানের মূল্য ৳৬০০০, ৳10 নয়।', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gold · ৳৬০০০' })).toHaveAttribute('href', '/checkout/Gold/6000');
    await expectFullyTranslated(page, 'checkout-wrong-price');

    await page.goto('/checkout/Diamond/500');
    await expect(page.getByRole('heading', { name: 'এমন কোনো প্ল্যান নেই' })).toBeVisible();
    await expect(page.getByText('“Diamond” নামে কোনো প্ল্যান নেই।', { exact: false })).toBeVisible();
    await expectFullyTranslated(page, 'checkout-unknown-plan');
  });

  test('the plan cards on the home page @phone', async ({ page }) => {
    await page.goto('/');
    await revealHomeSections(page, 'plans');
    const cards = page.locator('[data-testid="plan-card"]');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(1)).toContainText('৳৬০০০/মাস');
    await expect(cards.nth(1)).toContainText('সবচেয়ে জনপ্রিয়');
    await expect(cards.nth(1).getByRole('link', { name: 'Gold বেছে নিন' })).toHaveAttribute(
      'href',
      '/checkout/Gold/6000',
    );
    await cards.nth(2).scrollIntoViewIfNeeded();
    await expectFullyTranslated(page, 'home');
  });

  test.describe('the admin', () => {
    // Each test first adds a student's request and review; full-page phone screenshots of a long page are slow.
    test.describe.configure({ timeout: 60_000 });

    /** A student with a pending request and a review (their own words, so each run finds its own row). */
    let student: { email: string; review: string };

    test.beforeEach(async ({ page, browser }) => {
      const diner = await newStudent(browser, 'Hungry Student');
      const [meal] = await ongoingMeals(diner.context.request, 1);
      if (!meal) throw new Error('a meal expected');
      const review = `Tasty and hot, ${diner.email}.`;
      await postAs(diner.context.request, '/api/request-meal', { mealId: meal._id });
      await postAs(diner.context.request, '/api/reviews', { mealId: meal._id, text: review });
      await diner.context.close();
      student = { email: diner.email, review };

      await signInAsAdminViaApi(page);
      await page.goto('/admin-dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'অ্যাডমিন ড্যাশবোর্ড' })).toBeVisible();
      for (const name of ADMIN_SECTIONS) await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
      for (const name of ADMIN_SECTIONS.filter((n) => n !== 'খাবার যোগ করুন')) {
        await settled(page.getByRole('region', { name, exact: true }));
      }
    });

    test('the dashboard: the profile card and the six sections @phone', async ({ page }) => {
      const profile = page.getByRole('region', { name: 'প্রোফাইল' });
      await expect(profile).toContainText('যোগ করা খাবার:');
      expect((await profile.locator('.tabular-nums').textContent())?.trim()).toMatch(BANGLA_NUMBER);
      const upcoming = page.getByRole('region', { name: 'আসন্ন খাবার', exact: true });
      await expect(dataRows(upcoming).first()).toContainText(/৳[০-৯]+\.[০-৯]{2}/);
      await expect(dataRows(upcoming).first()).toContainText(/সকালের নাস্তা|দুপুরের খাবার|রাতের খাবার/);
      await expect(
        rowWith(page.getByRole('region', { name: 'খাবার পরিবেশন', exact: true }), student.email),
      ).toContainText('অপেক্ষমাণ');
      await expectFullyTranslated(page, 'admin-dashboard');
    });

    test('the add-upcoming-meal dialog @phone', async ({ page }) => {
      const upcoming = page.getByRole('region', { name: 'আসন্ন খাবার', exact: true });
      await upcoming.getByRole('button', { name: 'আসন্ন খাবার যোগ করুন' }).click();
      const dialog = page.getByRole('dialog', { name: 'আসন্ন খাবার যোগ করুন' });
      await expect(dialog.getByLabel('প্রকাশের সময়')).toBeVisible();
      await expect(dialog.getByLabel('ধরন')).toContainText('রাতের খাবার');
      await expectFullyTranslated(page, 'admin-add-upcoming-meal');
      await dialog.getByRole('button', { name: 'বন্ধ করুন' }).click();
      await expect(dialog).toHaveCount(0);
    });

    test('serving answers with a Bangla toast; a delete asks first in Bangla', async ({ page }) => {
      const request = rowWith(page.getByRole('region', { name: 'খাবার পরিবেশন', exact: true }), student.email);
      await request.getByRole('button', { name: 'পরিবেশন করুন' }).click();
      await expect(toast(page, 'খাবারটি পরিবেশিত হিসেবে চিহ্নিত হয়েছে!')).toBeVisible();
      await expect(request.getByRole('button', { name: 'পরিবেশিত' })).toBeDisabled();

      const review = rowWith(page.getByRole('region', { name: 'সব রিভিউ', exact: true }), student.review);
      await review.getByRole('button', { name: 'মুছুন' }).click();
      const confirm = page.getByRole('dialog', { name: 'আপনি কি নিশ্চিত?' });
      await expect(confirm).toContainText('এটি আর ফিরিয়ে আনা যাবে না!');
      await expectFullyTranslated(page, 'admin-delete-confirm');
      await confirm.getByRole('button', { name: 'বাতিল' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(review).toHaveCount(1);
    });

    test('the update page @phone', async ({ page }) => {
      const meals = page.getByRole('region', { name: 'সব খাবার', exact: true });
      await dataRows(meals).first().getByRole('link', { name: 'সম্পাদনা' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'খাবার হালনাগাদ' })).toBeVisible();
      await expect(page.getByLabel('শিরোনাম')).not.toHaveValue('');
      await expect(page.getByText(/আগের ছবিটি রাখতে খালি রাখুন।$/)).toBeVisible();
      await expectFullyTranslated(page, 'update-meal');
    });
  });
});
