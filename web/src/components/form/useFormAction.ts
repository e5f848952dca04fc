import { useCallback, useState } from 'react';
import { adminErrorText, apiFailureOf, type ApiFailure } from '../../apollo/errors';

export interface FormAction<Field extends string> {
  pending: boolean;
  failure: ApiFailure | null;
  /**
   * Runs the submission: marks the form pending and keeps the failure it ends with, if any. An
   * admin operation names what it was doing, for SPEC.md's 'Error {doing}: {detail}'.
   */
  run: (action: () => Promise<void>, doing?: string) => Promise<void>;
  /** Shows a failure found in the browser, before anything is sent. */
  fail: (failure: ApiFailure) => void;
  reset: () => void;
  /** The message for one of the form's fields, shown beside it. */
  fieldError: (field: Field) => string | undefined;
  /** A failure about no field of this form, shown in the banner above it. */
  bannerFailure: ApiFailure | null;
}

const NO_FIELDS: readonly never[] = [];

/**
 * The state of a form, or of a row's buttons, that sends one request at a time. `fields` are the
 * inputs the form shows, so a failure naming one of them appears beside it and any other failure
 * in the banner.
 */
export function useFormAction<Field extends string = never>(fields: readonly Field[] = NO_FIELDS): FormAction<Field> {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  const run = useCallback(async (action: () => Promise<void>, doing?: string) => {
    setPending(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      const failure = apiFailureOf(error);
      setFailure(doing ? { ...failure, message: adminErrorText(doing, error) } : failure);
    } finally {
      setPending(false);
    }
  }, []);

  const reset = useCallback(() => setFailure(null), []);
  const ownField = (field: string | undefined): field is Field => fields.some((name) => name === field);

  return {
    pending,
    failure,
    run,
    fail: setFailure,
    reset,
    fieldError: (field) => (failure && failure.field === field ? failure.message : undefined),
    bannerFailure: failure && !ownField(failure.field) ? failure : null,
  };
}
