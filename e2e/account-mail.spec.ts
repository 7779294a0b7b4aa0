import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { auditScreen } from './fixtures/a11y.ts';
import { GOOGLE_TEST_USER, PNG_PHOTO, STRONG_PASSWORD, uniqueEmail } from './fixtures/accounts.ts';
import { dashboardSection, rowWith, signInAsAdminViaApi } from './fixtures/admin.ts';
import { preferBangla } from './fixtures/i18n.ts';
import { linkIn, mailsTo, RESET_SUBJECT, VERIFY_SUBJECT, waitForMail } from './fixtures/mailbox.ts';
import { signInThroughForm, signUpThroughForm, signUpViaApi } from './fixtures/session.ts';

// Address verification and forgotten passwords, end to end: the app sends real mail to the local SMTP
// server (e2e/fixtures/mail-server.ts), and the tests follow the links in it as their owner would.

const NEW_PASSWORD = 'fresh-start-2027';
const BANNER_TEXT = 'Please verify your email address.';
const FORGOT_ANSWER = 'If an account exists for that address, we sent a link to reset the password.';
const TOO_MANY_EMAILS = 'Too many emails requested. Please wait a few minutes and try again.';

/** The page's own answer (the toast says the same). */
const forgotAnswer = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: FORGOT_ANSWER });
const banner = (page: Page) => page.getByRole('status').filter({ hasText: BANNER_TEXT });
const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });
const joinUs = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join Us' });

async function newContext(browser: Browser, options: { bangla?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) });
  if (options.bangla) await preferBangla(context);
  return context;
}

/** Asks for a reset link through /signin → "Forgot password?", as someone who forgot would. */
async function askForResetLink(page: Page, email: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  // The address typed on the sign-in page came along.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgotAnswer(page)).toBeVisible();
}

