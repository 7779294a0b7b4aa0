import type { MenuItem } from '@hostel/contract/mess';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { auditScreen } from './fixtures/a11y.ts';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { ongoingMeals } from './fixtures/dashboard.ts';
import { expectFullyTranslated, preferBangla } from './fixtures/i18n.ts';
import { payForPlanViaApi, screenshotsAtWidths, settled } from './fixtures/screens.ts';
import { signUpViaApi } from './fixtures/session.ts';

// Issue 17, first step: the daily menu (/menu) — today and the week ahead, slot by slot; Platinum
// students see next week's too. The server's clock is real time, so "today" is the API's answer.

const origin = () => String(test.info().project.use.baseURL);

interface Menu {
  today: string;
  visibleUntil: string;
  items: MenuItem[];
}

const addDays = (date: string, days: number) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** What the admin put on the menu for this run: two catalog meals on today's lunch. */
interface Planted {
  today: string;
  lunch: MenuItem;
  titles: string[];
}

async function asAdmin<T>(work: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await request.newContext({ baseURL: origin(), extraHTTPHeaders: { origin: origin() } });
  try {
    const signIn = await api.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
    expect(signIn.status(), await signIn.text()).toBe(200);
    return await work(api);
  } finally {
    await api.dispose();
  }
}

