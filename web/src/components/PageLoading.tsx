interface PageLoadingProps {
  label?: string;
}

/** A quiet placeholder for a screen that is on its way. */
export function PageLoading({ label = 'Loading…' }: PageLoadingProps) {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
