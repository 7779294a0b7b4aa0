import { readFile } from 'node:fs/promises';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { auditScreen } from './fixtures/a11y.ts';
import { GOOGLE_TEST_USER, PNG_PHOTO, STRONG_PASSWORD, uniqueEmail } from './fixtures/accounts.ts';
import { dashboardSection, newStudent, rowWith, signInAsAdminViaApi } from './fixtures/admin.ts';
import { ongoingMeals, postReviewAsUser } from './fixtures/dashboard.ts';
import { expectFullyTranslated, preferBangla } from './fixtures/i18n.ts';
import { expectTabReachesEverything } from './fixtures/keyboard.ts';
import { linkIn, waitForMail } from './fixtures/mailbox.ts';
import { settled } from './fixtures/screens.ts';
import { openAccountMenu, signUpViaApi } from './fixtures/session.ts';

// Issue 16's account settings page (/account), from the avatar menu: profile, email, password,
// devices, Download my data and Delete account; and the admin's Send password reset.

const origin = () => String(test.info().project.use.baseURL);
const NEW_PASSWORD = 'fresh-hostel-pass-77';

/** The same account signed in from a second browser (a phone, a lab computer). */
async function signInElsewhere(browser: Browser, email: string, password = STRONG_PASSWORD): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin() });
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: origin() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

/** Whether that browser is still signed in, as the server sees it. */
async function isSignedIn(context: BrowserContext): Promise<boolean> {
  const response = await context.request.get('/api/auth/get-session');
  expect(response.status()).toBe(200);
  return Boolean(await response.json());
}

async function signInStatus(browser: Browser, email: string, password: string): Promise<number> {
  const context = await browser.newContext({ baseURL: origin() });
  try {
    const response = await context.request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { origin: origin() },
    });
    return response.status();
  } finally {
    await context.close();
  }
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const devicesList = (page: Page) => page.getByRole('list', { name: 'Signed-in devices' });

async function openAccount(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await settled(page);
}

