import type { ComponentType } from 'react';
import { matchAppRoute, type AppRouteName } from '../../../common/appRoutes';

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>(['../pages/**/*Page.tsx', '!../pages/RouteErrorPage.tsx']);

/** Who may see a page: anyone, signed-in people, signed-in poets (not admins), or admins. */
export type PageAccess = 'anyone' | 'signedIn' | 'poets' | 'admins';

export interface PageRoute {
  /** The screen's module, pages/`file`.tsx, loaded on first visit so each page downloads only its own code. */
  file: string;
  access: PageAccess;
  /** Fills the window on its own (the room's screen at a slam night): no navigation or footer. */
  bare?: boolean;
}

/** Every screen of the app (SPEC.md section 2), by its address's name in common/appRoutes.ts. */
const PAGES: Record<AppRouteName, PageRoute> = {
  home: { file: 'home/HomePage', access: 'anyone' },
  login: { file: 'auth/LoginPage', access: 'anyone' },
  register: { file: 'auth/RegisterPage', access: 'anyone' },
  adminLogin: { file: 'auth/AdminLoginPage', access: 'anyone' },
  forgotPassword: { file: 'auth/ForgotPasswordPage', access: 'anyone' },
  verifyEmail: { file: 'auth/VerifyEmailPage', access: 'anyone' },
  resetPassword: { file: 'auth/ResetPasswordPage', access: 'anyone' },
  about: { file: 'about/AboutPage', access: 'anyone' },
  topics: { file: 'topics/TopicsPage', access: 'anyone' },
  poetry: { file: 'poetry/PoetryPage', access: 'anyone' },
  poetryPoem: { file: 'poetry/PoetryPage', access: 'anyone' },
  voting: { file: 'voting/VotingPage', access: 'anyone' },
  votingTopic: { file: 'voting/VotingPage', access: 'anyone' },
  poem: { file: 'poem/PoemPage', access: 'anyone' },
  privacyPolicy: { file: 'legal/PrivacyPolicyPage', access: 'anyone' },
  termsOfService: { file: 'legal/TermsOfServicePage', access: 'anyone' },
  cookiePolicy: { file: 'legal/CookiePolicyPage', access: 'anyone' },
  help: { file: 'help/HelpPage', access: 'anyone' },
  dashboard: { file: 'account/DashboardPage', access: 'signedIn' },
  submit: { file: 'account/SubmitPage', access: 'poets' },
  paymentDetails: { file: 'account/PaymentDetailsPage', access: 'signedIn' },
  submissions: { file: 'account/SubmissionsPage', access: 'signedIn' },
  accountDeleted: { file: 'account/AccountDeletedPage', access: 'anyone' },
  liveProjector: { file: 'live/ProjectorPage', access: 'anyone', bare: true },
  liveHost: { file: 'live/HostPage', access: 'admins' },
  admin: { file: 'admin/dashboard/AdminDashboardPage', access: 'admins' },
  adminTopics: { file: 'admin/topics/AdminTopicsPage', access: 'admins' },
  adminReview: { file: 'admin/review/AdminReviewPage', access: 'admins' },
  adminReviewItem: { file: 'admin/review/AdminReviewDetailPage', access: 'admins' },
  adminPayments: { file: 'admin/payments/AdminPaymentsPage', access: 'admins' },
  adminUsers: { file: 'admin/users/AdminUsersPage', access: 'admins' },
};

const NOT_FOUND: PageRoute = { file: 'NotFoundPage', access: 'anyone' };

export interface PageMatch {
  route: PageRoute;
  /** The values of the address's `:params`. */
  params: Record<string, string>;
}

/** The page at `pathname`: the app's not-found page for an address that is none of its own. */
export function pageAt(pathname: string): PageMatch {
  const match = matchAppRoute(pathname);
  return match ? { route: PAGES[match.name], params: match.params } : { route: NOT_FOUND, params: {} };
}

/** The page's module as the build's manifest names it, for the server to link its styles. */
export function pageModuleId(route: PageRoute): string {
  return `src/pages/${route.file}.tsx`;
}

const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType>>();

/** The page's component; the same promise for every caller, as React's `use` needs, and forgotten if it fails so a later visit tries again. */
export function loadPage(route: PageRoute): Promise<ComponentType> {
  let promise = loading.get(route.file);
  if (!promise) {
    const load = pageModules[`../pages/${route.file}.tsx`];
    if (!load) throw new Error(`pages.ts: there is no page module pages/${route.file}.tsx`);
    promise = load().then(
      (module) => {
        loaded.set(route.file, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(route.file);
        throw error;
      },
    );
    loading.set(route.file, promise);
  }
  return promise;
}

/** The page's component when its code has already loaded. */
export function loadedPage(route: PageRoute): ComponentType | undefined {
  return loaded.get(route.file);
}

/** Loads the code of the page at `pathname`, so that it renders at once when shown. */
export async function preparePage(pathname: string): Promise<void> {
  await loadPage(pageAt(pathname).route);
}
