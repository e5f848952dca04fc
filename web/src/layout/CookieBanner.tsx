import { useEffect, useState } from 'react';
import { readCookieConsent, writeCookieConsent, type CookieConsent } from '../consent/cookieConsent';
import { loadAdsScript } from '../consent/loadAdsScript';

/** Asks once for consent to ad cookies; the ads script may load only after an Accept. */
export function CookieBanner() {
  const [consent, setConsent] = useState<CookieConsent>(readCookieConsent);

  useEffect(() => {
    if (consent === 'accepted') loadAdsScript();
  }, [consent]);

  if (consent !== 'pending') return null;

  const choose = (choice: CookieConsent) => {
    writeCookieConsent(choice);
    setConsent(choice);
  };

  return (
    <section className="cookie-banner" aria-label="Cookie consent">
      <p>This website uses cookies for personalized ads.</p>
      <div className="cookie-banner-actions">
        <button type="button" className="button button--primary" onClick={() => choose('accepted')}>
          Accept
        </button>
        <button type="button" className="button button--secondary" onClick={() => choose('declined')}>
          Decline
        </button>
      </div>
    </section>
  );
}
