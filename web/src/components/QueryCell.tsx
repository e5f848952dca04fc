import { useRef, useState, type ReactNode } from 'react';
import { readFailureText } from '../apollo/errors';
import { ErrorBanner } from './ErrorBanner';
import { LoadMore } from './LoadMore';

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
  /** Puts the failure's banner in the screen's own frame, where the page around it is not there (the projector). */
  failureFrame?: (banner: ReactNode) => ReactNode;
  /** Whether the answer has nothing to show, and what to show then. */
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

/**
 * One read on screen: loading, failed (worded by the error's code, with 'Try again'), empty or its
 * content. An answer already shown stays when a later read fails.
 */
export function QueryCell<TData>({ result, loading, failure = readFailureText, failureFrame, isEmpty, empty = null, children }: QueryCellProps<TData>) {
  const { data, error, refetch } = result;
  if (data === undefined || data === null) {
    if (!error) return loading;
    const banner = <ErrorBanner message={failure(error)} onRetry={() => void refetch()} />;
    return failureFrame ? failureFrame(banner) : banner;
  }
  if (isEmpty?.(data)) return empty;
  return children(data);
}

/** A paged list's result: Apollo's useQuery result, read with notifyOnNetworkStatusChange, fits. */
export interface PagedCellResult<TData> extends CellResult<TData> {
  /** The last answer before the variables changed (a new search, say), shown until the new one comes. */
  previousData?: TData;
  /** True while a page, or the list again, is being read. */
  loading: boolean;
  /** The list's variables (its search and order): a new list forgets the failure of the last one's next page. */
  variables?: object;
}

interface PagedQueryCellProps<TData> extends Omit<QueryCellProps<TData>, 'result'> {
  result: PagedCellResult<TData>;
  /** Loads the page after those in `data`; null once every page is shown. */
  nextPage: (data: TData) => (() => Promise<unknown>) | null;
  /** The label of the button that loads the next page. */
  moreLabel: string;
}

/** A next page that could not be read, for the list it belongs to. */
interface PageFailure {
  list: string;
  error: unknown;
}

/**
 * A list read a page at a time, as QueryCell shows a read: the pages shown stay while the list is
 * read again (for new variables too), a later failure shows beneath them with 'Try again', and
 * LoadMore brings the next page. A next page that fails shows its failure in place of LoadMore, whose
 * 'Try again' reads that page again: the list never asks again by itself, which would repeat a
 * refused read as fast as the person scrolls.
 */
export function PagedQueryCell<TData>({ result, nextPage, moreLabel, isEmpty, empty = null, children, ...cell }: PagedQueryCellProps<TData>) {
  const { error, refetch, loading } = result;
  const failure = cell.failure ?? readFailureText;
  const list = JSON.stringify(result.variables ?? null);
  const [pageFailure, setPageFailure] = useState<PageFailure | null>(null);
  const failedPage = pageFailure?.list === list ? pageFailure.error : undefined;
  // The list whose next page is being read, or could not be: LoadMore asks by itself once only.
  const asking = useRef<string | null>(null);
  return (
    <QueryCell {...cell} result={{ data: result.data ?? result.previousData, error, refetch }}>
      {(data) => {
        const loadMore = nextPage(data);
        const loadPage = (again = false) => {
          if (!loadMore || (asking.current === list && !again)) return;
          asking.current = list;
          setPageFailure(null);
          loadMore().then(
            () => {
              asking.current = null;
            },
            (pageError: unknown) => setPageFailure({ list, error: pageError }),
          );
        };
        let after: ReactNode = null;
        if (error) after = <ErrorBanner message={failure(error)} onRetry={() => void refetch()} />;
        else if (failedPage !== undefined) after = <ErrorBanner message={failure(failedPage)} onRetry={() => loadPage(true)} />;
        else if (loadMore) after = <LoadMore onLoadMore={() => loadPage()} loading={loading} label={moreLabel} />;
        return (
          <>
            {isEmpty?.(data) ? empty : children(data)}
            {after}
          </>
        );
      }}
    </QueryCell>
  );
}