test.describe('account settings', () => {
  test('opens from the avatar menu and changes the name', async ({ page }) => {
    await signUpViaApi(page, 'Rahim Uddin');
    await page.goto('/');
    await openAccountMenu(page, 'Rahim Uddin');
    await page.getByRole('link', { name: 'Account settings' }).click();
    await expect(page).toHaveURL('/account');
    await settled(page);

    const profile = section(page, 'Profile');
    await expect(profile.getByLabel('Name')).toHaveValue('Rahim Uddin');
    await profile.getByLabel('Name').fill('Rahim Chowdhury');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile updated!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Rahim Chowdhury' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Rahim Chowdhury' })).toBeVisible();

    // A new photo: uploaded, then shown by the avatar menu and the page.
    await profile.getByLabel('Photo', { exact: true }).setInputFiles(PNG_PHOTO);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile updated!').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Rahim Chowdhury' }).locator('img')).toHaveAttribute(
      'src',
      /\/api\/uploads\//,
    );
    await expect(profile.getByText('Current image')).toBeVisible();

    // Not an image: refused before anything is sent.
    await profile
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Error: The photo must be a JPEG, PNG, WebP or AVIF image.')).toBeVisible();

    // A blank name is refused before anything is sent.
    await profile.getByLabel('Name').fill('   ');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Error: Please enter your name.')).toBeVisible();
    await expect(profile.getByLabel('Name')).toBeFocused();

    await page.reload();
    await settled(page);
    await expect(section(page, 'Profile').getByLabel('Name')).toHaveValue('Rahim Chowdhury');
  });

  test('changing the password needs the current one and signs the other browser out', async ({ page, browser }) => {
    const email = await signUpViaApi(page, 'Password Student');
    const phone = await signInElsewhere(browser, email);
    try {
      expect(await isSignedIn(phone)).toBe(true);
      await openAccount(page);
      const password = section(page, 'Password');

      await password.getByLabel('Current password').fill('not-my-password-1');
      await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('That password is not right. Please try again.')).toBeVisible();
      expect(await isSignedIn(phone)).toBe(true);

      // The sign-up rule, and the two new ones must match.
      await password.getByLabel('Current password').fill(STRONG_PASSWORD);
      await password.getByLabel('New password', { exact: true }).fill('short1');
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
      await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await password.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('The new passwords do not match.')).toBeVisible();

      await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Password changed. Other devices were signed out.')).toBeVisible();
      await expect(password.getByLabel('Current password')).toHaveValue('');

      expect(await isSignedIn(phone)).toBe(false);
      expect(await signInStatus(browser, email, STRONG_PASSWORD)).toBe(401);
      expect(await signInStatus(browser, email, NEW_PASSWORD)).toBe(200);
      // This browser stays signed in.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    } finally {
      await phone.close();
    }
  });

  test('changing the email takes effect from the link mailed to the new address', async ({ page }) => {
    const email = await signUpViaApi(page, 'Moving Student');
    const newEmail = uniqueEmail('moved');
    await openAccount(page);
    const emailSection = section(page, 'Email');
    await expect(emailSection.getByText(email)).toBeVisible();
    await expect(emailSection.getByText('Verified', { exact: true })).toBeVisible();

    await emailSection.getByLabel('New email').fill(email.toUpperCase());
    await emailSection.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByText('Error: That is already your email address.')).toBeVisible();

    await emailSection.getByLabel('New email').fill(newEmail);
    await emailSection.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByText('Error: Please enter your current password.')).toBeVisible();
    await emailSection.getByLabel('Your password').fill(STRONG_PASSWORD);
    await emailSection.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByText('Check your new inbox to confirm the change.')).toBeVisible();
    await expect(emailSection.getByRole('status')).toContainText(newEmail);
    // Nothing changes before the link is opened.
    await expect(emailSection.getByText(email, { exact: true })).toBeVisible();

    const mail = await waitForMail(newEmail, { subject: /new email address/i });
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/\/email-verified/);
    await openAccount(page);
    await expect(section(page, 'Email').getByText(newEmail, { exact: true })).toBeVisible();
    await expect(section(page, 'Email').getByText(email, { exact: true })).toHaveCount(0);
    await expect(section(page, 'Email').getByText('Verified', { exact: true })).toBeVisible();
    // The old address is told, with a link that would put it back.
    const told = await waitForMail(email, { subject: /email address was changed/i });
    expect(told.text).toContain(newEmail);

    // The link opens a page that explains the undo (opening it changes nothing); its button does it.
    const undoLink = linkIn(told);
    await page.goto(undoLink);
    await expect(page).toHaveURL(/\/undo-email-change\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Put your old email address back' })).toBeVisible();
    await expect(page.getByText('sign out every device signed in to the account')).toBeVisible();
    await screenshots(page, 'undo-email-en', noSideScroll);
    await auditScreen(page, 'undo email change', async () => {
      await page.goto(undoLink);
    });
    await page.getByRole('button', { name: 'Put my address back' }).click();
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // Once only: the same link now says so.
    await page.goto(undoLink);
    await page.getByRole('button', { name: 'Put my address back' }).click();
    await expect(page.getByRole('alert')).toContainText('This link no longer works');
  });

  test('lists the signed-in devices and signs another one out', async ({ page, browser }) => {
    const email = await signUpViaApi(page, 'Two Devices');
    const laptop = await signInElsewhere(browser, email);
    try {
      await openAccount(page);
      const items = devicesList(page).getByRole('listitem');
      await expect(items).toHaveCount(2);
      const here = items.filter({ hasText: 'This device' });
      const other = items.filter({ hasNotText: 'This device' });
      await expect(here).toHaveCount(1);
      // Playwright's desktop Chrome says it runs on Windows.
      await expect(here).toContainText('Chrome on Windows');
      await expect(here).toContainText('Last active now');
      await expect(here).toContainText('127.0.0.1');

      await other.getByRole('button', { name: /^Sign out/ }).click();
      await expect(page.getByText('Device signed out.')).toBeVisible();
      await expect(items).toHaveCount(1);
      expect(await isSignedIn(laptop)).toBe(false);
      await expect(section(page, 'Devices').getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    } finally {
      await laptop.close();
    }
  });

  test('Sign out everywhere else ends every other session', async ({ page, browser }) => {
    const email = await signUpViaApi(page, 'Many Devices');
    const others = [await signInElsewhere(browser, email), await signInElsewhere(browser, email)];
    try {
      await openAccount(page);
      await expect(devicesList(page).getByRole('listitem')).toHaveCount(3);
      await section(page, 'Devices').getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect(page.getByText('Signed out on every other device.')).toBeVisible();
      await expect(devicesList(page).getByRole('listitem')).toHaveCount(1);
      for (const other of others) expect(await isSignedIn(other)).toBe(false);

      // Sign out on this very device is a logout: home, signed out.
      await devicesList(page)
        .getByRole('listitem')
        .getByRole('button', { name: /^Sign out/ })
        .click();
      await expect(page.getByText('Successfully logged out!')).toBeVisible();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join Us' })).toBeVisible();
      expect(await isSignedIn(page.context())).toBe(false);
    } finally {
      for (const other of others) await other.close();
    }
  });

  test('Download my data saves one JSON file with the account in it', async ({ page }) => {
    const email = await signUpViaApi(page, 'Data Student');
    await openAccount(page);
    const downloading = page.waitForEvent('download');
    await section(page, 'Your data').getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^hostel-meals-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    const data = JSON.parse(text) as unknown;
    expect(JSON.stringify(data)).toContain(email);
    await expect(page.getByText('Your data was downloaded.')).toBeVisible();
  });

  test('deleting the account takes the password; the review stays as Former student', async ({ page, browser }) => {
    const email = await signUpViaApi(page, 'Leaving Student');
    const [meal] = await ongoingMeals(page.request, 1);
    if (!meal) throw new Error('a meal expected');
    const reviewText = `Farewell dal, ${Date.now()}`;
    await postReviewAsUser(page, meal._id, reviewText);

    await openAccount(page);
    const danger = section(page, 'Delete account');
    await expect(danger).toContainText('Former student');
    await danger.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expect(dialog).toContainText("You won't be able to revert this!");

    // Download my data is offered inside the dialog, which stays open.
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download my data' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.json$/);
    await expect(dialog).toBeVisible();

    // Empty, then wrong: said in the dialog, which stays open for another try.
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(dialog).toContainText('Please enter your password to confirm.');
    await dialog.getByLabel('Enter your password to confirm').fill('wrong-password-9');
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(dialog).toContainText('That password is not right. Please try again.');

    await dialog.getByLabel('Enter your password to confirm').fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(page.getByText('Your account was deleted.')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join Us' })).toBeVisible();
    expect(await signInStatus(browser, email, STRONG_PASSWORD)).toBe(401);

    // Another student reads the meal: the review is there, its author a former student.
    await signUpViaApi(page, 'Reading Student');
    await page.goto(`/meal-details/${meal._id}`);
    const review = page.getByRole('article').filter({ hasText: reviewText });
    await expect(review).toBeVisible();
    await expect(review).toContainText('Former student');
    await expect(review).not.toContainText('Leaving Student');
  });

  test('a Google-only account has no password to change and deletes after a fresh Google sign-in', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Successfully signed in with Google!')).toBeVisible();
    await openAccount(page);
    await expect(section(page, 'Password')).toContainText('You sign in with Google');
    await expect(section(page, 'Password').getByLabel('Current password')).toHaveCount(0);
    const danger = section(page, 'Delete account');
    await expect(danger).toContainText('signed in with Google in the last 10 minutes');
    await danger.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(page.getByText('Your account was deleted.')).toBeVisible();
    await expect(page).toHaveURL('/');
    // Signing in with Google again makes a new account of the same person.
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('button', { name: `Account menu for ${GOOGLE_TEST_USER.name}` })).toBeVisible();
  });

  test('keyboard: the delete dialog opens from the keyboard, starts in the password box and gives focus back', async ({
    page,
  }) => {
    await signUpViaApi(page, 'Keyboard Student');
    await openAccount(page);
    const open = section(page, 'Delete account').getByRole('button', { name: 'Delete my account' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Enter your password to confirm')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    // Still here, still signed in.
    await expect(page).toHaveURL('/account');

    // Every control of the page is reached by Tab, each showing where focus is.
    await page.reload();
    await settled(page);
    await expectTabReachesEverything(page, { scope: 'main' });
  });

  test('switching the language while signed in saves it for the mails', async ({ page }) => {
    await signUpViaApi(page, 'Bangla Mail');
    await openAccount(page);
    // The avatar menu listens for the switch (its code loads with the signed-in navbar).
    await expect(page.getByRole('button', { name: 'Account menu for Bangla Mail' })).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/language') && r.request().method() === 'PUT', {
      timeout: 10_000,
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /^Language/ })
      .first()
      .click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'অ্যাকাউন্ট সেটিংস' })).toBeVisible();
    const status = await page.request.get('/api/me/account');
    expect(((await status.json()) as { language: string }).language).toBe('bn');
  });
});

