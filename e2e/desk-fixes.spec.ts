import { expect, test } from '@playwright/test';
import { dashboardSection, signInAsAdminViaApi } from './fixtures/admin.ts';
import { preferBangla } from './fixtures/i18n.ts';
import { payForPlanViaApi } from './fixtures/screens.ts';
import { signUpViaApi } from './fixtures/session.ts';

/** Issue 26, also seen: small things an accountant's week turned up. */

test('sign-up marks its photo field required, in both languages', async ({ page, context }) => {
  await page.goto('/signup');
  const photo = page.getByLabel('Photo (required)');
  await expect(photo).toHaveAttribute('required', '');
  await preferBangla(context);
  await page.reload();
  await expect(page.getByLabel('ছবি (আবশ্যক)')).toHaveAttribute('required', '');
});

test('the Add-a-meal dialog of a dinner slot lists dinners first', async ({ page }) => {
  await signInAsAdminViaApi(page);
  await page.goto('/admin-dashboard');
  const section = dashboardSection(page, 'Week Menu');
  await section
    .getByRole('button', { name: /^Add meal to Dinner, / })
    .first()
    .click();
  const picker = page.getByRole('dialog', { name: 'Add a meal' });
  const items = picker.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const categories = (await items.allInnerTexts()).map((text) => (/\n(Breakfast|Lunch|Dinner) ·/.exec(text) ?? [])[1]);
  expect(categories).toContain('Dinner');
  const firstOther = categories.findIndex((c) => c !== 'Dinner');
  if (firstOther >= 0) expect(categories.slice(firstOther)).not.toContain('Dinner');
});

test("Platinum's 14 day tabs stand in two rows of 7 at 1280 px", async ({ page }) => {
  test.setTimeout(90_000);
  const email = await signUpViaApi(page, 'Platinum Tabs');
  await payForPlanViaApi(page, email, 'Platinum');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/menu');
  const tabs = page.getByRole('tablist', { name: 'Days' }).getByRole('tab');
  await expect(tabs).toHaveCount(14);
  const tops = await tabs.evaluateAll((elements) => elements.map((e) => Math.round(e.getBoundingClientRect().top)));
  const rows = [...new Set(tops)];
  expect(rows).toHaveLength(2);
  expect(tops.filter((top) => top === rows[0])).toHaveLength(7);
});
