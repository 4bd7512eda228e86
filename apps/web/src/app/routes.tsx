import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AuthRoot } from '../features/auth';
import { RouteErrorPage } from './route-error-page';
import { RouteFallback } from './route-fallback';

// Every route of both spec documents is declared here, and only here. Pages are lazy modules, so
// each route is its own chunk and the entry chunk holds only React, the router, i18n and the
// session (AuthRoot: no UI of its own). TanStack Query loads with the pages that use it (withQuery).

/**
 * A pathless layout route that provides TanStack Query to `children` (see QueryBoundary): only
 * the pages that read or write through it load it, never the landing page.
 */
function withQuery(children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({ Component: (await import('../shared/api/query-boundary')).QueryBoundary }),
    children,
  };
}

/** `/auth` is an older login target (mood boosters, history); keep `?redirect=` and the rest of the query. */
export function redirectAuthToLogin({ request }: LoaderFunctionArgs): Response {
  return redirect(`/enhanced-login${new URL(request.url).search}`);
}

const publicPages: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/landing/landing-page')).LandingPage }),
  },
  withQuery([
    {
      path: 'forgot-password',
      lazy: async () => ({
        Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
      }),
    },
    {
      // Reads ?token= from the e-mailed link.
      path: 'reset-password',
      lazy: async () => ({
        Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
      }),
    },
    {
      // Reads ?token= from the link mailed to a new e-mail address; works signed in or not.
      path: 'confirm-email',
      lazy: async () => ({
        Component: (await import('../features/settings/confirm-email-page')).ConfirmEmailPage,
      }),
    },
    {
      // Reads ?token= from a reminder e-mail's stop link; works signed in or not.
      path: 'reminders/stop',
      lazy: async () => ({
        Component: (await import('../features/reminders/pages/reminder-stop-page')).ReminderStopPage,
      }),
    },
  ]),
  // Legal pages: bilingual (Korean then English), public.
  {
    path: 'privacy-policy',
    lazy: async () => ({
      Component: (await import('../features/legal/pages/privacy-policy-page')).PrivacyPolicyPage,
    }),
  },
  {
    path: 'terms',
    lazy: async () => ({ Component: (await import('../features/legal/pages/terms-page')).TermsPage }),
  },
  {
    path: 'ai-disclaimer',
    lazy: async () => ({
      Component: (await import('../features/legal/pages/ai-disclaimer-page')).AiDisclaimerPage,
    }),
  },
  // The journal: a visitor sees the spec's sample entries and a way to sign in (spec 001 §5).
  withQuery([
    {
      path: 'journal',
      lazy: async () => ({ Component: (await import('../features/journal/pages/journal-page')).JournalPage }),
    },
  ]),
  // Plan cards; both stay valid link targets.
  withQuery(
    ['pricing', 'pricing-new'].map((path) => ({
      path,
      lazy: async () => ({ Component: (await import('../features/billing/pages/pricing-page')).PricingPage }),
    })),
  ),
];

// Sign-in and sign-up: a signed-in visitor goes on to ?redirect= (if safe) or /dashboard.
const guestPages: RouteObject[] = [
  {
    path: 'enhanced-login',
    lazy: async () => ({ Component: (await import('../features/auth/pages/sign-in-page')).SignInPage }),
  },
  {
    path: 'signup',
    lazy: async () => ({ Component: (await import('../features/auth/pages/sign-up-page')).SignUpPage }),
  },
];

