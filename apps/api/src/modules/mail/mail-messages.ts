import type { AccountLanguage } from '@hostel/contract/account';
import type { QueuedMail } from './mail-queue.ts';

/**
 * The account mails, short and plain, in the reader's language: a text part and a simple HTML part
 * with the same words. Each has exactly one link.
 */
export type AccountMailKind =
  | 'verify-email'
  | 'change-email'
  | 'email-changed'
  | 'reset-password'
  | 'admin-reset-password';

interface MailWords {
  subject: string;
  /** `email`: the recipient; `newEmail`: the account's new address, in the mail to the old one. */
  lead: (email: string, newEmail: string) => string;
  action: string;
  after: string;
}

const SIGNATURE = '— Hostel Meals';
// No names: a verification mail goes to an address nobody has proven yet, and a name typed at
// sign-up would be a stranger's words in someone else's inbox.
const GREETING: Record<AccountLanguage, string> = { en: 'Hello,', bn: 'প্রিয় ব্যবহারকারী,' };

const WORDS: Record<AccountLanguage, Record<AccountMailKind, MailWords>> = {
  en: {
    'verify-email': {
      subject: 'Verify your email address for Hostel Meals',
      lead: (email) => `Please confirm that ${email} is your address by opening this link:`,
      action: 'Verify my email address',
      after: 'The link works for one hour. If you did not sign up for Hostel Meals, ignore this email.',
    },
    'change-email': {
      subject: 'Confirm your new email address for Hostel Meals',
      lead: (email) =>
        `You asked to change the email address of your Hostel Meals account to ${email}. To confirm, open this link:`,
      action: 'Confirm my new address',
      after:
        'The link works for one hour. Until you open it, your account keeps its old address. If it was not you, ignore this email.',
    },
    'email-changed': {
      subject: 'Your Hostel Meals email address was changed',
      lead: (email, newEmail) =>
        `The email address of your Hostel Meals account was changed from ${email} to ${newEmail}. If you did this, there is nothing to do. If it was not you, open this link: its page puts your address back at the press of a button.`,
      action: 'Put my address back',
      after:
        'The link works once, for seven days. Putting the address back signs out every device and asks you to choose a new password.',
    },
    'reset-password': {
      subject: 'Reset your Hostel Meals password',
      lead: () =>
        'Someone asked to reset the password of your Hostel Meals account. To choose a new one, open this link:',
      action: 'Choose a new password',
      after: 'The link works once, for one hour. If it was not you, ignore this email: your password stays as it is.',
    },
    'admin-reset-password': {
      subject: 'Reset your Hostel Meals password',
      lead: () => 'An admin of your hostel sent you this link to choose a new password for your Hostel Meals account:',
      action: 'Choose a new password',
      after:
        'The link works once, for one hour. If you do not need it, ignore this email: your password stays as it is.',
    },
  },
  bn: {
    'verify-email': {
      subject: 'Hostel Meals-এ আপনার ইমেইল ঠিকানা যাচাই করুন',
      lead: (email) => `${email} যে আপনার ঠিকানা, তা নিশ্চিত করতে এই লিংকটি খুলুন:`,
      action: 'আমার ইমেইল ঠিকানা যাচাই করুন',
      after: 'লিংকটি এক ঘণ্টা কাজ করবে। আপনি Hostel Meals-এ সাইন আপ না করে থাকলে এই ইমেইলটি উপেক্ষা করুন।',
    },
    'change-email': {
      subject: 'Hostel Meals-এর জন্য আপনার নতুন ইমেইল ঠিকানা নিশ্চিত করুন',
      lead: (email) =>
        `আপনি আপনার Hostel Meals অ্যাকাউন্টের ইমেইল ঠিকানা বদলে ${email} করতে চেয়েছেন। নিশ্চিত করতে এই লিংকটি খুলুন:`,
      action: 'নতুন ঠিকানা নিশ্চিত করুন',
      after:
        'লিংকটি এক ঘণ্টা কাজ করবে। লিংকটি না খোলা পর্যন্ত আপনার অ্যাকাউন্টে পুরোনো ঠিকানাই থাকবে। আপনি না চেয়ে থাকলে এই ইমেইলটি উপেক্ষা করুন।',
    },
    'email-changed': {
      subject: 'আপনার Hostel Meals ইমেইল ঠিকানা বদলানো হয়েছে',
      lead: (email, newEmail) =>
        `আপনার Hostel Meals অ্যাকাউন্টের ইমেইল ঠিকানা ${email} থেকে বদলে ${newEmail} করা হয়েছে। এটি আপনি করে থাকলে কিছু করার দরকার নেই। আপনি না করে থাকলে এই লিংকটি খুলুন: এর পাতায় একটি বোতাম চাপলেই আপনার ঠিকানা ফিরে আসবে।`,
      action: 'আমার ঠিকানা ফিরিয়ে আনুন',
      after:
        'লিংকটি একবারই, সাত দিনের জন্য কাজ করবে। ঠিকানা ফিরিয়ে আনলে সব ডিভাইস থেকে সাইন আউট হবে এবং আপনাকে নতুন পাসওয়ার্ড বেছে নিতে বলা হবে।',
    },
    'reset-password': {
      subject: 'আপনার Hostel Meals পাসওয়ার্ড রিসেট করুন',
      lead: () => 'কেউ আপনার Hostel Meals অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন। নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
      action: 'নতুন পাসওয়ার্ড বেছে নিন',
      after:
        'লিংকটি একবারই, এক ঘণ্টার জন্য কাজ করবে। আপনি না চেয়ে থাকলে এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
    },
    'admin-reset-password': {
      subject: 'আপনার Hostel Meals পাসওয়ার্ড রিসেট করুন',
      lead: () => 'আপনার হোস্টেলের একজন অ্যাডমিন আপনার Hostel Meals অ্যাকাউন্টের নতুন পাসওয়ার্ড বেছে নেওয়ার জন্য এই লিংকটি পাঠিয়েছেন:',
      action: 'নতুন পাসওয়ার্ড বেছে নিন',
      after: 'লিংকটি একবারই, এক ঘণ্টার জন্য কাজ করবে। দরকার না হলে এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
    },
  },
};