test.describe('address verification', () => {
  test('the banner arrives without moving the page: at the foot of the window, clear of the footer @phone', async ({
    page,
  }) => {
    await signUpViaApi(page, 'Steady Student', { verified: false });
    // Every layout shift of the load (none comes from input here), summed as Lighthouse's CLS would.
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/meals');
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);

    const viewport = page.viewportSize();
    const box = await banner(page).boundingBox();
    expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
    // Scrolled to the end of a page that does not grow as it scrolls (the list loads more meals),
    // the footer's last line is above the banner, not under it.
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' as ScrollBehavior }),
    );
    const footer = await page.getByRole('contentinfo').boundingBox();
    const bannerTop = (await banner(page).boundingBox())?.y ?? 0;
    expect(footer && Math.round(footer.y + footer.height)).toBeLessThanOrEqual(Math.round(bannerTop));
    // Still the next stop after the navbar for the keyboard; the room at the end holds no button.
    await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(1);
  });

  test('sign-up mails a link in English; the banner stays until it is followed, Resend mails another @phone', async ({
    page,
  }) => {
    const email = await signUpThroughForm(page, 'Verifying Student');
    const first = await waitForMail(email, { subject: VERIFY_SUBJECT });
    expect(first.subject).toBe('Verify your email address for Hostel Meals');
    expect(first.text).toContain(email);
    expect(linkIn(first)).toMatch(/\/api\/auth\/verify-email\?token=[^&]+&callbackURL=%2Femail-verified$/);

    // On every page of the layout, with the address it was sent to.
    await expect(banner(page)).toContainText(`We sent a link to ${email}.`);
    await page.goto('/meals');
    await expect(banner(page)).toBeVisible();

    // Resend: a second mail, with its own link.
    await banner(page).getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('Verification email sent!')).toBeVisible();
    const second = await waitForMail(email, { subject: VERIFY_SUBJECT, after: 1 });
    expect(linkIn(second)).not.toBe(linkIn(first));

    await page.goto(linkIn(second));
    await expect(page).toHaveURL('/email-verified');
    await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified.' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(accountMenu(page)).toBeVisible();
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
    await page.reload();
    await expect(accountMenu(page)).toBeVisible();
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
  });

  test('a Google account arrives verified: no banner, no mail', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Successfully signed in with Google!')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: `Account menu for ${GOOGLE_TEST_USER.name}` })).toBeVisible();
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
    expect(await mailsTo(GOOGLE_TEST_USER.email)).toEqual([]);
  });

  test('a reader of Bangla gets the mail, the banner and the answer in Bangla', async ({ browser }) => {
    const context = await newContext(browser, { bangla: true });
    const page = await context.newPage();
    const email = uniqueEmail();
    await page.goto('/signup');
    await page.getByLabel('নাম', { exact: true }).fill('বাংলা পাঠক');
    await page.getByLabel('ছবি').setInputFiles(PNG_PHOTO);
    await page.getByLabel('ইমেইল').fill(email);
    await page.getByLabel('পাসওয়ার্ড').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'সাইন আপ' }).click();
    await expect(page).toHaveURL('/');

    const mail = await waitForMail(email, { subject: VERIFY_SUBJECT });
    expect(mail.subject).toBe('Hostel Meals-এ আপনার ইমেইল ঠিকানা যাচাই করুন');
    expect(mail.text).toMatch(/[\u0980-\u09FF]/);

    const bangla = page.getByRole('status').filter({ hasText: 'আপনার ইমেইল ঠিকানা যাচাই করুন।' });
    await expect(bangla).toContainText(email);
    await expect(bangla.getByRole('button', { name: 'আবার পাঠান' })).toBeVisible();

    await page.goto(linkIn(mail));
    await expect(page.getByRole('heading', { level: 1, name: 'ইমেইল যাচাই হয়েছে' })).toBeVisible();
    await expect(page.getByText('আপনার ইমেইল ঠিকানা যাচাই হয়েছে।')).toBeVisible();
    await page.goto('/');
    await expect(accountMenu(page)).toHaveCount(0); // the label is in Bangla now
    await expect(page.getByRole('button', { name: /অ্যাকাউন্ট মেনু/ })).toBeVisible();
    await expect(bangla).toHaveCount(0);
    await context.close();
  });

  test('a bad or expired link says so, and offers a new one: Resend signed in, sign in first otherwise', async ({
    page,
  }) => {
    // A link whose token was tampered with: the server sends it back with ?error=INVALID_TOKEN.
    await page.goto('/api/auth/verify-email?token=not-a-real-token&callbackURL=%2Femail-verified');
    await expect(page).toHaveURL(/\/email-verified\?error=INVALID_TOKEN$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This verification link is not valid or was already used.');
    await expect(page.getByText('Sign in to get a new link.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');

    // Signed in and still unverified, an expired link offers Resend right there.
    const email = await signUpViaApi(page, 'Late Student', { verified: false });
    await waitForMail(email, { subject: VERIFY_SUBJECT });
    await page.goto('/email-verified?error=TOKEN_EXPIRED');
    await expect(page.getByRole('alert')).toHaveText('This verification link has expired (links work for one hour).');
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('Verification email sent!')).toBeVisible();
    await waitForMail(email, { subject: VERIFY_SUBJECT, after: 1 });
  });

  test('mail to one address is limited: past it, Resend says to wait, in the reader’s language', async ({
    browser,
  }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = await signUpViaApi(page, 'Impatient Student', { verified: false });
    await page.goto('/');
    // Resend until the address has had its share (a few mails in 15 minutes), then once more.
    let sent = 0;
    for (;;) {
      const answer = page.waitForResponse('**/api/auth/send-verification-email');
      await banner(page).getByRole('button', { name: 'Resend' }).click();
      if ((await answer).status() === 429) break;
      await expect(page.getByText('Verification email sent!')).toBeVisible();
      sent += 1;
      expect(sent, 'Resend was never limited').toBeLessThan(10);
    }
    await expect(page.getByText(TOO_MANY_EMAILS)).toBeVisible();
    expect(sent).toBeGreaterThan(0);
    // The refused one sent nothing: the sign-up's mail and each accepted Resend.
    await waitForMail(email, { after: sent });
    expect(await mailsTo(email)).toHaveLength(sent + 1);

    await page.evaluate(() => localStorage.setItem('hostel-meals.language', 'bn'));
    await page.reload();
    await page.getByRole('button', { name: 'আবার পাঠান' }).click();
    await expect(page.getByText('অনেকবার ইমেইল চাওয়া হয়েছে। কয়েক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।')).toBeVisible();
    await context.close();
  });

  test('paying and becoming an admin wait for a verified address, and say so in the reader’s language', async ({
    page,
    browser,
  }) => {
    const email = await signUpViaApi(page, 'Unverified Payer', { verified: false });
    await page.goto('/checkout/Gold/6000');
    // Said instead of the card form, with no "Try again" (it cannot help until the link is opened).
    const notice = page.getByRole('alert', { name: 'Verify your email address first' });
    await expect(notice).toContainText(`Your receipt goes to ${email}.`);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByTestId('verify-email-banner').getByRole('button', { name: 'Resend' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('hostel-meals.language', 'bn'));
    await page.reload();
    await expect(page.getByRole('alert', { name: 'আগে আপনার ইমেইল ঠিকানা যাচাই করুন' })).toContainText(
      `আপনার রসিদ যাবে ${email} ঠিকানায়।`,
    );

    const admin = await newContext(browser);
    const adminPage = await admin.newPage();
    await signInAsAdminViaApi(adminPage);
    await adminPage.goto('/admin-dashboard');
    const users = dashboardSection(adminPage, 'Manage Users');
    await users.getByLabel('Search users by email').fill(email);
    await users.getByRole('button', { name: 'Search', exact: true }).click();
    await rowWith(users, email).getByRole('button', { name: 'Make Admin' }).click();
    await expect(adminPage.getByText('Please verify your email address first.')).toBeVisible();
    await expect(rowWith(users, email).getByRole('button', { name: 'Make Admin' })).toBeVisible();
    await admin.close();
  });
});

