import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The stable codes the API puts in `extensions.code`; branch on these, never on message text. */
export type ApiErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED';

export function hasErrorCode(error: unknown, code: ApiErrorCode): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.['code'] === code);
}
