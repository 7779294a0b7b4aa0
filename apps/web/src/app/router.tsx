import { APP_ROUTES } from '@hostel/contract/app-routes';
import type { Namespace } from 'i18next';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, Navigate } from 'react-router';
import { FullPageSpinner } from '../components/layout/full-page-spinner.tsx';
import { i18next } from '../i18n/i18n.ts';
import { RequireAdmin, RequireSignedIn, RequireUserRole } from './routes/guards.tsx';
import { AppShellFallback, RootLayout } from './routes/root-layout.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';

/** A route module may start its first request itself, as soon as its code is in (see lazyRoute). */
interface RouteModule {
  prefetchRoute?: (args: LoaderFunctionArgs) => void;
}

/**
 * Turns a route module's named component export into React Router's lazy route shape. The screen's
 * catalogs load alongside its code, so it renders at once instead of suspending on its first render.
 * A module's `prefetchRoute` runs as the route's loader: its data (and first photo) are on the way
 * before the page renders. It never waits for them: the page shows its own loading state.
 */
const lazyRoute =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: Namespace = []) =>
  async () => {
    const [module] = await Promise.all([load(), i18next.loadNamespaces(namespaces)]);
    const prefetch = (module as RouteModule).prefetchRoute;
    return {
      Component: pick(module),
      ...(prefetch
        ? {
            loader: (args: LoaderFunctionArgs) => {
              prefetch(args);
              return null;
            },
          }
        : {}),
    };
  };

export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: AppShellFallback,
    children: [
      {
        index: true,
        lazy: lazyRoute(
          () => import('./routes/home.tsx'),
          (m) => m.HomeRoute,
          ['meals'],
        ),
      },
      {
        path: APP_ROUTES.meals,
        lazy: lazyRoute(
          () => import('./routes/meals.tsx'),
          (m) => m.MealsRoute,
          ['meals'],
        ),
      },
      // Guarded pages (the spec's section 2): signed in; user dashboard for role user; admin pages.
      {
        Component: RequireSignedIn,
        children: [
          {
            path: APP_ROUTES.upcomingMeals,
            lazy: lazyRoute(
              () => import('./routes/upcoming-meals.tsx'),
              (m) => m.UpcomingMealsRoute,
              ['meals'],
            ),
          },
          {
            path: APP_ROUTES.mealDetails,
            lazy: lazyRoute(
              () => import('./routes/meal-details.tsx'),
              (m) => m.MealDetailsRoute,
              ['meals'],
            ),
          },
          {
            path: APP_ROUTES.menu,
            lazy: lazyRoute(
              () => import('./routes/menu.tsx'),
              (m) => m.MenuRoute,
              ['menu'],
            ),
          },
          {
            path: APP_ROUTES.account,
            lazy: lazyRoute(
              () => import('./routes/account.tsx'),
              (m) => m.AccountRoute,
              ['account', 'auth', 'controls'],
            ),
          },
          {
            path: APP_ROUTES.receipt,
            lazy: lazyRoute(
              () => import('./routes/receipt.tsx'),
              (m) => m.ReceiptRoute,
              ['bill'],
            ),
          },
          {
            // Also `/checkout/bill/{month}`, the bill's checkout (checkout.tsx tells them apart): one
            // route entry less in the first bundle, which is at its budget.
            path: APP_ROUTES.checkout,
            lazy: lazyRoute(
              () => import('./routes/checkout.tsx'),
              (m) => m.CheckoutRoute,
              ['dashboard', 'plan'],
            ),
          },
        ],
      },
      {
        Component: RequireUserRole,
        children: [
          {
            path: APP_ROUTES.userDashboard,
            lazy: lazyRoute(
              () => import('./routes/user-dashboard.tsx'),
              (m) => m.UserDashboardRoute,
              ['dashboard', 'meals', 'plan', 'controls'],
            ),
          },
        ],
      },
      {
        Component: RequireAdmin,
        children: [
          {
            path: APP_ROUTES.adminDashboard,
            lazy: lazyRoute(
              () => import('./routes/admin-dashboard.tsx'),
              (m) => m.AdminDashboardRoute,
              ['admin', 'controls'],
            ),
          },
          {
            path: APP_ROUTES.adminStudent,
            lazy: lazyRoute(
              () => import('./routes/admin-student.tsx'),
              (m) => m.AdminStudentRoute,
              ['admin', 'bill', 'controls'],
            ),
          },
          {
            path: APP_ROUTES.updateMeal,
            lazy: lazyRoute(
              () => import('./routes/update-meal.tsx'),
              (m) => m.UpdateMealRoute,
              ['admin', 'controls'],
            ),
          },
        ],
      },
      // The spec's footer links to /upcomingmeals and /join; both readings lead to the real pages.
      { path: APP_ROUTES.legacyUpcomingMeals, element: <Navigate to={APP_ROUTES.upcomingMeals} replace /> },
      { path: APP_ROUTES.legacyJoin, element: <Navigate to={APP_ROUTES.signIn} replace /> },
      {
        path: '*',
        lazy: lazyRoute(
          () => import('./routes/not-found.tsx'),
          (m) => m.NotFoundRoute,
        ),
      },
    ],
  },
  // Authentication pages live outside the root layout (no navbar or footer).
  {
    path: APP_ROUTES.signIn,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageSpinner,
    lazy: lazyRoute(
      () => import('./routes/signin.tsx'),
      (m) => m.SignInRoute,
      ['auth'],
    ),
  },
  {
    path: APP_ROUTES.authCallback,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageSpinner,
    lazy: lazyRoute(
      () => import('./routes/auth-callback.tsx'),
      (m) => m.AuthCallbackRoute,
      ['auth'],
    ),
  },
  {
    path: APP_ROUTES.signUp,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageSpinner,
    lazy: lazyRoute(
      () => import('./routes/signup.tsx'),
      (m) => m.SignUpRoute,
      ['auth', 'controls'],
    ),
  },
  // Where the account mails' links land, and the way to ask for a reset link (public, like sign-in).
  {
    path: APP_ROUTES.emailVerified,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageSpinner,
    lazy: lazyRoute(
      () => import('./routes/email-verified.tsx'),
      (m) => m.EmailVerifiedRoute,
      ['auth'],
    ),
  },
  {
    path: APP_ROUTES.forgotPassword,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageSpinner,
    lazy: lazyRoute(
      () => import('./routes/forgot-password.tsx'),
      (m) => m.ForgotPasswordRoute,
      ['auth'],
    ),
  },
  {
    path: APP_ROUTES.setup,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageSpinner,
    lazy: lazyRoute(
      () => import('./routes/setup.tsx'),
      (m) => m.SetupRoute,
      ['auth'],
    ),
  },
  {
    path: APP_ROUTES.resetPassword,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageSpinner,
    lazy: lazyRoute(
      () => import('./routes/reset-password.tsx'),
      (m) => m.ResetPasswordRoute,
      ['auth'],
    ),
  },
  {
    path: APP_ROUTES.undoEmailChange,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageSpinner,
    lazy: lazyRoute(
      () => import('./routes/undo-email-change.tsx'),
      (m) => m.UndoEmailChangeRoute,
      ['auth'],
    ),
  },
]);
