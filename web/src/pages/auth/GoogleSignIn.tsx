import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { GoogleButton, type GoogleButtonText } from '../../components/GoogleButton';

const GoogleSignInOptionsQuery = graphql(`
  query GoogleSignInOptionsQuery {
    signInOptions {
      googleClientId
    }
  }
`);

interface GoogleSignInProps {
  text: GoogleButtonText;
  disabled: boolean;
  onCredential: (credential: string) => void;
}

/** The Google alternative under a sign-in form, shown only when the server has Google sign-in on. */
export function GoogleSignIn({ text, disabled, onCredential }: GoogleSignInProps) {
  const { data } = useQuery(GoogleSignInOptionsQuery);
  const clientId = data?.signInOptions.googleClientId;
  if (!clientId) return null;
  return (
    <div className="auth-alternative">
      <p className="auth-divider">
        <span>or</span>
      </p>
      <GoogleButton clientId={clientId} text={text} disabled={disabled} onCredential={onCredential} />
    </div>
  );
}
