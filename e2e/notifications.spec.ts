import type { Meal } from '@hostel/contract/meals';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { signUpViaApi } from './fixtures/session.ts';

test('signed out, the bell says there is nothing new', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No new notifications at the moment!')).toBeVisible();
});

test('a served request reaches the student live; opening the bell marks it read', async ({
  page,
  browser,
  request,
}) => {
  const origin = String(test.info().project.use.baseURL);
  await signUpViaApi(page, 'Bell Student');
  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No new notifications at the moment!')).toBeVisible();

  const [meal] = (await (await request.get('/api/meals?limit=1')).json()) as Meal[];
  const asked = await page.request.post('/api/request-meal', { data: { mealId: meal?._id }, headers: { origin } });
  const requestId = (await asked.json()).insertedId as string;

  const adminContext = await browser.newContext({ baseURL: origin });
  const signIn = await adminContext.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin } });
  expect(signIn.ok()).toBe(true);
  const served = await adminContext.request.patch(`/api/requested-meals/${requestId}`, {
    data: { status: 'Served' },
    headers: { origin },
  });
  expect(served.ok()).toBe(true);
  await adminContext.close();

  // No reload: the stream delivers it.
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(`Your request for ${meal?.title} has been served.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
