import { thirdPartyScriptsFor } from '../../../common/thirdPartyScripts';

const ADS_SCRIPT_ID = 'spoken-ads-script';
/** Written into every page by the server when ADS_SCRIPT_URL is configured. */
const ADS_SCRIPT_META = 'meta[name="spoken-ads-script"]';

function configuredAdsScript(): string | undefined {
  const content = document.querySelector<HTMLMetaElement>(ADS_SCRIPT_META)?.content;
  if (!content) return undefined;
  try {
    return new URL(content).protocol === 'https:' ? content : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads the ads provider's script, once, after the visitor accepted cookies. Does nothing unless the
 * server names a script (it does only on pages whose policy allows it), so by default nothing
 * external is ever loaded, nor on a page that must run only our code.
 */
export function loadAdsScript(): void {
  if (!thirdPartyScriptsFor(window.location.pathname).ads) return;
  const src = configuredAdsScript();
  if (!src || document.getElementById(ADS_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = ADS_SCRIPT_ID;
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** True once the ads script is in the page: from then on only a new page load is free of it. */
export function adsScriptLoaded(): boolean {
  return document.getElementById(ADS_SCRIPT_ID) !== null;
}
