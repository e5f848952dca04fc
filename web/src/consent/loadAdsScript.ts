const ADS_SCRIPT_ID = 'spoken-ads-script';
const ADS_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/**
 * Loads the ads provider's script, once, after the visitor accepted cookies. Does nothing unless an
 * ads client id is configured (`VITE_ADS_CLIENT`), so by default nothing external is ever loaded.
 */
export function loadAdsScript(): void {
  const client = import.meta.env.VITE_ADS_CLIENT;
  if (!client || document.getElementById(ADS_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = ADS_SCRIPT_ID;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `${ADS_SCRIPT_URL}?client=${encodeURIComponent(client)}`;
  document.head.append(script);
}
