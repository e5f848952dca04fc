import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { FreshPageBoundary } from '../routing/FreshPageBoundary';
import { useIsNavigating, useLocation } from '../routing/router';
import { useScrollOnNavigate } from '../routing/useScrollOnNavigate';
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

function NavigationProgress() {
  if (!useIsNavigating()) return null;
  return (
    <div className="navigation-progress" role="status">
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}

/** The frame around every screen: navigation, the page itself, footer and cookie banner. */
export function Layout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  useScrollOnNavigate();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavigationProgress />
      <NavBar />
      <main id="main" ref={main} tabIndex={-1}>
        <FreshPageBoundary>{children}</FreshPageBoundary>
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}
