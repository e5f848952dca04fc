import { useEffect, useRef, useState } from 'react';
import { GOOGLE_IDENTITY_SCRIPT } from '../../../common/thirdPartyScripts';

interface GoogleCredentialResponse {
  credential: string;
}

/** The part of Google Identity Services' `google.accounts.id` this app uses. */
interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: GoogleCredentialResponse) => void }): void;
  renderButton(
    parent: HTMLElement,
    options: { type: 'standard'; theme: 'outline'; size: 'large'; shape: 'rectangular'; text: GoogleButtonText; width: number },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

export type GoogleButtonText = 'signin_with' | 'signup_with' | 'continue_with';

let loading: Promise<GoogleAccountsId> | undefined;

/** Adds Google's script to the page once; a failed load may be tried again. */
function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services loaded without google.accounts.id'));
    };
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

// Google draws its button at a fixed pixel width between these bounds.
const MIN_WIDTH = 200;
const MAX_WIDTH = 400;

interface GoogleButtonProps {
  clientId: string;
  text: GoogleButtonText;
  disabled?: boolean;
  /** Receives the ID token Google issued once the person has chosen an account. */
  onCredential: (credential: string) => void;
}

/** Google's own sign-in button, drawn by Google Identity Services, which loads only when this appears. */
export function GoogleButton({ clientId, text, disabled = false, onCredential }: GoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const latestOnCredential = useRef(onCredential);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    latestOnCredential.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let current = true;
    loadGoogleIdentity().then(
      (id) => {
        const parent = container.current;
        if (!current || !parent) return;
        id.initialize({ client_id: clientId, callback: (response) => latestOnCredential.current(response.credential) });
        const width = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, parent.clientWidth)));
        id.renderButton(parent, { type: 'standard', theme: 'outline', size: 'large', shape: 'rectangular', text, width });
      },
      () => {
        if (current) setUnavailable(true);
      },
    );
    return () => {
      current = false;
    };
  }, [clientId, text]);

  if (unavailable) {
    return <p className="field-hint">Google sign-in could not be loaded. Please check your connection and reload the page.</p>;
  }
  // Google draws the button in its own frame, which cannot be disabled: `inert` keeps clicks and focus out.
  return <div ref={container} className={disabled ? 'google-button is-disabled' : 'google-button'} inert={disabled} />;
}
