import type { ReactNode } from 'react';
import { readFailureText } from '../apollo/errors';
import { ErrorBanner } from './ErrorBanner';

/** The parts of a query's result a cell reads: Apollo's useQuery result fits. */
export interface CellResult<TData> {
  data?: TData | null;
  /** The answer to the variables before, which a paged cell keeps on screen while the new one loads. */
  previousData?: TData | null;
  error?: unknown;
  refetch: () => unknown;
}

interface QueryCellProps<TData> {
  result: CellResult<TData>;
  /** What shows until the first answer: a skeleton in the shape of what is coming. */
  loading: ReactNode;
  /** The wording of a failed read where the screen has its own; otherwise it follows the error's code. */
  failure?: (error: unknown) => string;
  /** Puts the failure's banner in the screen's own frame, where the page around it is not there (the projector). */
  failureFrame?: (banner: ReactNode) => ReactNode;
  /**
   * A list searched, sorted or loaded a page at a time: the answer shown stays while the next loads,
   * and a read that fails after it (a further page, a new search) shows its banner below it.
   */
  paged?: boolean;
  /** Whether the answer has nothing to show, and what to show then. */
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

/**
 * One read on screen: loading, failed (worded by the error's code, with 'Try again'), empty or its
 * content. An answer already shown stays when a later read fails.
 */
export function QueryCell<TData>({ result, loading, failure = readFailureText, failureFrame, paged = false, isEmpty, empty = null, children }: QueryCellProps<TData>) {
  const { error, refetch } = result;
  const data = paged ? (result.data ?? result.previousData) : result.data;
  const banner = error ? <ErrorBanner message={failure(error)} onRetry={() => void refetch()} /> : null;
  if (data === undefined || data === null) {
    if (banner) return failureFrame ? failureFrame(banner) : banner;
    return loading;
  }
  const shown = isEmpty?.(data) ? empty : children(data);
  if (!paged) return shown;
  return (
    <>
      {shown}
      {banner}
    </>
  );
}
