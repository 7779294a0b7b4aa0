import { type Browser, expect, type Page, test } from '@playwright/test';
import { postAs, signInAsAdminViaApi, uploadTestImage } from './fixtures/admin.ts';
import { dashboardSection, postReviewAsUser } from './fixtures/dashboard.ts';
import { payForPlanViaApi, settled } from './fixtures/screens.ts';
import { signUpViaApi } from './fixtures/session.ts';

/**
 * Issue 25: names and meal titles are text wherever they are shown. SweetAlert2 reads `title` and
 * `html` as markup and i18n does not escape, so each dialog and toast that shows a name or a title
 * is opened with markup in it: no element may come of it (the hostile <img>, <b> or <svg>), and the
 * literal text is what the reader sees.
 */

const HOSTILE_BUYER = '<img src=x onerror=alert(1)><b class=pwn>Buyer</b>';
const HOSTILE_MATE = '<svg class=pwn onload=alert(2)></svg><i class=pwn>Mate</i>';
const HOSTILE_TITLE = '<img src=x class=pwn> <b class=pwn>Stew</b>';

/** Watches the whole document from its first byte: any element made from hostile text is recorded. */
async function watchForInjectedElements(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { injected: string[] }).injected = seen;
    const check = (node: Node) => {
      if (!(node instanceof Element)) return;
      for (const el of [node, ...node.querySelectorAll('*')]) {
        if (el.matches('.pwn, img[src="x"], svg[onload], [onerror]')) seen.push(el.outerHTML.slice(0, 120));
      }
    };
    new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(check);
    }).observe(document, { childList: true, subtree: true });
  });
}

async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { injected: string[] }).injected);
}

async function studentPage(browser: Browser, name: string): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) });
  const page = await context.newPage();
  await watchForInjectedElements(page);
  const email = await signUpViaApi(page, name);
  return { page, email };
}

const myPlan = (page: Page) => dashboardSection(page, 'My Plan');
const dialog = (page: Page) => page.locator('.swal2-popup');

test.describe('hostile text', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ timezoneId: 'Asia/Dhaka' });

  test('room-mates with markup in their names: invitation, Leave and Remove dialogs, toasts', async ({ browser }) => {
    const buyer = await studentPage(browser, HOSTILE_BUYER);
    const mate = await studentPage(browser, HOSTILE_MATE);
    await payForPlanViaApi(buyer.page, buyer.email, 'Platinum');

    await buyer.page.goto('/user-dashboard');
    const room = myPlan(buyer.page).getByRole('region', { name: 'Room-mates' });
    await room.getByLabel('Their email address').fill(mate.email);
    await room.getByRole('button', { name: 'Invite' }).click();
    await expect(buyer.page.getByText(`Invitation sent to ${mate.email}.`)).toBeVisible();

    // The invitee reads the buyer's name as text, accepts (a toast), opens Leave and keeps the room.
    await mate.page.goto('/user-dashboard');
    const invitations = myPlan(mate.page).getByRole('region', { name: 'Invitations' });
    await expect(invitations).toContainText(`${HOSTILE_BUYER} invites you to share their Platinum plan.`);
    await invitations.getByRole('button', { name: 'Accept' }).click();
    await expect(mate.page.getByText('You joined the room.')).toBeVisible();
    await myPlan(mate.page).getByRole('button', { name: 'Leave the room' }).click();
    await expect(dialog(mate.page)).toContainText(`${HOSTILE_BUYER}'s Platinum plan will no longer cover your meals.`);
    await dialog(mate.page).getByRole('button', { name: 'Cancel' }).click();
    expect(await injected(mate.page)).toEqual([]);

    // The buyer's Remove dialog names the room-mate in its title.
    await buyer.page.goto('/user-dashboard');
    await settled(buyer.page);
    const member = room.getByRole('list', { name: 'Your room-mates' }).getByRole('listitem').first();
    await expect(member).toContainText('Joined');
    await member.getByRole('button', { name: /^Remove/ }).click();
    await expect(dialog(buyer.page).locator('.swal2-title')).toHaveText(`Remove ${HOSTILE_MATE}?`);
    await expect(dialog(buyer.page).locator('.pwn, img[src="x"], svg[onload]')).toHaveCount(0);
    await dialog(buyer.page).getByRole('button', { name: 'Yes, remove' }).click();
    await expect(buyer.page.getByText('Room-mate removed.')).toBeVisible();
    expect(await injected(buyer.page)).toEqual([]);
    await buyer.page.context().close();
    await mate.page.context().close();
  });

  test('a meal title with markup: the review prompt and the delete dialog of My Reviews', async ({ page, browser }) => {
    const adminContext = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) });
    const admin = await adminContext.newPage();
    await signInAsAdminViaApi(admin);
    const meal = await postAs(admin.request, '/api/meals', {
      title: HOSTILE_TITLE,
      category: 'Dinner',
      image: await uploadTestImage(admin.request),
      ingredients: 'Rice, dal',
      description: 'A title with markup in it.',
      price: 80,
      distributorName: 'Test Kitchen',
      date: new Date().toISOString(),
    });
    await adminContext.close();

    await watchForInjectedElements(page);
    await signUpViaApi(page, 'Careful Reader');
    await postReviewAsUser(page, String(meal.insertedId), 'Fine, if odd.');
    await page.goto('/user-dashboard');
    const reviews = dashboardSection(page, 'My Reviews');
    const row = reviews.getByRole('row').filter({ hasText: 'Fine, if odd.' });
    await row.getByRole('button', { name: /^Edit/ }).click();
    await expect(dialog(page).getByText(`Your review of ${HOSTILE_TITLE}`)).toBeVisible();
    await dialog(page).getByRole('textbox').fill('Changed.');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Review updated!')).toBeVisible();
    await reviews
      .getByRole('row')
      .filter({ hasText: 'Changed.' })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await dialog(page).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(reviews.getByRole('row').filter({ hasText: 'Changed.' })).toHaveCount(0);
    expect(await injected(page)).toEqual([]);
  });
});
