import './styles.css';

/**
 * Starts the app. A page the server rendered is readable as it arrives: its code is fetched once the
 * page and its pictures have loaded, so on a slow connection the code does not hold back the first
 * picture, and then takes the page over. The app's shell, with nothing to show, starts it at once.
 */
function start(): void {
  void import('./main');
}

if (!document.getElementById('spoken-state') || document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
