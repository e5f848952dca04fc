import { useState } from 'react';
import { ErrorBanner, LOAD_FAILED } from '../../components/ErrorBanner';

interface LoadErrorBannerProps {
  error: unknown;
  retry: () => void;
}

/** The red banner for a read that failed, with 'Try again' and a close button, as the dashboard shows them. */
export function LoadErrorBanner({ error, retry }: LoadErrorBannerProps) {
  const [dismissed, setDismissed] = useState<unknown>(null);
  if (!error || dismissed === error) return null;
  return <ErrorBanner message={LOAD_FAILED} onRetry={retry} onDismiss={() => setDismissed(error)} />;
}
