import type { MessSettings, MessSettingsAnswer } from '@hostel/contract/mess';
import { DEFAULT_TIME_ZONE } from '@hostel/contract/mess-constants';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { dashboardSection, signInAsAdminViaApi } from './fixtures/admin.ts';

/** Issue 26: rules that hold from a date (decision 110); closing a month is e2e's month-end spec. */
const origin = () => String(test.info().project.use.baseURL);

/** `YYYY-MM-DD` `days` after today in the hostel. */
const hostelDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(Date.now() + days * 86_400_000))
    .slice(0, 10);
/** `2027-01-06` → `6 Jan 2027`, as the page writes a date in English. */
const shortDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const name = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
  return `${day} ${name} ${year}`;
};

async function rulesNow(api: APIRequestContext): Promise<MessSettings> {
  const response = await api.get('/api/admin/mess-settings');
  expect(response.status(), await response.text()).toBe(200);
  const { effectiveFrom: _, scheduled: __, ...rules } = (await response.json()) as MessSettingsAnswer;
  return rules;
}

test.describe('rules from a date', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdminViaApi(page);
  });

  test('an admin schedules a rebate change from a later date, sees what it moves, and the change listed @phone', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const before = await rulesNow(page.request);
    // Far ahead, and a different date per project, so no other test's slots fall under it.
    const from = hostelDate(test.info().project.name === 'phone' ? 45 : 40);
    try {
      await page.goto('/admin-dashboard');
      const section = dashboardSection(page, 'Kitchen rules');
      const effective = section.getByLabel('Takes effect on');
      await expect(effective).toHaveValue(hostelDate(0));
      await expect(
        section.getByText('Today or a later date. Meals before it stay billed under the rules they had.'),
      ).toBeVisible();
      await section.getByLabel('Rebate (percent)').fill('40');
      await effective.fill(from);
      await section.getByRole('button', { name: 'What this change moves' }).click();
      await expect(section.getByText(`From ${shortDate(from)} on:`)).toBeVisible();
      await expect(section.getByText(/\d+ chosen meals? and \d+ open bills? would change\./)).toBeVisible();
      await section.getByRole('button', { name: 'Save rules' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Kitchen rules saved! They take effect on ${shortDate(from)}.` }),
      ).toBeVisible();
      const scheduled = section.getByRole('region', { name: 'Scheduled changes' });
      await expect(scheduled.getByRole('listitem').filter({ hasText: `From ${shortDate(from)}:` })).toContainText(
        'rebate 40%',
      );
      // Today's rules are unchanged: the form shows them again.
      await expect(section.getByLabel('Rebate (percent)')).toHaveValue(String(before.rebatePercent));
      await expect(effective).toHaveValue(hostelDate(0));
    } finally {
      // The same rules as today's from that date: nothing changes for later tests.
      const response = await page.request.put('/api/admin/mess-settings', {
        data: { ...before, effectiveFrom: from },
        headers: { origin: origin() },
      });
      expect(response.status()).toBe(200);
    }
  });
});
