import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { FreshPageBoundary } from '../routing/FreshPageBoundary';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

/** After a client-side navigation, screen readers and keyboards start again at the new page. */
function useFocusOnNavigate(target: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}

/** While the next page's code loads (its guard checked first), the page shown stays, under a progress bar. */
function NavigationProgress() {
  if (useNavigation().state === 'idle') return null;
  return (
    <div className="navigation-progress" role="status">
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}

/**
 * The frame around every screen: navigation, the page itself, footer and cookie banner. A new page
 * starts at its top (or the element its hash names); back and forward return to where the person was.
 */
export function Layout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavigationProgress />
      <NavBar />
      <main id="main" ref={main} tabIndex={-1}>
        <FreshPageBoundary>
          <Outlet />
        </FreshPageBoundary>
      </main>
      <Footer />
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}
