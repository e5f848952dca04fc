import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The stable codes the API puts in `extensions.code`; branch on these, never on message text. */
export type ApiErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED' | 'INTERNAL_SERVER_ERROR';

/** What went wrong with a request, as the API put it: a message for people and stable extensions for code. */
export interface ApiFailure {
  message: string;
  code?: string;
  /** The input the message is about, when the API named one. */
  field?: string;
  /** A finer reason within the code, such as EMAIL_NOT_VERIFIED. */
  reason?: string;
}

export const CONNECTION_FAILURE: ApiFailure = {
  message: "We couldn't reach Spoken. Please check your connection and try again.",
};

/** What a person reads when a read failed, by what failed. */
export const READ_FAILURE_TEXT = {
  connection: "We couldn't load this. Please check your connection and try again.",
  server: 'Something went wrong on our side. Please try again.',
  forbidden: 'You do not have permission to access this page',
  signedOut: 'Your session has ended. Please sign in again.',
} as const;

const stringOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The first GraphQL error of a failed request; anything else (network, server down) reads as a connection failure. */
export function apiFailureOf(error: unknown): ApiFailure {
  if (!CombinedGraphQLErrors.is(error)) return CONNECTION_FAILURE;
  const [first] = error.errors;
  if (!first) return CONNECTION_FAILURE;
  const extensions = first.extensions ?? {};
  return {
    message: first.message,
    code: stringOrUndefined(extensions['code']),
    field: stringOrUndefined(extensions['field']),
    reason: stringOrUndefined(extensions['reason']),
  };
}

export function hasErrorCode(error: unknown, code: ApiErrorCode): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.['code'] === code);
}

/**
 * The sentence for a read that failed: the connection when nothing came back, our side when the
 * server failed, and otherwise the API's own refusal (SPEC.md's wording for a missing permission).
 */
export function readFailureText(error: unknown): string {
  const failure = apiFailureOf(error);
  switch (failure.code) {
    case undefined:
      return READ_FAILURE_TEXT.connection;
    case 'INTERNAL_SERVER_ERROR':
      return READ_FAILURE_TEXT.server;
    case 'FORBIDDEN':
      return READ_FAILURE_TEXT.forbidden;
    case 'UNAUTHENTICATED':
      return READ_FAILURE_TEXT.signedOut;
    default:
      return failure.message;
  }
}

/** The red banner's wording for an admin operation that failed: 'Error adding beat: {detail}' (SPEC.md). */
export function adminErrorText(what: string, error: unknown): string {
  return `Error ${what}: ${apiFailureOf(error).message}`;
}

/** SPEC.md's wording for an admin screen's read that failed: 'Error fetching data: {detail}'. */
export const adminReadFailureText = (error: unknown) => adminErrorText('fetching data', error);
