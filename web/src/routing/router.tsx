import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { currentLocation, isNavigating, navigate, subscribe, type AppLocation, type NavigateOptions } from './history';

/** On the server, the address being rendered; in the browser the window's own, so this stays null. */
const ServerLocation = createContext<AppLocation | null>(null);

/** Where the server renders the app: `url` is the page's path and query. */
export function ServerLocationProvider({ url, children }: { url: string; children: ReactNode }) {
  const location = useMemo(() => {
    const { pathname, search } = new URL(url, 'http://spoken.invalid');
    return { pathname, search, hash: '' };
  }, [url]);
  return <ServerLocation.Provider value={location}>{children}</ServerLocation.Provider>;
}

export function useLocation(): AppLocation {
  const server = useContext(ServerLocation);
  // Hydration reads the window's location, which is the address the server rendered.
  return useSyncExternalStore(subscribe, currentLocation, () => server ?? currentLocation());
}

/** True while a navigation waits for its page's code. */
export function useIsNavigating(): boolean {
  return useSyncExternalStore(subscribe, isNavigating, () => false);
}

export function useNavigate(): typeof navigate {
  return navigate;
}

/** The `:params` of the page's address (common/appRoutes.ts), provided by the app's routes. */
export const RouteParams = createContext<Record<string, string | undefined>>({});

export function useParams(): Record<string, string | undefined> {
  return useContext(RouteParams);
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The page's query, and a way to change it: new values, or a function of the current ones. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      const query = new URLSearchParams(init).toString();
      void navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [pathname],
  );
  return [params, setParams];
}

/** `to` as an address on this site: a query or hash alone applies to the current page. */
function resolve(to: string, { pathname, search }: AppLocation): string {
  if (to.startsWith('?')) return `${pathname}${to}`;
  if (to.startsWith('#')) return `${pathname}${search}${to}`;
  return to;
}

/** A click the browser should handle itself: another tab or window, a download, or not the main button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target !== null && target !== '_self');
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/** A link to a page of the app, followed without reloading. */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const href = resolve(to, useLocation());
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    void navigate(href, { replace });
  };
  return <a href={href} onClick={follow} {...rest} />;
}

interface NavLinkProps extends LinkProps {
  /** Current only at `to` itself, not at the pages under it. */
  end?: boolean;
}

/** A link in a menu, marked as the current page (aria-current) where the person is. */
export function NavLink({ to, end = false, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const current = pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  return <Link to={to} aria-current={current ? 'page' : undefined} {...rest} />;
}

/** Sends the person on to `to` once rendered, in place of this entry by default. */
export function Navigate({ to, replace = true }: { to: string; replace?: boolean }) {
  useEffect(() => {
    void navigate(to, { replace });
  }, [to, replace]);
  return null;
}
