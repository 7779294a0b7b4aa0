import { type Browser, expect, type Page, test } from '@playwright/test';
import { auditScreen } from './fixtures/a11y.ts';
import { STRONG_PASSWORD, uniqueEmail } from './fixtures/accounts.ts';
import { dashboardSection } from './fixtures/dashboard.ts';
import { expectFullyTranslated, preferBangla } from './fixtures/i18n.ts';
import { verifyAddressViaMail, waitForMail } from './fixtures/mailbox.ts';
import { payForPlanViaApi, screenshotsAtWidths, settled } from './fixtures/screens.ts';
import { signUpViaApi } from './fixtures/session.ts';

// Issue 17: the plan in force on the user dashboard ("My Plan"), what a plan payment buys at the
// checkout (its quote), and a Platinum room shared with an invited room-mate.

const GOOD_CARD = '4242 4242 4242 4242';
const SWEET_ALERT = '.swal2-container';

const myPlan = (page: Page) => dashboardSection(page, 'My Plan');
/** "৳3900" or "৳3900.50" as a number of taka. */
const taka = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function fillCard(page: Page) {
  await page.getByLabel('Card number').fill(GOOD_CARD);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

async function openDashboard(page: Page) {
  await page.goto('/user-dashboard');
  await expect(myPlan(page).getByText('Plan in force', { exact: true })).toBeVisible();
  await settled(page);
}

/** A student of their own (another browser context), signed up and verified; answers their email. */
async function otherStudent(browser: Browser, name: string): Promise<{ email: string; page: Page }> {
  const context = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) });
  const page = await context.newPage();
  const email = await signUpViaApi(page, name);
  return { email, page };
}

