import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { APP_ROUTES } from '../../common/appRoutes';
import { PageLoading } from './components/PageLoading';
import { BareLayout } from './layout/BareLayout';
import { Layout } from './layout/Layout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { PoetsOnly, RequireAdmin, RequireSignedIn } from './routing/guards';

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>(['./pages/**/*Page.tsx', '!./pages/RouteErrorPage.tsx']);

/** What a route tells the server that renders it: the module of its page, whose files the page's HTML names. */
export interface PageHandle {
  pageModule: string;
}

/** A screen (pages/`file`.tsx) loaded on first visit, so each route downloads only its own code. */
function page(file: string): Pick<RouteObject, 'lazy' | 'HydrateFallback' | 'handle'> {
  const load = pageModules[`./pages/${file}.tsx`];
  if (!load) throw new Error(`routes.tsx: there is no page module pages/${file}.tsx`);
  return {
    lazy: async () => ({ Component: (await load()).default }),
    HydrateFallback: PageLoading,
    handle: { pageModule: `src/pages/${file}.tsx` } satisfies PageHandle,
  };
}

/** Every screen of the app (SPEC.md section 2), at its address in common/appRoutes.ts; the server answers 404 for any other. */
export const routes: RouteObject[] = [
  // The room's screen at a slam night: the whole screen, without the site's navigation and footer.
  {
    Component: BareLayout,
    ErrorBoundary: RouteErrorPage,
    children: [{ path: APP_ROUTES.liveProjector, ...page('live/ProjectorPage') }],
  },
  {
    Component: Layout,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { path: APP_ROUTES.home, ...page('home/HomePage') },
          { path: APP_ROUTES.login, ...page('auth/LoginPage') },
          { path: APP_ROUTES.register, ...page('auth/RegisterPage') },
          { path: APP_ROUTES.adminLogin, ...page('auth/AdminLoginPage') },
          { path: APP_ROUTES.forgotPassword, ...page('auth/ForgotPasswordPage') },
          { path: APP_ROUTES.verifyEmail, ...page('auth/VerifyEmailPage') },
          { path: APP_ROUTES.resetPassword, ...page('auth/ResetPasswordPage') },
          { path: APP_ROUTES.about, ...page('about/AboutPage') },
          { path: APP_ROUTES.topics, ...page('topics/TopicsPage') },
          { path: APP_ROUTES.poetry, ...page('poetry/PoetryPage') },
          { path: APP_ROUTES.poetryPoem, ...page('poetry/PoetryPage') },
          { path: APP_ROUTES.voting, ...page('voting/VotingPage') },
          { path: APP_ROUTES.votingTopic, ...page('voting/VotingPage') },
          { path: APP_ROUTES.poem, ...page('poem/PoemPage') },
          { path: APP_ROUTES.privacyPolicy, ...page('legal/PrivacyPolicyPage') },
          { path: APP_ROUTES.termsOfService, ...page('legal/TermsOfServicePage') },
          { path: APP_ROUTES.cookiePolicy, ...page('legal/CookiePolicyPage') },
          { path: APP_ROUTES.help, ...page('help/HelpPage') },
          {
            Component: RequireSignedIn,
            children: [
              { path: APP_ROUTES.dashboard, ...page('account/DashboardPage') },
              { Component: PoetsOnly, children: [{ path: APP_ROUTES.submit, ...page('account/SubmitPage') }] },
              { path: APP_ROUTES.paymentDetails, ...page('account/PaymentDetailsPage') },
              { path: APP_ROUTES.submissions, ...page('account/SubmissionsPage') },
            ],
          },
          {
            path: APP_ROUTES.liveHost,
            Component: RequireAdmin,
            children: [{ index: true, ...page('live/HostPage') }],
          },
          {
            path: APP_ROUTES.admin,
            Component: RequireAdmin,
            children: [
              { index: true, ...page('admin/dashboard/AdminDashboardPage') },
              { path: APP_ROUTES.adminTopics, ...page('admin/topics/AdminTopicsPage') },
              { path: APP_ROUTES.adminReview, ...page('admin/review/AdminReviewPage') },
              { path: APP_ROUTES.adminReviewItem, ...page('admin/review/AdminReviewDetailPage') },
              { path: APP_ROUTES.adminPayments, ...page('admin/payments/AdminPaymentsPage') },
              { path: APP_ROUTES.adminUsers, ...page('admin/users/AdminUsersPage') },
            ],
          },
          { path: '*', ...page('NotFoundPage') },
        ],
      },
    ],
  },
];