// Signed-in pages (spec doc 1 §2, doc 2 §2), behind the sign-in guard. Pages not built yet show
// "coming soon" so a link to one never breaks.
const protectedPages: RouteObject[] = [
  {
    path: 'plans-and-billing',
    lazy: async () => ({
      Component: (await import('../features/billing/pages/plans-and-billing-page')).PlansAndBillingPage,
    }),
  },
  {
    path: 'dashboard',
    lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-page')).DashboardPage }),
  },
  {
    path: 'therapy',
    lazy: async () => ({ Component: (await import('../features/companion/pages/therapy-page')).TherapyPage }),
  },
  {
    path: 'therapy/voice',
    lazy: async () => ({
      Component: (await import('../features/companion/pages/voice-session-page')).VoiceSessionPage,
    }),
  },
  {
    path: 'therapy/text',
    lazy: async () => ({
      Component: (await import('../features/companion/pages/text-session-page')).TextSessionPage,
    }),
  },
  {
    path: 'sessions',
    lazy: async () => ({
      Component: (await import('../features/companion/pages/session-history-page')).SessionHistoryPage,
    }),
  },
  {
    path: 'insights',
    lazy: async () => ({ Component: (await import('./insights-route')).InsightsRoute }),
  },
  {
    // Mentor support (Pro): the weekly guided review; other plans see what it is and the way to Pro.
    path: 'mentor',
    lazy: async () => ({ Component: (await import('../features/mentor/pages/mentor-page')).MentorPage }),
  },
  // The sidebar's "Habits": the profile's habits tab.
  { path: 'habits', loader: () => redirect('/profile?tab=habits') },
  {
    // Opens the welcome guide; finishing or leaving it goes to /dashboard.
    path: 'onboarding',
    lazy: async () => ({
      Component: (await import('../features/onboarding/onboarding-page')).OnboardingPage,
    }),
  },
  {
    // Non-admins are sent to /dashboard; the admin service checks every rule on each call.
    path: 'admin',
    lazy: async () => ({ Component: (await import('../features/admin/admin-page')).AdminPage }),
  },
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage }),
  },
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('../features/habits/pages/profile-page')).ProfilePage }),
  },
  {
    // Toss (or the sandbox page) sends the browser back here with what to confirm.
    path: 'payment/success',
    lazy: async () => ({
      Component: (await import('../features/billing/pages/payment-success-page')).PaymentSuccessPage,
    }),
  },
  {
    path: 'payment/fail',
    lazy: async () => ({
      Component: (await import('../features/billing/pages/payment-fail-page')).PaymentFailPage,
    }),
  },
  {
    // The card window of the Toss sandbox (no Toss keys on the server): nothing is charged.
    path: 'payment/sandbox',
    lazy: async () => ({
      Component: (await import('../features/billing/pages/sandbox-checkout-page')).SandboxCheckoutPage,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AuthRoot,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      // element: null — nothing to show, the loader always redirects.
      { path: 'auth', loader: redirectAuthToLogin, element: null },
      withQuery([
        {
          // Signed-in pages: the sign-in guard, then the app shell (sidebar, leave-session dialog).
          lazy: async () => ({ Component: (await import('./signed-in-route')).SignedInRoute }),
          children: [
            {
              lazy: async () => ({
                Component: (await import('./layout/app-shell/app-shell')).AppShell,
              }),
              children: protectedPages,
            },
          ],
        },
      ]),
      // Mood boosters: a visitor sees the grid and is asked to log in on a click (spec 001 §5); a
      // signed-in person has the app shell. Each booster has its own address.
      withQuery([
        {
          path: 'mood-boosters',
          lazy: async () => ({
            Component: (await import('./layout/session-layout')).SessionLayout,
          }),
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('../features/mood-boosters/pages/mood-boosters-page'))
                  .MoodBoostersPage,
              }),
            },
            {
              path: ':slug',
              lazy: async () => ({
                Component: (await import('../features/mood-boosters/pages/booster-page')).BoosterPage,
              }),
            },
          ],
        },
      ]),
      {
        lazy: async () => ({ Component: (await import('./layout/public-layout')).PublicLayout }),
        children: [
          ...publicPages,
          withQuery([
            {
              lazy: async () => ({ Component: (await import('../features/auth/guest-route')).GuestRoute }),
              children: guestPages,
            },
          ]),
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../features/not-found/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
