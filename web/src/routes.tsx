import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from './components/PageLoading';
import { BareLayout } from './layout/BareLayout';
import { Layout } from './layout/Layout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { RequireAdmin, RequireSignedIn } from './routing/guards';

type PageModule = { default: ComponentType };

/** A screen loaded on first visit, so each route downloads only its own code. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    HydrateFallback: PageLoading,
  };
}

/** Every screen of the app (SPEC.md section 2). */
export const routes: RouteObject[] = [
  // The room's screen at a slam night: the whole screen, without the site's navigation and footer.
  {
    Component: BareLayout,
    ErrorBoundary: RouteErrorPage,
    children: [{ path: 'live/:topicId', ...page(() => import('./pages/live/ProjectorPage')) }],
  },
  {
    Component: Layout,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, ...page(() => import('./pages/home/HomePage')) },
          { path: 'login', ...page(() => import('./pages/auth/LoginPage')) },
          { path: 'register', ...page(() => import('./pages/auth/RegisterPage')) },
          { path: 'admin-login', ...page(() => import('./pages/auth/AdminLoginPage')) },
          { path: 'forgot-password', ...page(() => import('./pages/auth/ForgotPasswordPage')) },
          { path: 'verify-email', ...page(() => import('./pages/auth/VerifyEmailPage')) },
          { path: 'reset-password', ...page(() => import('./pages/auth/ResetPasswordPage')) },
          { path: 'about', ...page(() => import('./pages/about/AboutPage')) },
          { path: 'topics', ...page(() => import('./pages/topics/TopicsPage')) },
          { path: 'poetry', ...page(() => import('./pages/poetry/PoetryPage')) },
          { path: 'poetry/:poemId', ...page(() => import('./pages/poetry/PoetryPage')) },
          { path: 'voting', ...page(() => import('./pages/voting/VotingPage')) },
          { path: 'voting/:topicId', ...page(() => import('./pages/voting/VotingPage')) },
          { path: 'poems/:poemId', ...page(() => import('./pages/poem/PoemPage')) },
          { path: 'privacy-policy', ...page(() => import('./pages/legal/PrivacyPolicyPage')) },
          { path: 'terms-of-service', ...page(() => import('./pages/legal/TermsOfServicePage')) },
          { path: 'cookie-policy', ...page(() => import('./pages/legal/CookiePolicyPage')) },
          { path: 'help', ...page(() => import('./pages/help/HelpPage')) },
          {
            Component: RequireSignedIn,
            children: [
              { path: 'dashboard', ...page(() => import('./pages/account/DashboardPage')) },
              { path: 'submit', ...page(() => import('./pages/account/SubmitPage')) },
              { path: 'payment-details', ...page(() => import('./pages/account/PaymentDetailsPage')) },
              { path: 'submissions', ...page(() => import('./pages/account/SubmissionsPage')) },
            ],
          },
          {
            path: 'live/:topicId/host',
            Component: RequireAdmin,
            children: [{ index: true, ...page(() => import('./pages/live/HostPage')) }],
          },
          {
            path: 'admin',
            Component: RequireAdmin,
            children: [
              { index: true, ...page(() => import('./pages/admin/AdminDashboardPage')) },
              { path: 'topics', ...page(() => import('./pages/admin/AdminTopicsPage')) },
              { path: 'review', ...page(() => import('./pages/admin/AdminReviewPage')) },
              { path: 'review/:id', ...page(() => import('./pages/admin/AdminReviewDetailPage')) },
              { path: 'payments', ...page(() => import('./pages/admin/AdminPaymentsPage')) },
              { path: 'users', ...page(() => import('./pages/admin/AdminUsersPage')) },
            ],
          },
          { path: '*', ...page(() => import('./pages/NotFoundPage')) },
        ],
      },
    ],
  },
];