test.describe('admin: Send password reset', () => {
  test('mails the student a reset link; the admin has no button on their own row', async ({ page, browser }) => {
    const student = await newStudent(browser, 'Forgetful Student');
    try {
      await signInAsAdminViaApi(page);
      await page.goto('/admin-dashboard');
      const users = dashboardSection(page, 'Manage Users');
      await users.getByLabel('Search users by email').fill(student.email);
      await users.getByRole('button', { name: 'Search', exact: true }).click();
      const row = rowWith(users, student.email);
      await row.getByRole('button', { name: `Send password reset to ${student.email}` }).click();
      await expect(page.getByText(`Password reset email sent to ${student.email}`)).toBeVisible();
      const mail = await waitForMail(student.email, { subject: /Reset your Hostel Meals password/ });
      expect(linkIn(mail)).toContain('/reset-password');
      await users.getByRole('button', { name: 'Show all users' }).click();
      await expect(rowWith(users, student.email)).toBeVisible();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await users.screenshot({ path: test.info().outputPath(`manage-users-${width}.png`) });
      }

      await users.getByLabel('Search users by email').fill('warden@hostel.test');
      await users.getByRole('button', { name: 'Search', exact: true }).click();
      const own = rowWith(users, 'warden@hostel.test');
      await expect(own.getByRole('button', { name: /Make Admin|Remove Admin/ })).toBeVisible();
      await expect(own.getByRole('button', { name: /Send password reset/ })).toHaveCount(0);
    } finally {
      await student.context.close();
    }
  });
});