export interface AccountMailInput {
  kind: AccountMailKind;
  language: AccountLanguage;
  to: string;
  link: string;
  /** The account's new address, told to the old one ('email-changed'). */
  newEmail?: string;
}

export function accountMail({ kind, language, to, link, newEmail }: AccountMailInput): QueuedMail {
  const words = WORDS[language][kind];
  return renderMail({
    language,
    to,
    link,
    subject: words.subject,
    lead: words.lead(to, newEmail ?? to),
    action: words.action,
    after: words.after,
  });
}

const PLAN_ENDING: Record<
  AccountLanguage,
  (plan: string, endsOn: string) => Omit<MailWords, 'lead'> & { lead: string }
> = {
  en: (plan, endsOn) => ({
    subject: `Your ${plan} plan ends on ${endsOn}`,
    lead: `Your ${plan} meal plan at Hostel Meals ends on ${endsOn}. To keep your meals after that day, renew it here:`,
    action: 'Renew my plan',
    after: 'If you do not renew, your meals stop being covered when the plan ends, and your badge returns to Bronze.',
  }),
  bn: (plan, endsOn) => ({
    subject: `আপনার ${plan} প্ল্যান ${endsOn} তারিখে শেষ হবে`,
    lead: `Hostel Meals-এ আপনার ${plan} মিল প্ল্যান ${endsOn} তারিখে শেষ হবে। সেই দিনের পরেও খাবার পেতে এখানে নবায়ন করুন:`,
    action: 'আমার প্ল্যান নবায়ন করুন',
    after: 'নবায়ন না করলে প্ল্যান শেষ হলে আপনার খাবার আর প্ল্যানের আওতায় থাকবে না, এবং আপনার ব্যাজ আবার ব্রোঞ্জ হবে।',
  }),
};

/** Three days before a plan's last paid-for day (decision 83). */
export function planEndingMail(p: {
  language: AccountLanguage;
  to: string;
  planName: string;
  endsOn: string;
  link: string;
}): QueuedMail {
  return renderMail({ language: p.language, to: p.to, link: p.link, ...PLAN_ENDING[p.language](p.planName, p.endsOn) });
}

function renderMail(m: {
  language: AccountLanguage;
  to: string;
  link: string;
  subject: string;
  lead: string;
  action: string;
  after: string;
}): QueuedMail {
  const paragraphs = [GREETING[m.language], m.lead];
  const text = [...paragraphs, m.link, m.after, SIGNATURE].join('\n\n');
  const html = [
    `<!doctype html><html lang="${m.language}"><head><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; max-width: 36em">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.action)}</a></p>`,
    `<p style="color: #555">${escapeHtml(m.after)}</p>`,
    `<p>${escapeHtml(SIGNATURE)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: m.to, subject: m.subject, text, html, link: m.link };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const ROOMMATE_INVITATION: Record<AccountLanguage, (buyerEmail: string) => Omit<MailWords, 'lead'> & { lead: string }> =
  {
    en: (buyerEmail) => ({
      subject: 'You are invited to share a Platinum meal plan at Hostel Meals',
      lead: `${buyerEmail} invites you to share their Platinum meal plan at Hostel Meals: its meals would be covered for you too. Sign in with this address (or sign up with it and verify it), then accept or decline the invitation on your dashboard:`,
      action: 'Open my dashboard',
      after: 'If you do not know this person, ignore this mail: nothing happens unless you accept.',
    }),
    bn: (buyerEmail) => ({
      subject: 'Hostel Meals-এ একটি প্লাটিনাম মিল প্ল্যান ভাগ করে নেওয়ার আমন্ত্রণ',
      lead: `${buyerEmail} আপনাকে Hostel Meals-এ তাঁর প্লাটিনাম মিল প্ল্যান ভাগ করে নিতে আমন্ত্রণ জানিয়েছেন: এতে আপনার খাবারও প্ল্যানের আওতায় থাকবে। এই ঠিকানা দিয়ে সাইন ইন করুন (অথবা এটি দিয়ে সাইন আপ করে যাচাই করুন), তারপর আপনার ড্যাশবোর্ডে আমন্ত্রণটি গ্রহণ বা প্রত্যাখ্যান করুন:`,
      action: 'আমার ড্যাশবোর্ড খুলুন',
      after: 'আপনি এই ব্যক্তিকে না চিনলে এই মেইলটি উপেক্ষা করুন: আপনি গ্রহণ না করলে কিছুই হবে না।',
    }),
  };

/**
 * A room-mate invitation (issue 25), to the address the buyer typed, whether or not it has an
 * account. It names the buyer by their proven address, not their display name: a name is free text,
 * and this mail goes to someone who never asked for it.
 */
export function roommateInvitationMail(p: {
  language: AccountLanguage;
  to: string;
  buyerEmail: string;
  link: string;
}): QueuedMail {
  return renderMail({ language: p.language, to: p.to, link: p.link, ...ROOMMATE_INVITATION[p.language](p.buyerEmail) });
}
