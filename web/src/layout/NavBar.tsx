import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useLogOut } from '../viewer/useLogOut';
import { useViewer } from '../viewer/viewerContext';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** The site's main navigation; below the tablet breakpoint it folds into a menu button. */
export function NavBar() {
  const viewer = useViewer();
  const { logOut, loggingOut, failed } = useLogOut();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  const signedIn = viewer.status === 'signedIn';

  return (
    <header className="site-header">
      <nav className="nav" aria-label="Main" onClick={closeOnLinkClick} onKeyDown={closeOnEscape}>
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Spoken
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="nav-toggle"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <MenuIcon open={open} />
        </button>
        <ul id={menuId} className={open ? 'nav-links is-open' : 'nav-links'}>
          <li>
            <NavLink to="/" end>
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to="/topics">Topics</NavLink>
          </li>
          <li>
            <NavLink to="/poetry">Poetry</NavLink>
          </li>
          <li>
            <NavLink to="/voting">Vote</NavLink>
          </li>
          {signedIn ? (
            <>
              {viewer.isAdmin ? null : (
                <li>
                  <NavLink to="/submit">Create a Poem</NavLink>
                </li>
              )}
              <li>
                <NavLink to={viewer.isAdmin ? '/admin' : '/dashboard'}>Dashboard</NavLink>
              </li>
            </>
          ) : null}
          <li className="nav-mobile-only">
            <NavLink to="/privacy-policy">Privacy Policy</NavLink>
          </li>
          {signedIn ? (
            <li>
              <button type="button" className="button button--ghost" onClick={() => void logOut()} disabled={loggingOut}>
                Log Out
              </button>
            </li>
          ) : null}
          {viewer.status === 'signedOut' || viewer.status === 'error' ? (
            <>
              <li>
                <NavLink to="/login">Log In</NavLink>
              </li>
              <li>
                <NavLink to="/register" className="button button--primary">
                  Sign Up
                </NavLink>
              </li>
              <li>
                <NavLink to="/admin-login">Admin Login</NavLink>
              </li>
            </>
          ) : null}
        </ul>
      </nav>
      {failed ? (
        <p className="notice notice--error nav-notice" role="alert">
          You're still signed in: logging out failed. Please try again.
        </p>
      ) : null}
    </header>
  );
}
