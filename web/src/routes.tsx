import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { APP_ROUTES } from '../../common/appRoutes';
import { PageLoading } from './components/PageLoading';
import { BareLayout } from './layout/BareLayout';
import { Layout } from './layout/Layout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { PoetsOnly, RequireAdmin, RequireSignedIn } from './routing/guards';

type PageModule = { default: ComponentType };

/** A screen loaded on first visit, so each route downloads only its own code. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    HydrateFallback: PageLoading,
  };
}

/** Every screen of the app (SPEC.md section 2), at its address in common/appRoutes.ts; the server answers 404 for any other. */
export const routes: RouteObject[] = [
  // The room's screen at a slam night: the whole screen, without the site's navigation and footer.
  {
    Component: BareLayout,
    ErrorBoundary: RouteErrorPage,
    children: [{ path: APP_ROUTES.liveProjector, ...page(() => import('./pages/live/ProjectorPage')) }],
  },
  {
    Component: Layout,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { path: APP_ROUTES.home, ...page(() => import('./pages/home/HomePage')) },
          { path: APP_ROUTES.login, ...page(() => import('./pages/auth/LoginPage')) },
          { path: APP_ROUTES.register, ...page(() => import('./pages/auth/RegisterPage')) },
          { path: APP_ROUTES.adminLogin, ...page(() => import('./pages/auth/AdminLoginPage')) },
          { path: APP_ROUTES.forgotPassword, ...page(() => import('./pages/auth/ForgotPasswordPage')) },
          { path: APP_ROUTES.verifyEmail, ...page(() => import('./pages/auth/VerifyEmailPage')) },
          { path: APP_ROUTES.resetPassword, ...page(() => import('./pages/auth/ResetPasswordPage')) },
          { path: APP_ROUTES.about, ...page(() => import('./pages/about/AboutPage')) },
          { path: APP_ROUTES.topics, ...page(() => import('./pages/topics/TopicsPage')) },
          { path: APP_ROUTES.poetry, ...page(() => import('./pages/poetry/PoetryPage')) },
          { path: APP_ROUTES.poetryPoem, ...page(() => import('./pages/poetry/PoetryPage')) },
          { path: APP_ROUTES.voting, ...page(() => import('./pages/voting/VotingPage')) },
          { path: APP_ROUTES.votingTopic, ...page(() => import('./pages/voting/VotingPage')) },
          { path: APP_ROUTES.poem, ...page(() => import('./pages/poem/PoemPage')) },
          { path: APP_ROUTES.privacyPolicy, ...page(() => import('./pages/legal/PrivacyPolicyPage')) },
          { path: APP_ROUTES.termsOfService, ...page(() => import('./pages/legal/TermsOfServicePage')) },
          { path: APP_ROUTES.cookiePolicy, ...page(() => import('./pages/legal/CookiePolicyPage')) },
          { path: APP_ROUTES.help, ...page(() => import('./pages/help/HelpPage')) },
          {
            Component: RequireSignedIn,
            children: [
              { path: APP_ROUTES.dashboard, ...page(() => import('./pages/account/DashboardPage')) },
              { Component: PoetsOnly, children: [{ path: APP_ROUTES.submit, ...page(() => import('./pages/account/SubmitPage')) }] },
              { path: APP_ROUTES.paymentDetails, ...page(() => import('./pages/account/PaymentDetailsPage')) },
              { path: APP_ROUTES.submissions, ...page(() => import('./pages/account/SubmissionsPage')) },
            ],
          },
          {
            path: APP_ROUTES.liveHost,
            Component: RequireAdmin,
            children: [{ index: true, ...page(() => import('./pages/live/HostPage')) }],
          },
          {
            path: APP_ROUTES.admin,
            Component: RequireAdmin,
            children: [
              { index: true, ...page(() => import('./pages/admin/dashboard/AdminDashboardPage')) },
              { path: APP_ROUTES.adminTopics, ...page(() => import('./pages/admin/topics/AdminTopicsPage')) },
              { path: APP_ROUTES.adminReview, ...page(() => import('./pages/admin/review/AdminReviewPage')) },
              { path: APP_ROUTES.adminReviewItem, ...page(() => import('./pages/admin/review/AdminReviewDetailPage')) },
              { path: APP_ROUTES.adminPayments, ...page(() => import('./pages/admin/payments/AdminPaymentsPage')) },
              { path: APP_ROUTES.adminUsers, ...page(() => import('./pages/admin/users/AdminUsersPage')) },
            ],
          },
          { path: '*', ...page(() => import('./pages/NotFoundPage')) },
        ],
      },
    ],
  },
];
