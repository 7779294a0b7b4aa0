import { expect, test } from '@playwright/test';
import { signUpViaApi } from './fixtures/session.ts';

test.describe('navbar and footer', () => {
  test('navbar links lead to their pages and Join Us to /signin', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Hostel Meals' })).toHaveAttribute('href', '/');

    await nav.getByRole('link', { name: 'Meals', exact: true }).click();
    await expect(page).toHaveURL('/meals');
    await expect(nav.getByRole('link', { name: 'Meals', exact: true })).toHaveAttribute('aria-current', 'page');

    // Upcoming meals are for signed-in users: a visitor is sent to sign in.
    await nav.getByRole('link', { name: 'Upcoming Meals' }).click();
    await expect(page).toHaveURL('/signin');
    await page.goBack();
    await expect(page).toHaveURL('/meals');

    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');

    await page.getByRole('link', { name: 'Join Us' }).first().click();
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // Sign in sits outside the root layout: no navbar, no footer.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('footer links /upcomingmeals and /join land on /upcoming-meals and /signin', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const upcoming = footer.getByRole('link', { name: 'Upcoming Meals' });
    const join = footer.getByRole('link', { name: 'Join Us' });
    await expect(upcoming).toHaveAttribute('href', '/upcomingmeals');
    await expect(join).toHaveAttribute('href', '/join');
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Meals', exact: true })).toHaveAttribute('href', '/meals');

    await upcoming.click();
    await expect(page).toHaveURL('/upcoming-meals');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Meals' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Join Us' }).click();
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('typing the old footer addresses redirects too', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/upcomingmeals');
    await expect(page).toHaveURL('/upcoming-meals');
    await page.goto('/join');
    await expect(page).toHaveURL('/signin');
  });

  test('the footer has contact details and labelled social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Dhaka');
    await expect(footer.getByRole('link', { name: /^\+880/ })).toHaveAttribute('href', /^tel:/);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    for (const network of ['Facebook', 'Instagram', 'X', 'YouTube']) {
      await expect(footer.getByRole('link', { name: `Hostel Meals on ${network}` })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Hostel Meals`);
  });
});

test('an unknown address shows a friendly not-found page with a way home @phone', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the mobile menu opens, closes with Escape and navigates @phone', async ({ page, isMobile }) => {
  if (!isMobile) await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Main menu' });
  const mealsLink = page.getByRole('banner').getByRole('link', { name: 'Meals', exact: true });

  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(mealsLink).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(mealsLink).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(mealsLink).toBeHidden();
  await expect(toggle).toBeFocused();

  // Keyboard only: Enter opens it, Tab reaches the links.
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(mealsLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/meals');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'All Meals' })).toBeVisible();
});
