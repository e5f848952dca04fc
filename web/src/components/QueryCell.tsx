import type { ReactNode } from 'react';
import { readFailureText } from '../apollo/errors';
import { ErrorBanner } from './ErrorBanner';

/** The parts of a query's result a cell reads: Apollo's useQuery result fits. */
export interface CellResult<TData> {
  data?: TData | null;
  error?: unknown;
  refetch: () => unknown;
}

interface QueryCellProps<TData> {
  result: CellResult<TData>;
  /** What shows until the first answer: a skeleton in the shape of what is coming. */
  loading: ReactNode;
  /** The wording of a failed read where the screen has its own; otherwise it follows the error's code. */
  failure?: (error: unknown) => string;
  /** Whether the answer has nothing to show, and what to show then. */
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

/**
 * One read on screen: loading, failed (worded by the error's code, with 'Try again'), empty or its
 * content. An answer already shown stays when a later read fails.
 */
export function QueryCell<TData>({ result, loading, failure = readFailureText, isEmpty, empty = null, children }: QueryCellProps<TData>) {
  const { data, error, refetch } = result;
  if (data === undefined || data === null) {
    if (error) return <ErrorBanner message={failure(error)} onRetry={() => void refetch()} />;
    return loading;
  }
  if (isEmpty?.(data)) return empty;
  return children(data);
}
