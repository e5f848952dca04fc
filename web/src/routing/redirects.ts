import { withReturnPath } from '../../../common/returnPath';

interface PathParts {
  pathname: string;
  search: string;
  hash?: string;
}

/** `/login?redirect=/voting`: the page to come back to after signing in, slashes kept readable. */
export function loginPath({ pathname, search, hash = '' }: PathParts): string {
  return withReturnPath('/login', `${pathname}${search}${hash}`);
}
