import type { Meal } from '@hostel/contract/meals';
import { expect, test } from '@playwright/test';
import { revealHomeSections } from './fixtures/home.ts';
import { parseTaka } from './fixtures/meals.ts';
import { signInThroughForm, signUpViaApi } from './fixtures/session.ts';

test.describe('home search', () => {
  test('a blank title shows "Please enter a meal title" and sends no request @phone', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/meals/search')) searches.push(r.url());
    });
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search meals by title' });
    await expect(box).toHaveAttribute('placeholder', 'Search a meal by title');

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Please enter a meal title', { exact: true })).toBeVisible();

    await box.fill('    ');
    await box.press('Enter');
    await expect(page.getByText('Please enter a meal title', { exact: true })).toBeVisible();
    expect(searches).toEqual([]);
    await expect(page).toHaveURL('/');
  });

  test('a known title opens the meal details page', async ({ page, request }) => {
    const response = await request.get('/api/meals?limit=1');
    expect(response.ok()).toBe(true);
    const [meal] = (await response.json()) as Meal[];
    if (!meal) throw new Error('the demo seed has no meals');

    // The details page is for signed-in users (a visitor is sent to sign in first).
    await signUpViaApi(page);
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search meals by title' }).fill(`  ${meal.title}  `);
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    await expect(page).toHaveURL(`/meal-details/${meal._id}`);
    await expect(page.getByRole('heading', { level: 1, name: meal.title })).toBeVisible();
  });

  test('an unknown title shows "Meal not found" and stays on the page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search meals by title' }).fill('Dragon fruit lasagne 9000');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Meal not found', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/');
  });
});

test.describe('meals by category', () => {
  for (const category of ['Breakfast', 'Lunch', 'Dinner'] as const) {
    test(`the ${category} tab shows only ${category} meals, as the API lists them`, async ({ page, request }) => {
      const expected = (await (
        await request.get('/api/meals-by-category', { params: { category, limit: '6' } })
      ).json()) as Meal[];
      expect(expected.length).toBeGreaterThan(0);

      await page.goto('/');
      const tab = page.getByRole('tab', { name: category, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');

      const cards = page.getByRole('tabpanel').getByRole('article');
      await expect(cards).toHaveCount(expected.length);
      await expect(cards.getByRole('heading')).toHaveText(expected.map((m) => m.title));
      for (const card of await cards.all()) {
        await expect(card).toHaveAttribute('data-category', category);
        await expect(card.getByText(category, { exact: true })).toBeVisible();
      }
    });
  }

  test('All is selected first, arrow keys move between tabs, View All goes to /meals', async ({ page, request }) => {
    const all = (await (await request.get('/api/meals-by-category?limit=6')).json()) as Meal[];
    await page.goto('/');
    const allTab = page.getByRole('tab', { name: 'All', exact: true });
    await expect(allTab).toHaveAttribute('aria-selected', 'true');
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(all.map((m) => m.title));

    await allTab.focus();
    await page.keyboard.press('ArrowRight');
    const breakfast = page.getByRole('tab', { name: 'Breakfast' });
    await expect(breakfast).toBeFocused();
    await expect(breakfast).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Dinner' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL('/meals');
    await expect(page.getByRole('heading', { level: 1, name: 'All Meals' })).toBeVisible();
  });

  test('a meal card shows image, title, description, price and likes and links to its details', async ({
    page,
    request,
  }) => {
    const [meal] = (await (await request.get('/api/meals-by-category?limit=6')).json()) as Meal[];
    if (!meal) throw new Error('no meals');
    await signUpViaApi(page);
    await page.goto('/');
    const card = page.getByRole('tabpanel').getByRole('article').first();
    await expect(card.getByRole('heading')).toHaveText(meal.title);
    if (meal.image) await expect(card.getByRole('img', { name: meal.title })).toBeVisible();
    await expect(card).toContainText(meal.description);
    expect(parseTaka((await card.getByText(/^Price: ৳/).textContent()) ?? '')).toBe(meal.price);
    await expect(card.getByText(`${meal.likes} ${meal.likes === 1 ? 'like' : 'likes'}`, { exact: true })).toBeVisible();
    await card.getByRole('link', { name: meal.title }).click();
    await expect(page).toHaveURL(`/meal-details/${meal._id}`);
  });
});

test.describe('plans', () => {
  test('three plans with taka prices, Gold is Most Popular and leads to its checkout', async ({ page }) => {
    await page.goto('/');
    await revealHomeSections(page, 'plans');
    const plans = page.getByRole('region', { name: 'Pick a plan, skip the queue' }).getByRole('article');
    await expect(plans).toHaveCount(3);

    const expected = [
      { name: 'Silver', price: '৳3000', popular: false },
      { name: 'Gold', price: '৳6000', popular: true },
      { name: 'Platinum', price: '৳9900', popular: false },
    ];
    for (const [index, plan] of expected.entries()) {
      const card = plans.nth(index);
      await expect(card.getByRole('heading')).toHaveText(plan.name);
      await expect(card).toContainText(`${plan.price}/month`);
      if (plan.popular) await expect(card.getByText('Most Popular', { exact: true })).toBeVisible();
      else await expect(card).not.toContainText('Most Popular');
    }
    await expect(plans.nth(1)).toContainText('Custom diet suggestions');
    await expect(plans.nth(0).getByRole('link')).toHaveAttribute('href', '/checkout/Silver/3000');
    await expect(plans.nth(2).getByRole('link')).toHaveAttribute('href', '/checkout/Platinum/9900');

    // Checkout needs an account: a visitor signs in first and then lands on the plan's checkout.
    await plans.nth(1).getByRole('link', { name: 'Choose Gold' }).click();
    await expect(page).toHaveURL('/signin');
    const email = await signUpViaApi(page);
    await page.context().clearCookies();
    await signInThroughForm(page, email);
    await expect(page).toHaveURL('/checkout/Gold/6000');
  });
});

test.describe('suggestions', () => {
  test('submitting a suggestion thanks the user and clears the form @phone', async ({ page }) => {
    await page.goto('/');
    await revealHomeSections(page, 'suggestions');
    await expect(page.getByRole('heading', { name: 'Share Your Suggestions' })).toBeVisible();
    const textarea = page.getByRole('textbox', { name: 'Your suggestion' });
    const submit = page.getByRole('button', { name: 'Send suggestion' });
    const thanks = page.getByText('Thanks for your valuable suggestion! It will help us improve more.', {
      exact: true,
    });

    // Required: an empty or blank suggestion is not accepted.
    await submit.click();
    await textarea.fill('   ');
    await submit.click();
    await expect(thanks).toHaveCount(0);
    expect(await textarea.evaluate((el: HTMLTextAreaElement) => el.validity.valid)).toBe(false);

    await textarea.fill('Please add shorshe ilish on Fridays.');
    await submit.click();
    await expect(thanks).toBeVisible();
    await expect(textarea).toHaveValue('');
  });
});

test('the notification bell says there is nothing new @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No new notifications at the moment!', { exact: true })).toBeVisible();
});
