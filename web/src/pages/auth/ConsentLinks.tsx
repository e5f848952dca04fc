/** What an account is created under, beside the agreement a poet ticks; each opens in a new tab so the form stays filled in. */
export function ConsentLinks() {
  return (
    <p className="field-hint consent-links">
      By creating an account you accept our{' '}
      <a href="/terms-of-service" target="_blank" rel="noopener">
        Terms of Service
      </a>{' '}
      and{' '}
      <a href="/privacy-policy" target="_blank" rel="noopener">
        Privacy Policy
      </a>
      .
    </p>
  );
}
