import { Link } from 'react-router-dom';
import { Page } from '../components/Page';

/** Shown when a screen fails to load or render, most often because a newer version was deployed. */
export function RouteErrorPage() {
  return (
    <Page title="Something Went Wrong" lead="This page couldn't be shown. Reloading usually fixes it.">
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="button button--secondary">
          Return to Home
        </Link>
      </div>
    </Page>
  );
}