/** The page in one look: at a phone's and a laptop's width, light and dark. */
async function screenshots(page: Page, name: string, check?: (page: Page) => Promise<void>) {
  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await settled(page);
      await check?.(page);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${colorScheme}.png`), fullPage: true });
    }
  }
}

const noSideScroll = async (page: Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
};

test.describe('account settings screens', () => {
  test('in English: phone and laptop, light and dark, and axe finds nothing serious', async ({ page, browser }) => {
    const email = await signUpViaApi(page, 'Screen Student');
    const other = await signInElsewhere(browser, email);
    try {
      await openAccount(page);
      await expect(devicesList(page).getByRole('listitem')).toHaveCount(2);
      await screenshots(page, 'account-en', noSideScroll);
      await page.setViewportSize({ width: 1280, height: 900 });
      await auditScreen(page, 'account settings', () => openAccount(page));
      await section(page, 'Delete account').getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('account-en-delete-dialog.png') });
      await auditScreen(page, 'delete dialog', async () => {}, { include: '.swal2-popup' });
    } finally {
      await other.close();
    }
  });

  test('in Bangla: everything translated, phone and laptop, light and dark', async ({ page, context }) => {
    await preferBangla(context);
    await signUpViaApi(page, 'Bangla Student');
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'অ্যাকাউন্ট সেটিংস' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'সাইন ইন করা ডিভাইস' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('এই ডিভাইস')).toBeVisible();
    await expectFullyTranslated(page, 'account-bn');
    await screenshots(page, 'account-bn', noSideScroll);
    await page.getByRole('button', { name: 'আমার অ্যাকাউন্ট মুছুন' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectFullyTranslated(page, 'account-bn-delete-dialog');
  });

  test('in Bangla: the undo page of a change of email, and its dead-link answer', async ({ page, context }) => {
    await preferBangla(context);
    // The page asks nothing of the server until its button is pressed.
    await page.goto('/undo-email-change?token=never-issued');
    await expect(page.getByRole('heading', { level: 1, name: 'আপনার পুরোনো ইমেইল ঠিকানা ফিরিয়ে আনুন' })).toBeVisible();
    await expectFullyTranslated(page, 'undo-email-bn');
    await screenshots(page, 'undo-email-bn', noSideScroll);
    await page.getByRole('button', { name: 'আমার ঠিকানা ফিরিয়ে আনুন' }).click();
    await expect(page.getByRole('alert')).toContainText('এই লিংকটি আর কাজ করে না');
    await expectFullyTranslated(page, 'undo-email-bn-dead');
  });
});
