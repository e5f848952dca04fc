interface ErrorBannerProps {
  message: string;
  /** Shows a close button; the dashboard's banners can be dismissed. */
  onDismiss?: () => void;
  /** Offers to load again, for a read that failed. */
  onRetry?: () => void;
}

/** The red banner for something that went wrong, announced at once. */
export function ErrorBanner({ message, onDismiss, onRetry }: ErrorBannerProps) {
  return (
    <div className="notice notice--error error-banner" role="alert">
      <p>{message}</p>
      {onRetry || onDismiss ? (
        <div className="error-banner-actions">
          {onRetry ? (
            <button type="button" className="button button--secondary" onClick={onRetry}>
              Try again
            </button>
          ) : null}
          {onDismiss ? (
            <button type="button" className="button button--ghost error-banner-dismiss" onClick={onDismiss} aria-label="Dismiss">
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
