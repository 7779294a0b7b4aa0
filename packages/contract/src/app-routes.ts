import { ACCOUNT_PAGES } from './account-constants.ts';

/**
 * Every page of the web app, as React Router path patterns (`:name` is one path segment). Declared
 * once, zod-free: the web router (apps/web/src/app/router.tsx) and its links
 * (apps/web/src/config/paths.ts) read it, and so do the server's route hints
 * (apps/api/src/plugins/spa-route-hints.ts), which cannot import the web app.
 */
export const APP_ROUTES = {
  home: '/',
  meals: '/meals',
  upcomingMeals: '/upcoming-meals',
  /** The daily menu: today and the week ahead, slot by slot (signed in, any role). */
  menu: '/menu',
  mealDetails: '/meal-details/:id',
  /** Also `/checkout/bill/{month}`, the bill's checkout (see router.tsx). */
  checkout: '/checkout/:planName/:price',
  signIn: '/signin',
  signUp: '/signup',
  /** Where Google sign-in comes back to. */
  authCallback: '/auth/callback',
  /** Where an address verification link lands (`?error=` when it failed). */
  emailVerified: ACCOUNT_PAGES.emailVerified,
  forgotPassword: '/forgot-password',
  /** Where a password reset link lands (`?token=`, or `?error=` when it failed). */
  resetPassword: ACCOUNT_PAGES.resetPassword,
  /** Where the undo link mailed to the old address of a changed email lands (`?token=`). */
  undoEmailChange: ACCOUNT_PAGES.undoEmailChange,
  /** The first run's page (`?token=` from the link the server logs): creates the hostel's admin. */
  setup: '/setup',
  userDashboard: '/user-dashboard',
  /** A payment's printable receipt (the payer's own). */
  receipt: '/receipt/:id',
  adminDashboard: '/admin-dashboard',
  /** One student's plan, room, payments and bills, for the admin (issue 26). */
  adminStudent: '/admin/students/:id',
  /** Account settings: profile, email, password, devices, data, deletion (any signed-in role). */
  account: ACCOUNT_PAGES.account,
  updateMeal: '/update-meal/:id',
  /** The spec's footer links to these two; the router redirects them. */
  legacyUpcomingMeals: '/upcomingmeals',
  legacyJoin: '/join',
} as const;

export type AppRoute = keyof typeof APP_ROUTES;
