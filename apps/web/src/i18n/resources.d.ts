import 'i18next';
import type account from './locales/en/account.json';
import type admin from './locales/en/admin.json';
import type auth from './locales/en/auth.json';
import type bill from './locales/en/bill.json';
import type common from './locales/en/common.json';
import type controls from './locales/en/controls.json';
import type dashboard from './locales/en/dashboard.json';
import type errors from './locales/en/errors.json';
import type meals from './locales/en/meals.json';
import type menu from './locales/en/menu.json';
import type notifications from './locales/en/notifications.json';
import type plan from './locales/en/plan.json';
import type pwa from './locales/en/pwa.json';

// Typed keys: `t('meals:details.price')` with a typo, or a key only one namespace has, fails to compile.
// English is the source catalog; the Bangla ones must have exactly its keys (src/i18n/catalogs.test.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      meals: typeof meals;
      admin: typeof admin;
      dashboard: typeof dashboard;
      pwa: typeof pwa;
      account: typeof account;
      errors: typeof errors;
      menu: typeof menu;
      bill: typeof bill;
      plan: typeof plan;
      notifications: typeof notifications;
      controls: typeof controls;
    };
  }
}
