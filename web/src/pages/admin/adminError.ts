import { apiFailureOf } from '../../components/form/apiFailure';

/** The red banner's wording for an admin operation that failed: 'Error adding beat: {detail}'. */
export function adminErrorText(what: string, error: unknown): string {
  return `Error ${what}: ${apiFailureOf(error).message}`;
}
