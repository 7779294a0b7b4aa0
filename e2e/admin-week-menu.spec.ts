import type { Meal } from '@hostel/contract/meals';
import { DEFAULT_TIME_ZONE, MEAL_SLOTS } from '@hostel/contract/mess-constants';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { dashboardSection, signInAsAdminViaApi } from './fixtures/admin.ts';
import { ongoingMeals } from './fixtures/dashboard.ts';
import { preferBangla } from './fixtures/i18n.ts';
import { screenshotsAtWidths } from './fixtures/screens.ts';

const addDays = (date: string, days: number) => {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
};
/** The grid's week: Saturday to Friday around today in the hostel's zone (as the section counts it). */
function thisWeekStart(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(new Date());
  return addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 1) % 7));
}

async function putSlot(api: APIRequestContext, date: string, slot: string, meals: Meal[]) {
  const response = await api.put(`/api/menu/${date}/${slot}`, {
    data: { mealIds: meals.map((m) => m._id) },
    headers: { origin: String(test.info().project.use.baseURL) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });
/** The meals of one slot: a list named like "Lunch, Saturday 28 Nov" (only there when it has meals). */
const slotList = (section: Locator, slot: string, weekday: string) =>
  section.getByRole('list', { name: new RegExp(`^${slot}, ${weekday} `) });

/** The meal titles of a slot's list (each item also holds its remove button's hidden name). */
const mealTitles = (list: Locator) => list.getByRole('listitem').locator(':scope > span > span[translate="no"]');

test('an admin plans the week: adds a meal, removes one, copies last week, in both languages', async ({
  page,
  context,
}) => {
  test.slow();
  await signInAsAdminViaApi(page);
  const [rice, dal, egg] = await ongoingMeals(page.request, 3);
  if (!rice || !dal || !egg) throw new Error('the demo seed has meals');
  const week = thisWeekStart();
  const lastWeek = addDays(week, -7);
  // Last week holds only what this test puts there: the demo seed sets the menu from two days ago,
  // which is last week on a Saturday or a Sunday (then its Thursday and Friday were copied too).
  for (let day = 0; day < 7; day++) {
    for (const slot of MEAL_SLOTS) await putSlot(page.request, addDays(lastWeek, day), slot, []);
  }
  // Last week: Saturday breakfast and Monday dinner; this week: something on Saturday lunch to remove.
  await putSlot(page.request, lastWeek, 'breakfast', [rice]);
  await putSlot(page.request, addDays(lastWeek, 2), 'dinner', [dal, egg]);
  await putSlot(page.request, week, 'lunch', [dal]);

  await page.goto('/admin-dashboard');
  const section = dashboardSection(page, 'Week Menu');
  await expect(section.getByRole('heading', { level: 3, name: /^Saturday/ })).toBeVisible();
  await expect(slotList(section, 'Lunch', 'Saturday')).toContainText(dal.title);

  // Add a meal to Sunday's breakfast through the picker.
  await section.getByRole('button', { name: /^Add meal to Breakfast, Sunday / }).click();
  const picker = page.getByRole('dialog', { name: 'Add a meal' });
  await picker.getByLabel('Search the catalog').fill(egg.title);
  await expect(picker.getByRole('button', { name: `Add ${egg.title}`, exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('week-menu-picker.png') });
  await picker.getByRole('button', { name: `Add ${egg.title}`, exact: true }).click();
  await expect(toast(page, 'Meal added to the menu!')).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(slotList(section, 'Breakfast', 'Sunday')).toContainText(egg.title);

  // Remove Saturday lunch's meal.
  await section.getByRole('button', { name: new RegExp(`^Remove ${dal.title} from Lunch, Saturday `) }).click();
  await expect(toast(page, 'Meal removed from the menu!')).toBeVisible();
  await expect(slotList(section, 'Lunch', 'Saturday')).toBeHidden();

  // Copy last week over this week: last week's slots come, Sunday's breakfast goes.
  await section.getByRole('button', { name: 'Copy last week' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, copy it!' }).click();
  await expect(toast(page, 'Menu copied from last week')).toBeVisible();
  await expect(slotList(section, 'Breakfast', 'Saturday')).toContainText(rice.title);
  await expect(mealTitles(slotList(section, 'Dinner', 'Monday'))).toHaveText([dal.title, egg.title]);
  await expect(slotList(section, 'Breakfast', 'Sunday')).toBeHidden();
  const saved = await page.request.get('/api/menu', { params: { from: week, to: addDays(week, 6) } });
  const items = ((await saved.json()) as { items: { meals: unknown[] }[] }).items;
  expect(items.map((item) => item.meals.length)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 2, ...Array(12).fill(0)]);

  // The week before has its own menu; "This week" comes back.
  await section.getByRole('button', { name: 'Previous week' }).click();
  await expect(mealTitles(slotList(section, 'Dinner', 'Monday'))).toHaveText([dal.title, egg.title]);
  await section.getByRole('button', { name: 'This week' }).click();
  await expect(section.getByRole('button', { name: 'This week' })).toBeDisabled();

  await section.scrollIntoViewIfNeeded();
  await screenshotsAtWidths(page, 'week-menu-en', section);

  await preferBangla(context);
  await page.reload();
  const bangla = dashboardSection(page, 'সাপ্তাহিক মেনু');
  await expect(bangla.getByRole('button', { name: 'গত সপ্তাহের মেনু কপি করুন' })).toBeVisible();
  await expect(bangla.getByText(rice.title, { exact: true }).first()).toBeVisible();
  await screenshotsAtWidths(page, 'week-menu-bn', bangla);
});