test.describe('my plan', () => {
  // Dates and times read where the hostel is (the seed's Asia/Dhaka).
  test.use({ timezoneId: 'Asia/Dhaka' });
  // Each test pays, screenshots four ways and runs axe in two schemes: longer than one screen's check.
  test.describe.configure({ timeout: 120_000 });

  test('buying Gold with the test card shows Gold, its end and its meals; the Platinum upgrade is priced for the days left', async ({
    page,
  }) => {
    await signUpViaApi(page, 'Gold Student');

    // No plan yet: the section says so and leads to the plans.
    await openDashboard(page);
    await expect(myPlan(page).getByRole('heading', { name: 'No plan', exact: true })).toBeVisible();
    await expect(myPlan(page).getByRole('link', { name: 'See the meal plans' })).toHaveAttribute(
      'href',
      '/#plans-title',
    );
    await expect(page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link').first()).toHaveText(
      'My Plan',
    );

    // The checkout says what the payment buys before the card is asked for.
    await page.goto('/checkout/Gold/6000');
    await expect(page.getByText(/^This payment buys: 30 days from today, until \d{1,2} \w{3} \d{4}/)).toBeVisible();
    await fillCard(page);
    await page.getByRole('button', { name: 'Pay ৳6000' }).click();
    await expect(page.getByText('Payment successful!', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Gold!' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
    const section = myPlan(page);
    await expect(section.getByRole('heading', { name: 'Gold', exact: true })).toBeVisible();
    await expect(section.getByText(/^Until \d{1,2} \w{3} \d{4}/)).toBeVisible();
    const covers = section.getByRole('list', { name: 'Covers' });
    await expect(covers.getByRole('listitem')).toHaveText(['Breakfast', 'Lunch']);
    await expect(section.getByRole('link', { name: 'Renew Gold' })).toHaveAttribute('href', '/checkout/Gold/6000');
    await expect(section.getByRole('link', { name: 'Upgrade to Platinum' })).toHaveAttribute(
      'href',
      '/checkout/Platinum/9900',
    );
    await expect(section.getByRole('link', { name: 'Upgrade to Silver' })).toHaveCount(0);
    // Gold's updates are unlimited, and a plan just bought is not ending.
    await expect(section.getByText(/^Meal updates this month/)).toHaveCount(0);
    await expect(section.getByText(/^Your plan ends/)).toHaveCount(0);
    await screenshotsAtWidths(page, 'my-plan-gold-en', section);
    await auditScreen(page, 'user dashboard: My Plan (Gold)', () => openDashboard(page));

    // Renewing is 30 more days after the current end, at the full price.
    await section.getByRole('link', { name: 'Renew Gold' }).click();
    await expect(page.getByText(/^This payment buys: 30 more days after \d{1,2} \w{3} \d{4}/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay ৳6000' })).toBeEnabled();

    // The upgrade: Platinum to the end of the Gold period, for the days left (less than a month's price).
    await page.goto('/user-dashboard');
    await myPlan(page).getByRole('link', { name: 'Upgrade to Platinum' }).click();
    await expect(page).toHaveURL('/checkout/Platinum/9900');
    const quote = page.getByText(/^This payment buys: Upgrade to Platinum until .+: ৳[\d.]+ for the days left\.$/);
    await expect(quote).toBeVisible();
    const amount = (await quote.textContent())?.match(/৳[\d.]+/)?.[0] ?? '';
    expect(taka(amount)).toBeGreaterThan(0);
    expect(taka(amount)).toBeLessThan(9900);
    await expect(page.getByRole('button', { name: `Pay ${amount}` })).toBeEnabled();
    await expect(page.getByRole('definition').filter({ hasText: amount })).toBeVisible();
    await auditScreen(page, 'checkout: the upgrade quote', async () => {
      await page.goto('/checkout/Platinum/9900');
      await expect(page.getByRole('button', { name: `Pay ${amount}` })).toBeEnabled();
    });

    // Paying it makes the plan Platinum to the same end.
    await fillCard(page);
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    await expect(page.getByText('Payment successful!', { exact: true })).toBeVisible();
    await openDashboard(page);
    await expect(myPlan(page).getByRole('heading', { name: 'Platinum', exact: true })).toBeVisible();
    await expect(myPlan(page).getByRole('list', { name: 'Covers' }).getByRole('listitem')).toHaveText([
      'Breakfast',
      'Lunch',
      'Dinner',
    ]);
  });

  test('a Platinum buyer invites an existing account, who accepts, sees the shared plan, and is removed', async ({
    page,
    browser,
  }) => {
    const mate = await otherStudent(browser, 'Room Mate');
    const email = await signUpViaApi(page, 'Platinum Buyer');
    await payForPlanViaApi(page, email, 'Platinum');
    await openDashboard(page);
    const room = myPlan(page).getByRole('region', { name: 'Room-mates' });
    await expect(room.getByText('No room-mates yet. Invite someone below.')).toBeVisible();

    await room.getByLabel('Their email address').fill(mate.email);
    await room.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText(`Invitation sent to ${mate.email}.`)).toBeVisible();
    const members = room.getByRole('list', { name: 'Your room-mates' }).getByRole('listitem');
    await expect(members).toHaveCount(1);
    // Until they accept, the buyer sees the address they typed, not who uses it (issue 25).
    await expect(members.first()).toContainText(mate.email);
    await expect(members.first()).not.toContainText('Room Mate');
    await expect(members.first()).toContainText('Invited');
    // The address is told by mail, naming the buyer by address.
    const mail = await waitForMail(mate.email, { subject: /Platinum meal plan/ });
    expect(mail.text).toContain(email);

    // The invited student accepts from their own dashboard.
    await openDashboard(mate.page);
    const invitations = myPlan(mate.page).getByRole('region', { name: 'Invitations' });
    await expect(invitations).toContainText('Platinum Buyer invites you to share their Platinum plan.');
    await screenshotsAtWidths(mate.page, 'my-plan-invitation-en', myPlan(mate.page));
    await invitations.getByRole('button', { name: 'Accept' }).click();
    await expect(mate.page.getByText('You joined the room.')).toBeVisible();
    const shared = myPlan(mate.page);
    await expect(shared.getByRole('heading', { name: 'Platinum', exact: true })).toBeVisible();
    await expect(shared.getByText('Shared by Platinum Buyer')).toBeVisible();
    await expect(shared.getByRole('button', { name: 'Leave the room' })).toBeVisible();
    await expect(shared.getByRole('link', { name: /^Renew|^Upgrade/ })).toHaveCount(0);
    await expect(shared.getByRole('region', { name: 'Invitations' })).toHaveCount(0);

    // The buyer sees them joined, and removes them after a confirm.
    await openDashboard(page);
    await expect(members.first()).toContainText('Joined');
    await expect(members.first()).toContainText('Room Mate');
    await screenshotsAtWidths(page, 'my-plan-platinum-room-en', myPlan(page));
    await auditScreen(page, 'user dashboard: My Plan with a room-mate', () => openDashboard(page));
    await members.first().getByRole('button', { name: 'Remove Room Mate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Room Mate?' });
    await expect(confirm).toContainText('Your plan will no longer cover their meals.');
    await auditScreen(
      page,
      'remove room-mate confirmation',
      async () => {
        if (!(await confirm.isVisible())) {
          await openDashboard(page);
          await members.first().getByRole('button', { name: 'Remove Room Mate' }).click();
        }
        await expect(confirm).toBeVisible();
      },
      { include: SWEET_ALERT },
    );
    await confirm.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(page.getByText('Room-mate removed.')).toBeVisible();
    await expect(members).toHaveCount(0);

    await openDashboard(mate.page);
    await expect(myPlan(mate.page).getByRole('heading', { name: 'No plan', exact: true })).toBeVisible();
    await mate.page.context().close();
  });

  test('an address without an account is invited by mail, signs up with it and joins', async ({ page, browser }) => {
    const email = await signUpViaApi(page, 'Room Host');
    await payForPlanViaApi(page, email, 'Platinum');
    const newcomer = uniqueEmail('newcomer');
    const invited = await page.request.post('/api/me/roommates', {
      data: { email: newcomer },
      headers: { origin: String(test.info().project.use.baseURL) },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    await waitForMail(newcomer, { subject: /Platinum meal plan/ });

    const context = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) });
    const joiner = await context.newPage();
    const signUp = await joiner.request.post('/api/auth/sign-up/email', {
      data: { name: 'New Comer', email: newcomer, password: STRONG_PASSWORD },
      headers: { origin: String(test.info().project.use.baseURL) },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await verifyAddressViaMail(joiner.request, newcomer);
    await openDashboard(joiner);
    const invitations = myPlan(joiner).getByRole('region', { name: 'Invitations' });
    await expect(invitations).toContainText('Room Host invites you to share their Platinum plan.');
    await invitations.getByRole('button', { name: 'Accept' }).click();
    await expect(myPlan(joiner).getByText('Shared by Room Host')).toBeVisible();

    await openDashboard(page);
    const member = myPlan(page).getByRole('list', { name: 'Your room-mates' }).getByRole('listitem').first();
    await expect(member).toContainText('New Comer');
    await expect(member).toContainText('Joined');
    await context.close();
  });

  test('a room-mate declines one invitation, accepts the next, then leaves the room after a confirm', async ({
    page,
    browser,
  }) => {
    const buyer = await otherStudent(browser, 'Room Owner');
    await payForPlanViaApi(buyer.page, buyer.email, 'Platinum');
    const email = await signUpViaApi(page, 'Leaving Mate');
    const invite = async () => {
      const response = await buyer.page.request.post('/api/me/roommates', {
        data: { email },
        headers: { origin: String(test.info().project.use.baseURL) },
      });
      expect(response.status(), await response.text()).toBe(201);
    };

    await invite();
    await openDashboard(page);
    const invitations = myPlan(page).getByRole('region', { name: 'Invitations' });
    await invitations.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('Invitation declined.')).toBeVisible();
    await expect(invitations).toHaveCount(0);
    await expect(myPlan(page).getByRole('heading', { name: 'No plan', exact: true })).toBeVisible();

    await invite();
    await openDashboard(page);
    await invitations.getByRole('button', { name: 'Accept' }).click();
    await expect(myPlan(page).getByText('Shared by Room Owner')).toBeVisible();
    await myPlan(page).getByRole('button', { name: 'Leave the room' }).click();
    const confirm = page.getByRole('dialog', { name: 'Leave the room?' });
    await expect(confirm).toContainText("Room Owner's Platinum plan will no longer cover your meals.");
    await confirm.getByRole('button', { name: 'Yes, leave' }).click();
    await expect(page.getByText('You left the room.')).toBeVisible();
    await expect(myPlan(page).getByRole('heading', { name: 'No plan', exact: true })).toBeVisible();
    await buyer.page.context().close();
  });

  test('in Bangla: the section and the quote are translated', async ({ page, context }) => {
    await preferBangla(context);
    const email = await signUpViaApi(page, 'Bangla Student');
    await payForPlanViaApi(page, email, 'Silver');
    await page.goto('/user-dashboard');
    const section = page.getByRole('region', { name: 'আমার প্ল্যান', exact: true });
    await expect(section.getByRole('heading', { name: 'Silver', exact: true })).toBeVisible();
    await expect(section.getByText(/পর্যন্ত$/).first()).toBeVisible();
    await expect(section.getByText('এ মাসে খাবার বদল: ৫টির মধ্যে ০টি ব্যবহার হয়েছে')).toBeVisible();
    await expect(section.getByRole('list', { name: 'যে খাবার ধরা আছে' }).getByRole('listitem')).toHaveText(['সকালের নাস্তা']);
    await settled(page);
    await expectFullyTranslated(page, 'my-plan-dashboard-bn');
    await screenshotsAtWidths(page, 'my-plan-silver-bn', section);

    await section.getByRole('link', { name: 'Gold প্ল্যানে উন্নীত করুন' }).click();
    await expect(
      page.getByText(/^এই পেমেন্টে যা পাচ্ছেন: .+ পর্যন্ত Gold প্ল্যানে উন্নীতকরণ: বাকি দিনগুলোর জন্য ৳[০-৯.]+।$/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^৳[০-৯.]+ পরিশোধ করুন$/ })).toBeEnabled();
    await expectFullyTranslated(page, 'checkout-upgrade-bn');
  });
});

test.describe('checkout refusals', () => {
  test.describe.configure({ timeout: 60_000 });

  test('paid 90 days ahead, another month is refused in words and no card is asked for', async ({ page }) => {
    const email = await signUpViaApi(page, 'Prepaid Student');
    for (let period = 0; period < 3; period += 1) await payForPlanViaApi(page, email, 'Gold');
    await page.goto('/checkout/Gold/6000');
    await expect(page.getByRole('alert')).toContainText('Your plans already run 90 days ahead. Pay again later.');
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  });

  test('a plan that changed while paying says the money is credit, and does not offer to pay again', async ({
    page,
  }) => {
    await signUpViaApi(page, 'Changed Plan');
    await page.route('**/api/confirm-payment', (route) =>
      route.fulfill({
        status: 409,
        json: { error: 'Your plan changed while you were paying.', code: 'PLAN_CHANGED' },
      }),
    );
    await page.goto('/checkout/Silver/3000');
    await fillCard(page);
    await page.getByRole('button', { name: 'Pay ৳3000' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Your plan changed while you were paying. The amount is kept as credit on your bill.',
    );
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  });
});

/** This month where the hostel is (the seed's Asia/Dhaka), `YYYY-MM`. */
const hostelMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

test.describe('paying the bill', () => {
  test.describe.configure({ timeout: 60_000 });

  test('with nothing due, the bill checkout says so and asks for no card', async ({ page }) => {
    await signUpViaApi(page, 'Nothing Due');
    await page.goto(`/checkout/bill/${hostelMonth()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay your bill' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Nothing is due on your bill.');
    await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
  });

  test('a month that is none says so', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/checkout/bill/2026-13');
    await expect(page.getByRole('heading', { name: 'This bill does not exist' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });

  test('what is due is paid through the same card step, confirmed with the month, then back to the dashboard', async ({
    page,
  }) => {
    await signUpViaApi(page, 'Bill Payer');
    const month = hostelMonth();
    // The server's side of a bill with ৳245.50 due, as the sandbox answers it.
    const intents: unknown[] = [];
    const confirmations: unknown[] = [];
    await page.route('**/api/create-payment-intent', (route) => {
      intents.push(route.request().postDataJSON());
      return route.fulfill({
        json: {
          clientSecret: 'pi_bill_secret_1',
          paymentIntentId: 'pi_bill',
          amount: 24550,
          currency: 'bdt',
          provider: 'sandbox',
          publishableKey: null,
        },
      });
    });
    await page.route('**/api/payments/sandbox/confirm', (route) =>
      route.fulfill({ json: { status: 'succeeded', paymentIntentId: 'pi_bill', error: null } }),
    );
    await page.route('**/api/confirm-payment', (route) => {
      confirmations.push(route.request().postDataJSON());
      return route.fulfill({
        json: {
          success: true,
          payment: {
            id: 'payment-bill',
            date: new Date().toISOString(),
            planName: '',
            amount: 24550,
            currency: 'bdt',
            status: 'succeeded',
            transactionId: 'pi_bill',
            purpose: 'bill',
            refundedAmount: 0,
          },
          badge: 'bronze',
          subscription: null,
        },
      });
    });

    await page.goto(`/checkout/bill/${month}`);
    await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Due now\s*৳245\.50$/)).toBeVisible();
    await fillCard(page);
    await page.getByRole('button', { name: 'Pay ৳245.50' }).click();
    await expect(page.getByText('Bill paid. Thank you!')).toBeVisible();
    await expect(page).toHaveURL(/\/user-dashboard$/);
    expect(intents).toEqual([{ billMonth: month, attemptId: expect.any(String) }]);
    expect(confirmations).toEqual([{ billMonth: month, transactionId: 'pi_bill' }]);
  });
});
