import { Link } from 'react-router-dom';
import { reopenCookieBanner } from '../consent/consentStore';
import { useIsAdmin } from '../viewer/viewerContext';
import './cookies.css';

const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/topics', label: 'Topics' },
  { to: '/voting', label: 'Vote' },
  { to: '/submit', label: 'Submit Poem' },
  { to: '/about', label: 'About Us' },
  { to: '/help', label: 'Help' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
] as const;

export function Footer() {
  const isAdmin = useIsAdmin();
  // Admins do not submit poems.
  const links = isAdmin ? FOOTER_LINKS.filter(({ to }) => to !== '/submit') : FOOTER_LINKS;
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <p className="brand">
            <span className="brand-mark" aria-hidden="true" />
            Spoken
          </p>
          <p>Spoken-word poetry, recorded on the spot and voted on by the people who hear it.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="footer-links">
            {links.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="footer-link-button" onClick={reopenCookieBanner}>
                Cookie Settings
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer-legal">© {new Date().getFullYear()} Spoken. All rights reserved.</p>
    </footer>
  );
}