test.describe('pre-registered accounts', () => {
  test("someone signs up with another's address: the owner's link signs nobody in, the owner chooses a password, the first is out", async ({
    browser,
  }) => {
    const victimEmail = uniqueEmail('victim');
    const attackerPassword = 'not-the-owners-9';
    // The attacker signs up with the victim's address and a password of their own.
    const attacker = await newContext(browser);
    const attackerPage = await attacker.newPage();
    await attackerPage.goto('/signup');
    await attackerPage.getByLabel('Name', { exact: true }).fill('Pretender');
    await attackerPage.getByLabel('Photo').setInputFiles(PNG_PHOTO);
    await attackerPage.getByLabel('Email').fill(victimEmail);
    await attackerPage.getByLabel('Password').fill(attackerPassword);
    await attackerPage.getByRole('button', { name: 'Sign up' }).click();
    await expect(attackerPage.getByText('User created successfully and saved to DB')).toBeVisible();
    await expect(accountMenu(attackerPage)).toBeVisible();

    // The victim opens the mail in their own browser: not signed in, asked for a password of their own.
    const victim = await newContext(browser);
    const victimPage = await victim.newPage();
    const mail = await waitForMail(victimEmail, { subject: VERIFY_SUBJECT });
    await victimPage.goto(linkIn(mail));
    await expect(victimPage).toHaveURL(/\/reset-password\?token=[^&]+$/);
    await expect(victimPage.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(accountMenu(victimPage)).toHaveCount(0);
    await victimPage.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await victimPage.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await victimPage.getByRole('button', { name: 'Save new password' }).click();
    await expect(victimPage.getByText('Password reset successfully!')).toBeVisible();
    await expect(accountMenu(victimPage)).toBeVisible();
    await expect(banner(victimPage)).toHaveCount(0);

    // The attacker's session is gone, and their password no longer works.
    await attackerPage.goto('/');
    await expect(joinUs(attackerPage)).toBeVisible();
    await expect(accountMenu(attackerPage)).toHaveCount(0);
    await attackerPage.goto('/signin');
    await signInThroughForm(attackerPage, victimEmail, attackerPassword);
    await expect(attackerPage.getByText('Failed to sign in. Please check your credentials.')).toBeVisible();
    await attacker.close();
    await victim.close();
  });
});

test.describe('forgotten password', () => {
  test('mail, link, a new password: signed in here, every other session ends, and the link works once', async ({
    browser,
  }) => {
    // The account, signed in on two other devices.
    const laptop = await newContext(browser);
    const laptopPage = await laptop.newPage();
    const email = await signUpViaApi(laptopPage, 'Forgetful Student', { verified: false });
    const phone = await newContext(browser);
    const phonePage = await phone.newPage();
    await phonePage.goto('/signin');
    await signInThroughForm(phonePage, email);
    await expect(phonePage.getByText('Successfully signed in!')).toBeVisible();

    // A third browser, signed out, asks for a link.
    const context = await newContext(browser);
    const page = await context.newPage();
    await askForResetLink(page, email);
    await expect(forgotAnswer(page)).toContainText(`Look in the inbox of ${email}. The link works once, for one hour.`);
    const mail = await waitForMail(email, { subject: RESET_SUBJECT });
    expect(mail.subject).toBe('Reset your Hostel Meals password');
    const link = linkIn(mail);
    expect(link).toMatch(/\/api\/auth\/reset-password\/[^/?]+\?callbackURL=%2Freset-password$/);

    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=[^&]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // The sign-up rule and hint; the two entries must agree.
    await expect(page.getByText('at least eight characters, including at least 1 letter and 1 number')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('onlyletters');
    await page.getByLabel('Confirm new password').fill('onlyletters');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Error: Password must include at least 1 number.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Error: The passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password reset successfully!')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Account menu for Forgetful Student' })).toBeVisible();

    // The devices signed in before are signed out.
    for (const other of [laptopPage, phonePage]) {
      await other.goto('/');
      await expect(joinUs(other)).toBeVisible();
      await expect(accountMenu(other)).toHaveCount(0);
    }
    // The old password no longer works; the new one does.
    await phonePage.goto('/signin');
    await signInThroughForm(phonePage, email);
    await expect(phonePage.getByText('Failed to sign in. Please check your credentials.')).toBeVisible();
    await signInThroughForm(phonePage, email, NEW_PASSWORD);
    await expect(phonePage.getByText('Successfully signed in!')).toBeVisible();

    // The same link again: refused, with the way to a new one.
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN$/);
    await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used.');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');

    await Promise.all([laptop.close(), phone.close(), context.close()]);
  });

  test('the answer is the same for an address without an account, and no mail goes there', async ({ page }) => {
    const known = await signUpViaApi(page, 'Known Student', { verified: false });
    await page.context().clearCookies();
    const unknown = uniqueEmail('nobody');

    await askForResetLink(page, unknown);
    const answerForUnknown = await forgotAnswer(page).innerText();
    await page.getByRole('button', { name: 'Use another address' }).click();
    await page.getByLabel('Email').fill(known);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgotAnswer(page)).toContainText(known);
    const answerForKnown = await forgotAnswer(page).innerText();
    expect(answerForKnown.replace(known, '…')).toBe(answerForUnknown.replace(unknown, '…'));

    // Mail goes out in order: once the known address's mail is in, the unknown one's would be too.
    await waitForMail(known, { subject: RESET_SUBJECT });
    expect(await mailsTo(unknown)).toEqual([]);
  });

  test('a reset link that was never valid, or no token at all, asks for a new link', async ({ page }) => {
    await page.goto('/api/auth/reset-password/not-a-real-token?callbackURL=%2Freset-password');
    await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN$/);
    await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used.');
    await page.goto('/reset-password');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    // A token that dies while the page is open (used elsewhere) turns the form into the same notice.
    await page.goto('/reset-password?token=made-up-token');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used.');
  });
});

