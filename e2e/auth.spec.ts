import { expect, test } from '@playwright/test';
import {
  E2E_ADMIN,
  GOOGLE_TEST_USER,
  OIDC_CONTROL_PORT,
  PNG_PHOTO,
  STRONG_PASSWORD,
  uniqueEmail,
} from './fixtures/accounts.ts';
import { openAccountMenu, signInThroughForm, signUpThroughForm } from './fixtures/session.ts';

test('sign up with a photo, see the avatar menu, log out @phone', async ({ page }) => {
  await signUpThroughForm(page, 'Nusrat Jahan');
  const avatar = page.getByRole('button', { name: 'Account menu for Nusrat Jahan' });
  await expect(avatar).toBeVisible();
  // The uploaded photo is shown, served from our own uploads.
  await expect(avatar.locator('img')).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f-]+\.webp$/);
  await openAccountMenu(page, 'Nusrat Jahan');
  await expect(page.getByText('Nusrat Jahan', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'User Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Successfully logged out!')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join Us' })).toBeVisible();
});

test('sign-up explains a weak password and sends nothing', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByText('at least eight characters, including at least 1 letter and 1 number')).toBeVisible();
  await page.getByLabel('Name').fill('Weak Password');
  await page.getByLabel('Photo').setInputFiles(PNG_PHOTO);
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password').fill('onlyletters');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Error: Password must include at least 1 number.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('sign-up with an email already in use shows the error', async ({ page }) => {
  const email = await signUpThroughForm(page);
  await page.context().clearCookies();
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Second Try');
  await page.getByLabel('Photo').setInputFiles(PNG_PHOTO);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(/^Error: .*already exists/i)).toBeVisible();
});

test('sign in with a wrong then the right password, returning to the page wanted', async ({ page }) => {
  const email = await signUpThroughForm(page, 'Returning Student');
  await page.context().clearCookies();
  await page.goto('/upcoming-meals');
  await expect(page).toHaveURL(/\/signin$/);
  await signInThroughForm(page, email, 'wrong-password-1');
  await expect(page.getByText('Failed to sign in. Please check your credentials.')).toBeVisible();
  await signInThroughForm(page, email);
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  await expect(page).toHaveURL(/\/upcoming-meals$/);
});

test.describe('guards', () => {
  const guarded = [
    '/upcoming-meals',
    '/meal-details/abc',
    '/checkout/Gold/6000',
    '/user-dashboard',
    '/admin-dashboard',
    '/update-meal/abc',
  ];

  test('send signed-out visitors to sign in', async ({ page }) => {
    for (const path of guarded) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/signin$/);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    }
  });

  test('keep users out of admin pages, and admins out of the user dashboard', async ({ page }) => {
    await signUpThroughForm(page);
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/user-dashboard');
    await expect(page).toHaveURL(/\/user-dashboard$/);

    await page.context().clearCookies();
    await page.goto('/signin');
    await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/');
    await openAccountMenu(page, 'Administrator');
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto('/user-dashboard');
    await expect(page).toHaveURL(/\/signin$/);
  });
});

test.describe('Google sign-in', () => {
  test('signs in through the provider and comes home', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Successfully signed in with Google!')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: `Account menu for ${GOOGLE_TEST_USER.name}` })).toBeVisible();
  });

  test('a refused sign-in says so and stays signed out', async ({ page, request }) => {
    await request.post(`http://127.0.0.1:${OIDC_CONTROL_PORT}/refuse-next`);
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Failed to sign in with Google. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join Us' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
  });
});
