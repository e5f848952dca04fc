import { useState } from 'react';
import { readFailureText } from '../../apollo/errors';
import { ErrorBanner } from '../../components/ErrorBanner';

interface LoadErrorBannerProps {
  error: unknown;
  retry: () => void;
}

/** The red banner for a read that failed, with 'Try again' and a close button, as the dashboard shows them. */
export function LoadErrorBanner({ error, retry }: LoadErrorBannerProps) {
  const [dismissed, setDismissed] = useState<unknown>(null);
  if (!error || dismissed === error) return null;
  return <ErrorBanner message={readFailureText(error)} onRetry={retry} onDismiss={() => setDismissed(error)} />;
}
