interface SkeletonCardsProps {
  count: number;
  /** Shows a media block at the top of each card. */
  media?: boolean;
  label?: string;
}

/** Grey placeholder cards in the shape of what is loading, announced once as loading. */
export function SkeletonCards({ count, media = false, label = 'Loading…' }: SkeletonCardsProps) {
  return (
    <div className="card-grid" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card skeleton-card" aria-hidden="true">
          {media ? <div className="skeleton skeleton--media" /> : null}
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}
