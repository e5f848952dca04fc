import type { SubmissionFilter, SubmissionSort } from '../../../__generated__/graphql';

export interface ReviewFilter {
  value: SubmissionFilter;
  /** How the address names it: ?status=taken-down. */
  param: string;
  label: string;
  countKey: 'pending' | 'approved' | 'rejected' | 'paid' | 'withdrawn' | 'takenDown' | 'all';
}

export const REVIEW_FILTERS: readonly ReviewFilter[] = [
  { value: 'PENDING', param: 'pending', label: 'Pending', countKey: 'pending' },
  { value: 'APPROVED', param: 'approved', label: 'Approved', countKey: 'approved' },
  { value: 'REJECTED', param: 'rejected', label: 'Rejected', countKey: 'rejected' },
  { value: 'PAID', param: 'paid', label: 'Paid', countKey: 'paid' },
  { value: 'WITHDRAWN', param: 'withdrawn', label: 'Withdrawn', countKey: 'withdrawn' },
  { value: 'TAKEN_DOWN', param: 'taken-down', label: 'Taken down', countKey: 'takenDown' },
  { value: 'ALL', param: 'all', label: 'All', countKey: 'all' },
];

const [DEFAULT_FILTER] = REVIEW_FILTERS;

/** The filter an address asks for; pending when it names none. */
export function reviewFilterFrom(param: string | null): ReviewFilter {
  const found = REVIEW_FILTERS.find((filter) => filter.param === param);
  if (found) return found;
  if (!DEFAULT_FILTER) throw new Error('no review filters');
  return DEFAULT_FILTER;
}

/** 'pending submissions', 'submissions' for all; singular for one. */
export function submissionsLabel(filter: ReviewFilter, count: number): string {
  const noun = count === 1 ? 'submission' : 'submissions';
  return filter.value === 'ALL' ? noun : `${filter.label.toLowerCase()} ${noun}`;
}

export interface ReviewSort {
  value: SubmissionSort;
  /** How the address names it: ?sort=score. */
  param: string;
  label: string;
  /** A key that orders cards as the server does, largest first. */
  orderOf: (node: { submittedAt: string; integrityScore?: number | null }) => string;
}

export const REVIEW_SORTS: readonly ReviewSort[] = [
  { value: 'NEWEST', param: 'newest', label: 'Newest first', orderOf: (node) => node.submittedAt },
  {
    value: 'INTEGRITY_SCORE',
    param: 'score',
    label: 'Integrity score, highest first',
    // Tenths of a point, shifted so that unscored poems (null) sort last; newest first among equals.
    orderOf: (node) => `${String(Math.round((node.integrityScore ?? -0.1) * 10) + 1).padStart(4, '0')} ${node.submittedAt}`,
  },
];

/** The order an address asks for; newest first when it names none. */
export function reviewSortFrom(param: string | null): ReviewSort {
  const found = REVIEW_SORTS.find((sort) => sort.param === param) ?? REVIEW_SORTS[0];
  if (!found) throw new Error('no review sorts');
  return found;
}
