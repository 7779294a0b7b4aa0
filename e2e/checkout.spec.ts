import { PLANS } from '@hostel/contract/plans';
import { expect, type Page, test } from '@playwright/test';
import { auditScreen } from './fixtures/a11y.ts';
import { dashboardSection, dataRows, FAKE_STRIPE_JS, paymentsOf, upcomingMeal } from './fixtures/dashboard.ts';
import { revealHomeSections } from './fixtures/home.ts';
import { likeButton } from './fixtures/meal-details.ts';
import { signUpViaApi } from './fixtures/session.ts';

const UPGRADE_NOTICE = 'Upgrade your badge to like this upcoming meal!';
const GOOD_CARD = '4242 4242 4242 4242';

/** Fills the built-in test-mode card form (a future expiry, any CVC). */
async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

const payButton = (page: Page, price: number) => page.getByRole('button', { name: `Pay ৳${price}` });
const testModeNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Test mode' });

/** What GET /api/config would answer on a server with these payments (Google sign-in as this server has it). */
async function serverWithPayments(page: Page, payments: { available: boolean; testMode: boolean }) {
  await page.route('**/api/config', (route) => route.fulfill({ json: { googleSignIn: true, payments } }));
}

test.describe('checkout', () => {
  test('paying for Gold upgrades the badge everywhere and lands in the payment history', async ({ page }) => {
    const email = await signUpViaApi(page, 'Paying Student');
    const upcoming = await upcomingMeal(page.request);

    // Bronze: the upcoming meal cannot be liked yet.
    await page.goto(`/meal-details/${upcoming._id}`);
    await expect(page.getByText(UPGRADE_NOTICE, { exact: true })).toBeVisible();
    await expect(likeButton(page)).toHaveCount(0);

    await page.goto('/checkout/Gold/6000');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Payment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gold', exact: true })).toBeVisible();
    await expect(page.getByText('Custom diet suggestions', { exact: true })).toBeVisible();
    await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
    await expect(testModeNotice(page)).toContainText('No real money is taken.');
    await expect(page.getByText('Use 4242 4242 4242 4242, any future expiry and any CVC')).toBeVisible();
    await expect(page.getByLabel(/postal|zip/i)).toHaveCount(0);

    await expect(payButton(page, 6000)).toBeEnabled();
    await fillCard(page, GOOD_CARD);
    await payButton(page, 6000).click();
    await expect(page.getByText('Payment successful!', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Gold!' })).toBeVisible();
    await expect(payButton(page, 6000)).toHaveCount(0);
    const transactionId = (await page.getByRole('definition').filter({ hasText: /^pi_/ }).textContent())?.trim() ?? '';
    expect(transactionId).toMatch(/^pi_/);
    // The way on (issue 26): the week's menu the plan is for, and the payment's receipt.
    await expect(page.getByRole('link', { name: "See the week's menu" })).toHaveAttribute('href', '/menu');
    await expect(page.getByRole('link', { name: 'View your receipt' })).toHaveAttribute('href', /^\/receipt\/[\w-]+$/);

    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expect(page.getByText('Badge: Gold', { exact: true })).toBeVisible();
    await expect(page.getByText('Subscription: Gold', { exact: true })).toBeVisible();
    const history = dashboardSection(page, 'Payment History');
    await expect(dataRows(history)).toHaveCount(1);
    await expect(dataRows(history).first()).toContainText('৳6000');
    await expect(dataRows(history).first()).toContainText(transactionId);
    await expect(dataRows(history).first()).toContainText('Succeeded');
    expect(await paymentsOf(page, email)).toHaveLength(1);

    // Gold: the notice gives way to the Like button.
    await page.goto(`/meal-details/${upcoming._id}`);
    await expect(likeButton(page)).toBeVisible();
    await expect(page.getByText(UPGRADE_NOTICE, { exact: true })).toHaveCount(0);
  });

  test('the sandbox says "Test mode" at the top of the checkout, before the title @phone', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/checkout/Gold/6000');
    const notice = testModeNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(/^Test mode\s*No real money is taken\.$/);
    const title = page.getByRole('heading', { level: 1, name: 'Complete Your Payment' });
    const [noticeBox, titleBox] = [await notice.boundingBox(), await title.boundingBox()];
    expect(noticeBox && titleBox && noticeBox.y + noticeBox.height <= titleBox.y).toBe(true);
    // In the first screenful, without scrolling.
    expect((noticeBox?.y ?? Infinity) + (noticeBox?.height ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
    await auditScreen(
      page,
      'checkout: the Test mode notice',
      async () => {
        await page.goto('/checkout/Gold/6000');
        await expect(notice).toBeVisible();
      },
      { include: '[role="status"]' },
    );
  });

  test('a server that takes no payments says so on the plans and the checkout, and asks for no card', async ({
    page,
  }) => {
    // What such a server answers (the API tests run one): its config says so, and it refuses intents.
    await serverWithPayments(page, { available: false, testMode: false });
    const intents: string[] = [];
    await page.route('**/api/create-payment-intent', (route) => {
      intents.push(route.request().url());
      return route.fulfill({ status: 503, json: { error: 'Payments are not set up on this server yet.' } });
    });
    await signUpViaApi(page);

    await page.goto('/');
    await revealHomeSections(page, 'plans');
    await expect(
      page.getByText('Card payments are not set up on this server yet, so plans cannot be bought here for now.'),
    ).toBeVisible();

    // From the plans the config is known: the checkout does not even ask for a payment.
    await page.getByRole('link', { name: 'Choose Gold' }).click();
    await expect(page).toHaveURL('/checkout/Gold/6000');
    const offNotice = page.getByRole('heading', { name: 'Payments are not set up yet' });
    await expect(offNotice).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gold', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByText('Test mode', { exact: true })).toHaveCount(0);
    expect(intents).toEqual([]);

    // Opened directly, the same; readable in both colour schemes.
    await auditScreen(page, 'checkout: payments off', async () => {
      await page.goto('/checkout/Gold/6000');
      await expect(offNotice).toBeVisible();
    });
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });

  test('a checkout whose payment the server refuses with 503 says payments are not set up', async ({ page }) => {
    await signUpViaApi(page);
    await page.route('**/api/create-payment-intent', (route) =>
      route.fulfill({ status: 503, json: { error: 'Payments are not set up on this server yet.' } }),
    );
    await page.goto('/checkout/Silver/3000');
    await expect(page.getByRole('heading', { name: 'Payments are not set up yet' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  });

  test('a declined card says so and records nothing', async ({ page }) => {
    const email = await signUpViaApi(page, 'Declined Student');
    await page.goto('/checkout/Gold/6000');
    await fillCard(page, '4000 0000 0000 0002');
    await payButton(page, 6000).click();
    await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
    await expect(payButton(page, 6000)).toBeEnabled();
    await expect(page.getByText('Payment successful!', { exact: true })).toHaveCount(0);
    expect(await paymentsOf(page, email)).toHaveLength(0);

    await page.goto('/user-dashboard');
    await expect(page.getByText('Badge: Bronze', { exact: true })).toBeVisible();
    const history = dashboardSection(page, 'Payment History');
    await expect(history.getByText('No payments yet.')).toBeVisible();
    await expect(dataRows(history)).toHaveCount(0);
  });

  test('after a failed card the same checkout still pays, once', async ({ page }) => {
    const email = await signUpViaApi(page, 'Retrying Student');
    await page.goto('/checkout/Silver/3000');
    await fillCard(page, '4000 0000 0000 9995');
    await payButton(page, 3000).click();
    await expect(page.getByText('Your card has insufficient funds.', { exact: true })).toBeVisible();

    await page.getByLabel('Card number').fill(GOOD_CARD);
    await payButton(page, 3000).click();
    await expect(page.getByText('Payment successful!', { exact: true })).toBeVisible();
    expect(await paymentsOf(page, email)).toHaveLength(1);
  });

  test('a card step that is neither paid nor refused is "Payment failed or pending."', async ({ page }) => {
    await signUpViaApi(page);
    await page.route('**/api/payments/sandbox/confirm', (route) =>
      route.fulfill({ json: { status: 'requires_action', paymentIntentId: 'pi_pending', error: null } }),
    );
    await page.goto('/checkout/Platinum/9900');
    await fillCard(page, GOOD_CARD);
    await payButton(page, 9900).click();
    await expect(page.getByText('Payment failed or pending.', { exact: true })).toBeVisible();
    await expect(page.getByText('Payment successful!', { exact: true })).toHaveCount(0);
  });

  test('a wrong price or an unknown plan shows an error, no Pay button and creates no payment', async ({ page }) => {
    await signUpViaApi(page);
    const intents: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/create-payment-intent')) intents.push(request.url());
    });

    await page.goto('/checkout/Gold/10');
    await expect(page.getByRole('heading', { name: "This price doesn't match the plan" })).toBeVisible();
    await expect(page.getByText('The Gold plan costs ৳6000, not ৳10.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    for (const plan of PLANS) {
      await expect(page.getByRole('link', { name: `${plan.name} · ৳${plan.price}` })).toHaveAttribute(
        'href',
        `/checkout/${plan.name}/${plan.price}`,
      );
    }

    await page.goto('/checkout/Diamond/500');
    await expect(page.getByRole('heading', { name: 'This plan does not exist' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Compare the plans on the home page' })).toBeVisible();
    expect(intents).toHaveLength(0);

    await page.getByRole('link', { name: 'Gold · ৳6000' }).click();
    await expect(page).toHaveURL('/checkout/Gold/6000');
    await expect(payButton(page, 6000)).toBeEnabled();
    expect(intents).toHaveLength(1);
  });

  test('the Pay button stays disabled until the payment provider is ready @phone', async ({ page }) => {
    await signUpViaApi(page);
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (/stripe/i.test(request.url())) stripeRequests.push(request.url());
    });
    let release: () => void = () => {};
    const providerReady = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/create-payment-intent', async (route) => {
      await providerReady;
      await route.continue().catch(() => {});
    });

    await page.goto('/checkout/Silver/3000');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Payment' })).toBeVisible();
    await expect(payButton(page, 3000)).toBeDisabled();
    await expect(page.getByText('Preparing a secure payment…')).toBeVisible();

    release();
    await expect(payButton(page, 3000)).toBeEnabled();
    await expect(page.getByLabel('Card number')).toBeVisible();
    // The test-mode provider never loads Stripe's code.
    expect(stripeRequests).toEqual([]);
  });
});

/** Stripe.js (faked) takes the card of a Gold intent made with this publishable key. */
async function stripeTakesTheCard(page: Page, publishableKey: string) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  await page.route('**/api/create-payment-intent', (route) =>
    route.fulfill({
      json: {
        clientSecret: 'pi_fake_stripe_secret_123',
        paymentIntentId: 'pi_fake_stripe',
        amount: 600000,
        currency: 'bdt',
        provider: 'stripe',
        publishableKey,
      },
    }),
  );
}

test.describe('checkout with Stripe as the provider', () => {
  // The server's CSP admits js.stripe.com only when it has Stripe keys; this server runs the sandbox.
  test.use({ bypassCSP: true });

  test('live keys: no "Test mode" and no test cards', async ({ page }) => {
    await serverWithPayments(page, { available: true, testMode: false });
    await signUpViaApi(page);
    await stripeTakesTheCard(page, 'pk_live_fake');
    await page.goto('/checkout/Gold/6000');
    await expect(page.getByLabel('Card (Stripe)')).toBeVisible();
    await expect(payButton(page, 6000)).toBeEnabled();
    await expect(page.getByText('Test mode', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Use 4242 4242 4242 4242, any future expiry and any CVC')).toHaveCount(0);
  });

  test('the card goes through Stripe.js (faked here)', async ({ page }) => {
    // Stripe with test keys: the server says test mode.
    await serverWithPayments(page, { available: true, testMode: true });
    const email = await signUpViaApi(page);
    await stripeTakesTheCard(page, 'pk_test_fake');
    const confirmations: unknown[] = [];
    await page.route('**/api/confirm-payment', async (route) => {
      confirmations.push(route.request().postDataJSON());
      await route.fulfill({
        json: {
          success: true,
          payment: {
            id: 'payment-1',
            date: new Date().toISOString(),
            planName: 'Gold',
            amount: 600000,
            currency: 'bdt',
            status: 'succeeded',
            transactionId: 'pi_fake_stripe',
          },
          badge: 'gold',
          subscription: 'Gold',
        },
      });
    });

    await page.goto('/checkout/Gold/6000');
    await expect(page.getByLabel('Card (Stripe)')).toBeVisible();
    await expect(testModeNotice(page)).toBeVisible();
    await expect(page.getByText('Use 4242 4242 4242 4242, any future expiry and any CVC')).toBeVisible();
    await expect(payButton(page, 6000)).toBeEnabled();
    expect(
      await page.evaluate(() => (window as unknown as { __fakeStripe: { publishableKey: string } }).__fakeStripe),
    ).toMatchObject({ publishableKey: 'pk_test_fake', cardOptions: { hidePostalCode: true } });

    // A refusal from Stripe is shown in Stripe's words.
    await page.evaluate(() => {
      (window as unknown as { __fakeStripe: { answer: unknown } }).__fakeStripe.answer = {
        error: { type: 'card_error', message: 'Your card has insufficient funds.' },
      };
    });
    await payButton(page, 6000).click();
    await expect(page.getByText('Your card has insufficient funds.', { exact: true })).toBeVisible();
    expect(confirmations).toEqual([]);

    await page.evaluate(() => {
      (window as unknown as { __fakeStripe: { answer: unknown } }).__fakeStripe.answer = null;
    });
    await payButton(page, 6000).click();
    await expect(page.getByText('Payment successful!', { exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __fakeStripe: { calls: unknown[] } }).__fakeStripe.calls),
    ).toEqual([
      { clientSecret: 'pi_fake_stripe_secret_123', withCard: true },
      { clientSecret: 'pi_fake_stripe_secret_123', withCard: true },
    ]);
    expect(confirmations).toEqual([
      { userEmail: email, planName: 'Gold', amount: 600000, transactionId: 'pi_fake_stripe' },
    ]);
  });
});
