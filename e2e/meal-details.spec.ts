import { expect, type Page, test } from '@playwright/test';
import {
  getMeal,
  likeButton,
  likeName,
  listUpcomingMeals,
  ongoingMeal,
  priceTk,
  signUpThroughApi,
} from './fixtures/meal-details.ts';
import { signUpThroughForm } from './fixtures/session.ts';

const UPGRADE_NOTICE = 'Upgrade your badge to like this upcoming meal!';

const reviewsOf = (page: Page) => page.getByRole('list', { name: 'Reviews' }).getByRole('article');
const reviewBox = (page: Page) => page.getByRole('textbox', { name: 'Your review' });

test.describe('meal details', () => {
  test('shows everything about the meal, after "Loading meal..." @phone', async ({ page, request }) => {
    const meal = await ongoingMeal(request, 0);
    await signUpThroughForm(page, 'Detail Reader');

    // Hold the meal back until the loading message has been seen (not for a fixed time: the page's
    // load event may take longer than any delay on a busy machine).
    let release = () => {};
    const seen = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/meals/${meal._id}`, async (route) => {
      await seen;
      await route.continue().catch(() => {});
    });
    await page.goto(`/meal-details/${meal._id}`, { waitUntil: 'commit' });
    await expect(page.getByText('Loading meal...', { exact: true })).toBeVisible();
    release();

    await expect(page.getByRole('heading', { level: 1, name: meal.title })).toBeVisible();
    await expect(page).toHaveTitle(`${meal.title} · Hostel Meals`);
    await expect(page.getByRole('img', { name: meal.title })).toBeVisible();
    await expect(page.getByText(`By ${meal.distributorName}`, { exact: true })).toBeVisible();
    await expect(page.getByText(meal.description, { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem')).toHaveText(meal.ingredients);
    await expect(page.getByText(priceTk(meal.price), { exact: true })).toBeVisible();
    await expect(page.getByText(/^Posted on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    const rating = Number.isInteger(meal.rating) ? String(meal.rating) : meal.rating.toFixed(1);
    await expect(page.getByRole('img', { name: `Rated ${rating} out of 5` }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Reviews (${meal.reviews})` })).toBeVisible();
    await expect(reviewBox(page)).toHaveAttribute('placeholder', 'Write your review...');
    await expect(reviewBox(page)).toHaveAttribute('rows', '4');
    await expect(likeButton(page)).toHaveAccessibleName(likeName(false, meal.likes));
    await expect(page.getByRole('button', { name: 'Request Meal' })).toBeEnabled();
  });

  test('like then unlike moves the count by one, and Liked survives a reload', async ({ page, request }) => {
    const meal = await ongoingMeal(request, 1);
    await signUpThroughApi(page, 'Liking Student');
    await page.goto(`/meal-details/${meal._id}`);

    const before = (await getMeal(request, meal._id)).likes;
    await expect(likeButton(page)).toHaveAccessibleName(likeName(false, before));
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');

    await likeButton(page).click();
    await expect(likeButton(page)).toHaveAccessibleName(likeName(true, before + 1));
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await getMeal(request, meal._id)).likes).toBe(before + 1);

    await page.reload();
    await expect(likeButton(page)).toHaveAccessibleName(likeName(true, before + 1));
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');

    await likeButton(page).click();
    await expect(likeButton(page)).toHaveAccessibleName(likeName(false, before));
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await getMeal(request, meal._id)).likes).toBe(before);
  });

  test('a failed like puts the button back and says so', async ({ page, request }) => {
    const meal = await ongoingMeal(request, 2);
    await signUpThroughApi(page);
    await page.goto(`/meal-details/${meal._id}`);
    await expect(likeButton(page)).toHaveAccessibleName(likeName(false, meal.likes));

    await page.route(`**/api/meals/${meal._id}/like`, (route) => route.abort('failed'));
    await likeButton(page).click();
    await expect(page.getByText('Failed to update like. Please try again.', { exact: true })).toBeVisible();
    await expect(likeButton(page)).toHaveAccessibleName(likeName(false, meal.likes));

    await page.route(`**/api/meals/${meal._id}/like`, (route) =>
      route.fulfill({ status: 500, json: { error: 'The kitchen is closed.' } }),
    );
    await likeButton(page).click();
    await expect(page.getByText('Error: The kitchen is closed.', { exact: true })).toBeVisible();
    await expect(likeButton(page)).toHaveAccessibleName(likeName(false, meal.likes));
  });

  test('request: Requested at once and after a reload; a second tab hears it was already requested', async ({
    page,
    request,
  }) => {
    const meal = await ongoingMeal(request, 3);
    await signUpThroughApi(page, 'Hungry Student');
    // A second tab of the same browser, opened before the request is sent.
    const otherTab = await page.context().newPage();
    await otherTab.goto(`/meal-details/${meal._id}`);
    await expect(otherTab.getByRole('button', { name: 'Request Meal' })).toBeEnabled();

    await page.goto(`/meal-details/${meal._id}`);
    await page.getByRole('button', { name: 'Request Meal' }).click();
    await expect(page.getByText('Meal requested successfully', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Requested' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Request Meal' })).toHaveCount(0);

    await otherTab.getByRole('button', { name: 'Request Meal' }).click();
    await expect(otherTab.getByText('You have already requested this meal.', { exact: true })).toBeVisible();
    await expect(otherTab.getByRole('button', { name: 'Requested' })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Requested' })).toBeDisabled();

    // The server holds the line too (the page's request context shares the browser's cookies).
    const again = await page.request.post('/api/request-meal', { data: { mealId: meal._id } });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ error: 'You have already requested this meal.' });
  });

  test('a failed request says so and leaves the button to try again', async ({ page, request }) => {
    const meal = await ongoingMeal(request, 4);
    await signUpThroughApi(page);
    await page.goto(`/meal-details/${meal._id}`);
    await page.route('**/api/request-meal', (route) => route.fulfill({ status: 500, json: { error: 'Boom' } }));
    await page.getByRole('button', { name: 'Request Meal' }).click();
    await expect(page.getByText('Something went wrong while requesting the meal.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Meal' })).toBeEnabled();
  });

  test('a posted review goes on top, the box empties and the count goes up; blank text sends nothing', async ({
    page,
    request,
  }) => {
    const meal = await ongoingMeal(request, 5);
    await signUpThroughApi(page, 'Rumana Critic');
    await page.goto(`/meal-details/${meal._id}`);
    const heading = page.getByRole('heading', { level: 2, name: /^Reviews \(\d+\)$/ });
    await expect(heading).toHaveText(`Reviews (${meal.reviews})`);

    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/reviews') posts.push(r.url());
    });

    // Only spaces and new lines: nothing happens.
    await reviewBox(page).fill('   \n  ');
    await page.getByRole('button', { name: 'Post Review' }).click();
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(0);
    await expect(heading).toHaveText(`Reviews (${meal.reviews})`);

    const text = `Crisp and hot, e2e ${Date.now()}`;
    await page.getByRole('radio', { name: '4 stars' }).check();
    await reviewBox(page).fill(`  ${text}  `);
    await page.getByRole('button', { name: 'Post Review' }).click();

    const first = reviewsOf(page).first();
    await expect(first).toContainText(text);
    await expect(first).toContainText('Rumana Critic');
    await expect(first.getByText('You', { exact: true })).toBeVisible();
    await expect(first.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(heading).toHaveText(`Reviews (${meal.reviews + 1})`);
    await expect(reviewBox(page)).toHaveValue('');
    await expect(page.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
    expect(posts).toHaveLength(1);

    // The server kept it, trimmed, newest first.
    await page.reload();
    await expect(reviewsOf(page).first()).toContainText(text);
    await expect(heading).toHaveText(`Reviews (${meal.reviews + 1})`);

    // Still marked as mine, and only mine, though the reviews answer names no reviewer's email.
    await expect(reviewsOf(page).first().getByText('You', { exact: true })).toBeVisible();
    await expect(page.locator('[data-mine]')).toHaveCount(1);
    const answer = (await (await page.request.get(`/api/reviews/meal/${meal._id}`)).json()) as object[];
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.filter((review) => 'email' in review)).toEqual([]);
  });

  test('a bronze user on an upcoming meal sees the upgrade notice and a disabled Upcoming button', async ({
    page,
    request,
  }) => {
    const [upcoming] = await listUpcomingMeals(request);
    if (!upcoming) throw new Error('The demo seed has no upcoming meal');
    await signUpThroughApi(page, 'Bronze Student');
    await page.goto(`/meal-details/${upcoming._id}`);

    await expect(page.getByRole('heading', { level: 1, name: upcoming.title })).toBeVisible();
    await expect(page.getByText(UPGRADE_NOTICE, { exact: true })).toBeVisible();
    await expect(likeButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upcoming' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Request Meal' })).toHaveCount(0);

    // The server refuses the like as well.
    const like = await page.request.patch(`/api/meals/${upcoming._id}/like`, { data: { action: 'like' } });
    expect(like.status()).toBe(403);
    expect(await like.json()).toEqual({ error: UPGRADE_NOTICE });
  });

  test('a like that releases an upcoming meal says so and offers the request', async ({ page, request }) => {
    const [upcoming] = await listUpcomingMeals(request);
    if (!upcoming) throw new Error('The demo seed has no upcoming meal');
    const email = await signUpThroughApi(page, 'Silver Student');
    // New accounts are bronze and only an operator can change a badge, so this test plays a silver
    // member (the record the page reads) and the server's release answer; the page does the rest.
    await page.route(`**/api/user/${encodeURIComponent(email)}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), badge: 'silver' } });
    });
    let released = false;
    await page.route(`**/api/meals/${upcoming._id}`, async (route) => {
      const response = await route.fetch();
      const meal = await response.json();
      await route.fulfill({
        response,
        json: released ? { ...meal, status: 'ongoing', likes: upcoming.likes + 1 } : meal,
      });
    });
    await page.route(`**/api/meals/${upcoming._id}/like`, async (route) => {
      released = true;
      await route.fulfill({ json: { success: true, liked: true, likes: upcoming.likes + 1, released: true } });
    });

    await page.goto(`/meal-details/${upcoming._id}`);
    await expect(page.getByRole('button', { name: 'Upcoming' })).toBeDisabled();
    await expect(page.getByText(UPGRADE_NOTICE, { exact: true })).toHaveCount(0);
    await likeButton(page).click();
    await expect(page.getByText('This upcoming meal has been released!', { exact: true })).toBeVisible();
    await expect(likeButton(page)).toHaveAccessibleName(likeName(true, upcoming.likes + 1));
    await expect(page.getByRole('button', { name: 'Request Meal' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Upcoming' })).toHaveCount(0);
  });

  test('an unknown or malformed id shows "Meal not found" with a way back to the meals', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/meal-details/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Meal not found' })).toBeVisible();
    await expect(page).toHaveTitle('Meal not found · Hostel Meals');

    await page.goto('/meal-details/not-a-meal');
    await expect(page.getByRole('heading', { level: 1, name: 'Meal not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse meals' }).click();
    await expect(page).toHaveURL(/\/meals$/);
  });

  test('signed-out visitors are sent to sign in first', async ({ page, request }) => {
    const meal = await ongoingMeal(request, 0);
    await page.goto(`/meal-details/${meal._id}`);
    await expect(page).toHaveURL(/\/signin$/);
  });
});
