import type { ApiFailure } from '../../apollo/errors';
import { Notice } from './Notice';

interface FormNoticesProps {
  /** A failure that belongs to no single field. */
  failure: ApiFailure | null;
  /** The message of a request that went through. */
  success?: string | null;
}

/** The banners above a form: its failure in red, its success in green. */
export function FormNotices({ failure, success }: FormNoticesProps) {
  return (
    <>
      {failure ? (
        <Notice tone="error">
          <p>{failure.message}</p>
        </Notice>
      ) : null}
      {success ? (
        <Notice tone="success">
          <p>{success}</p>
        </Notice>
      ) : null}
    </>
  );
}
