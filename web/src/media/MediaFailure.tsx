interface MediaFailureProps {
  /** What could not be played, e.g. 'This video could not be played.' */
  message: string;
  onRetry: () => void;
  className?: string;
  /** Names the group, e.g. the poem's title, as the player did. */
  label?: string;
}

/** In a player's place when its file cannot be played, even through fresh links: says so and offers another try. */
export function MediaFailure({ message, onRetry, className = 'media-failure', label }: MediaFailureProps) {
  return (
    <div className={className} role="group" aria-label={label}>
      <p role="status">{message}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
