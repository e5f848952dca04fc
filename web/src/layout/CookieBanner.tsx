import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { chooseCookieConsent, useCookieConsent } from '../consent/consentStore';
import { adsScriptLoaded, loadAdsScript } from '../consent/loadAdsScript';
import { useViewer } from '../viewer/viewerContext';
import './cookies.css';

/**
 * Asks for consent to ad cookies until the visitor answers, and again when they open 'Cookie
 * Settings'. The ads script loads only after an Accept.
 */
export function CookieBanner() {
  const { consent, reopened } = useCookieConsent();
  const banner = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const viewer = useViewer();
  // Never for an admin, on any page: the script's requests to this site would carry the admin's session.
  const mayRunAds = viewer.status === 'signedOut' || (viewer.status === 'signedIn' && !viewer.isAdmin);

  // Again on each page: a page that must run only our code does not load it, the next one may.
  useEffect(() => {
    if (consent === 'accepted' && mayRunAds) loadAdsScript();
  }, [consent, pathname, mayRunAds]);

  useEffect(() => {
    if (reopened) banner.current?.focus();
  }, [reopened]);

  if (consent !== 'pending' && !reopened) return null;

  // A script that has run cannot be taken back out of the page: say when a Decline waits for the next one.
  const acceptedNote = adsScriptLoaded()
    ? 'You have accepted them. If you decline now, ads stop from the next page you load.'
    : 'You have accepted them.';

  return (
    <section ref={banner} className="cookie-banner" aria-label="Cookie consent" tabIndex={-1}>
      <div className="cookie-banner-text">
        <p>This website uses cookies for personalized ads.</p>
        {consent === 'accepted' ? (
          <p className="cookie-banner-note">{acceptedNote}</p>
        ) : null}
        {consent === 'declined' ? <p className="cookie-banner-note">You have declined them.</p> : null}
      </div>
      <div className="cookie-banner-actions">
        <button type="button" className="button button--primary" onClick={() => chooseCookieConsent('accepted')}>
          Accept
        </button>
        <button type="button" className="button button--secondary" onClick={() => chooseCookieConsent('declined')}>
          Decline
        </button>
      </div>
    </section>
  );
}