test.describe('screens of the account mail', () => {
  // Each width, language and scheme of three screens, with axe on each.
  test.describe.configure({ timeout: 120_000 });

  const WIDTHS = [390, 1280] as const;

  test('banner, /email-verified, /forgot-password and /reset-password: both widths, both languages, light and dark', async ({
    browser,
  }) => {
    for (const bangla of [false, true]) {
      const context = await newContext(browser, { bangla });
      const page = await context.newPage();
      const email = await signUpViaApi(page, bangla ? 'বাংলা পাঠক' : 'Screenshot Student', { verified: false });
      const lang = bangla ? 'bn' : 'en';
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
          const shot = async (name: string) =>
            page.screenshot({ path: test.info().outputPath(`${name}-${lang}-${width}-${colorScheme}.png`) });
          await page.goto('/');
          await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
          await shot('banner');
          await page.goto('/email-verified?error=TOKEN_EXPIRED');
          await expect(page.getByRole('alert')).toBeVisible();
          await expect(page.getByRole('button', { name: bangla ? 'আবার পাঠান' : 'Resend' })).toBeVisible();
          await shot('email-verified-expired');
          await page.goto('/reset-password?token=made-up-token');
          await expect(
            page.getByRole('button', { name: bangla ? 'নতুন পাসওয়ার্ড সংরক্ষণ করুন' : 'Save new password' }),
          ).toBeVisible();
          await shot('reset-password');
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/email-verified');
      await expect(page.getByRole('status').filter({ hasText: bangla ? 'যাচাই হয়েছে' : 'is verified' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`email-verified-${lang}.png`) });
      await context.clearCookies();
      await page.goto('/forgot-password');
      await page.getByRole('textbox').fill(uniqueEmail('shot'));
      await page.getByRole('button', { name: bangla ? 'রিসেট লিংক পাঠান' : 'Send reset link' }).click();
      await expect(page.getByRole('button', { name: bangla ? 'অন্য ঠিকানা দিন' : 'Use another address' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`forgot-password-sent-${lang}.png`) });
      await context.close();
    }
  });

  test('axe finds nothing serious on the banner and the pages, light or dark', async ({ page }) => {
    await signUpViaApi(page, 'Audited Student', { verified: false });
    // The banner alone: the page under it is audited by accessibility.spec.ts.
    await auditScreen(
      page,
      'the verification banner',
      async () => {
        await page.goto('/');
        await expect(banner(page)).toBeVisible();
      },
      { include: '[data-testid="verify-email-banner"]' },
    );
    await auditScreen(page, '/email-verified, expired', async () => {
      await page.goto('/email-verified?error=TOKEN_EXPIRED');
      await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
    });
    await auditScreen(page, '/reset-password', async () => {
      await page.goto('/reset-password?token=made-up-token');
      await expect(page.getByRole('button', { name: 'Save new password' })).toBeVisible();
    });
    await page.context().clearCookies();
    await auditScreen(page, '/forgot-password', async () => {
      await page.goto('/forgot-password');
      await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    });
  });

  test('the banner is reached by keyboard right after the navbar', async ({ page }) => {
    await signUpViaApi(page, 'Keyboard Student', { verified: false });
    await page.goto('/');
    const resend = banner(page).getByRole('button', { name: 'Resend' });
    await expect(resend).toBeVisible();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      if (await resend.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(resend).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Verification email sent!')).toBeVisible();
  });
});
