import { Link } from 'react-router-dom';
import { Page } from '../components/Page';

export default function NotFoundPage() {
  return (
    <Page title="Page Not Found" lead="The page you were looking for doesn't exist or has moved.">
      <Link to="/" className="button button--primary">
        Return to Home
      </Link>
    </Page>
  );
}
