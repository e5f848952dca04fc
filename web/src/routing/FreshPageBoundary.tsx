import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { adsScriptLoaded } from '../consent/loadAdsScript';
import { useIsAdmin } from '../viewer/viewerContext';
import { GOOGLE_IDENTITY_SCRIPT, isPhonePage, isSignInPage, thirdPartyScriptsFor } from '../../../common/thirdPartyScripts';

// What this document's Content-Security-Policy allows: the server made it for the path the page was
// loaded at. Read in the browser only: on the server the document is being made for this very page.
const documentScripts = typeof window === 'undefined' ? undefined : thirdPartyScriptsFor(window.location.pathname);

function googleScriptLoaded(): boolean {
  return document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`) !== null;
}

/**
 * True when the page at `pathname` cannot be shown in this document: it is not the app's (the
 * phone page, after signing in to vote on it, say), a script it must not run has already run here
 * (a script cannot be taken back out; an admin runs the ads script on no page), or it shows
 * Google's button and this document's policy refuses Google's script.
 */
function needsFreshPage(pathname: string, admin: boolean): boolean {
  if (!documentScripts) return false;
  if (isPhonePage(pathname)) return true;
  const allowed = thirdPartyScriptsFor(pathname);
  if (!allowed.google && googleScriptLoaded()) return true;
  if ((!allowed.ads || admin) && adsScriptLoaded()) return true;
  return isSignInPage(pathname) && !documentScripts.google;
}

/**
 * Shows a client-side navigation's page only when this document may; otherwise loads it afresh,
 * with its own policy and no third-party script (admin, payment and reset pages run only our code).
 */
export function FreshPageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const fresh = needsFreshPage(pathname, useIsAdmin());
  useEffect(() => {
    if (fresh) window.location.reload();
  }, [fresh, pathname]);
  return fresh ? null : children;
}
