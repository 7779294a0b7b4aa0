import { ACCOUNT_PAGES } from '@hostel/contract/account-constants';

/** Every client route in one place, so links and the router never disagree. */
export const paths = {
  home: '/',
  meals: '/meals',
  upcomingMeals: '/upcoming-meals',
  /** The daily menu: today and the week ahead, slot by slot (signed in, any role). */
  menu: '/menu',
  mealDetails: (id: string) => `/meal-details/${encodeURIComponent(id)}`,
  checkout: (planName: string, price: number | string) =>
    `/checkout/${encodeURIComponent(planName)}/${encodeURIComponent(String(price))}`,
  signIn: '/signin',
  signUp: '/signup',
  /** Where Google sign-in comes back to. */
  authCallback: '/auth/callback',
  /** Where an address verification link lands (`?error=` when it failed). */
  emailVerified: ACCOUNT_PAGES.emailVerified,
  forgotPassword: '/forgot-password',
  /** Where a password reset link lands (`?token=`, or `?error=` when it failed). */
  resetPassword: ACCOUNT_PAGES.resetPassword,
  userDashboard: '/user-dashboard',
  /** A payment's printable receipt (the payer's own). */
  receipt: (id: string) => `/receipt/${encodeURIComponent(id)}`,
  adminDashboard: '/admin-dashboard',
  /** Account settings: profile, email, password, devices, data, deletion (any signed-in role). */
  account: ACCOUNT_PAGES.account,
  updateMeal: (id: string) => `/update-meal/${encodeURIComponent(id)}`,
  /** The spec's footer links to these two; the router redirects them (see router.tsx). */
  legacyUpcomingMeals: '/upcomingmeals',
  legacyJoin: '/join',
} as const;
