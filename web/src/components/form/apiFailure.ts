import { CombinedGraphQLErrors } from '@apollo/client/errors';

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