async function putSlot(api: APIRequestContext, date: string, slot: string, mealIds: string[]): Promise<MenuItem> {
  const response = await api.put(`/api/menu/${date}/${slot}`, { data: { mealIds } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as MenuItem;
}

/** Today's lunch gets two meals; tomorrow's breakfast is empty (the message a student sees). */
const plantMenu = (): Promise<Planted> =>
  asAdmin(async (api) => {
    const utcToday = new Date().toISOString().slice(0, 10);
    const probe = await api.get('/api/menu', { params: { from: addDays(utcToday, -1), to: addDays(utcToday, 1) } });
    expect(probe.status(), await probe.text()).toBe(200);
    const { today } = (await probe.json()) as Menu;
    const meals = await ongoingMeals(api, 2);
    const lunch = await putSlot(
      api,
      today,
      'lunch',
      meals.map((meal) => meal._id),
    );
    await putSlot(api, addDays(today, 1), 'breakfast', []);
    return { today, lunch, titles: meals.map((meal) => meal.title) };
  });

const slotCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openMenu(page: Page, heading = "This week's menu") {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await settled(page);
}

test.describe('daily menu', () => {
  // A student reading where the hostel is (the seed's Asia/Dhaka).
  test.use({ timezoneId: 'Asia/Dhaka' });
  let planted: Planted;
  test.beforeAll(async () => {
    planted = await plantMenu();
  });

  test('a student opens it from the navbar, sees today’s lunch with its times and switches days by keyboard', async ({
    page,
  }) => {
    await signUpViaApi(page, 'Menu Student');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: "This week's menu" })).toBeVisible();

    // Today and the six days after it; no early access for a student without Platinum.
    const tabs = page.getByRole('tablist', { name: 'Days' }).getByRole('tab');
    await expect(tabs).toHaveCount(7);
    const todayTab = page.getByRole('tab', { name: /^Today, / });
    await expect(todayTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Platinum early access')).toHaveCount(0);

    const lunch = slotCard(page, 'Lunch');
    for (const title of planted.titles) await expect(lunch.getByRole('link', { name: title })).toBeVisible();
    await expect(lunch.getByRole('list', { name: 'Lunch meals' }).getByRole('listitem')).toHaveCount(2);
    // The serving hours and the cutoff, as <time> elements carrying the API's instants.
    await expect(lunch.locator(`time[datetime="${planted.lunch.startsAt}"]`)).toHaveText(/^\d{1,2}:\d{2} [AP]M$/);
    await expect(lunch.locator(`time[datetime="${planted.lunch.endsAt}"]`)).toHaveText(/^\d{1,2}:\d{2} [AP]M$/);
    await expect(lunch.getByText(/^Served \d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    await expect(lunch.getByText(/^Changes close(d)? at /)).toBeVisible();
    await expect(lunch.locator(`time[datetime="${planted.lunch.cutoffAt}"]`)).toBeVisible();

    // WAI-ARIA tabs: arrows move and choose, Home and End jump, only the chosen tab is in the tab order.
    await todayTab.focus();
    await page.keyboard.press('ArrowRight');
    const tomorrowTab = page.getByRole('tab', { name: /^Tomorrow, / });
    await expect(tomorrowTab).toBeFocused();
    await expect(tomorrowTab).toHaveAttribute('aria-selected', 'true');
    await expect(todayTab).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      (await tomorrowTab.getAttribute('id')) ?? '',
    );
    await expect(slotCard(page, 'Breakfast').getByText('Nothing on the menu yet.')).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await expect(tabs.last()).toHaveAttribute('data-date', addDays(planted.today, 6));
    // A line of days, not a ring: past the last day the arrow stays put.
    await page.keyboard.press('ArrowRight');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(5)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(todayTab).toHaveAttribute('aria-selected', 'true');

    // A meal leads to its details.
    await lunch.getByRole('link', { name: planted.titles[0] }).click();
    await expect(page).toHaveURL(new RegExp(`/meal-details/${planted.lunch.meals[0]?._id}$`));
  });

  test('on a phone the link is in the navbar’s menu; signed out it is not there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Main menu' }).click();
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Upcoming Meals' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toHaveCount(0);
    await signUpViaApi(page, 'Phone Student');
    await page.goto('/');
    await page.getByRole('button', { name: 'Main menu' }).click();
    await nav.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: "This week's menu" })).toBeVisible();
  });

  test('a Platinum student sees next week’s menu too', async ({ page }) => {
    const email = await signUpViaApi(page, 'Platinum Student');
    await payForPlanViaApi(page, email, 'Platinum');
    await openMenu(page);
    await expect(page.getByText("Platinum early access: you see next week's menu too.")).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Days' }).getByRole('tab');
    await expect(tabs.last()).toHaveAttribute('data-date', addDays(planted.today, 13));
    await screenshotsAtWidths(page, 'menu-platinum-en');
  });

  test('in English: phone and laptop, light and dark, and axe finds nothing serious', async ({ page }) => {
    await signUpViaApi(page, 'Screen Student');
    await openMenu(page);
    await screenshotsAtWidths(page, 'menu-en');
    await page.setViewportSize({ width: 1280, height: 900 });
    await auditScreen(page, 'menu', () => openMenu(page));
  });

  test('in Bangla: everything translated, Bangla digits, phone and laptop, light and dark', async ({
    page,
    context,
  }) => {
    await preferBangla(context);
    await signUpViaApi(page, 'Bangla Student');
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'এই সপ্তাহের মেনু' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^আজ, / })).toHaveAttribute('aria-selected', 'true');
    const lunch = slotCard(page, 'দুপুরের খাবার');
    for (const title of planted.titles) await expect(lunch.getByRole('link', { name: title })).toBeVisible();
    await expect(lunch.getByText(/^পরিবেশন [০-৯]{1,2}:[০-৯]{2} /)).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(/[০-৯]/);
    await expectFullyTranslated(page, 'menu-bn');
    await screenshotsAtWidths(page, 'menu-bn');
    await page.setViewportSize({ width: 1280, height: 900 });
    await auditScreen(page, 'menu in Bangla', () => page.reload().then(() => settled(page)));
  });
});

test.describe('daily menu read from another zone', () => {
  // A parent abroad, or a browser set to UTC: times are still the hostel's clock (Asia/Dhaka).
  test.use({ timezoneId: 'America/New_York' });

  test('says serving hours and the cutoff on the hostel’s clock', async ({ page }) => {
    const { lunch } = await plantMenu();
    const dhaka = (instant: string) =>
      new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Dhaka' })
        .format(new Date(instant))
        .replace(/\u202f/g, ' ');
    await signUpViaApi(page, 'Far Away Reader');
    await openMenu(page);
    const card = slotCard(page, 'Lunch');
    await expect(card.locator(`time[datetime="${lunch.startsAt}"]`)).toHaveText(dhaka(lunch.startsAt));
    await expect(card.locator(`time[datetime="${lunch.endsAt}"]`)).toHaveText(dhaka(lunch.endsAt));
    await expect(card.locator(`time[datetime="${lunch.cutoffAt}"]`)).toContainText(dhaka(lunch.cutoffAt));
  });
});
