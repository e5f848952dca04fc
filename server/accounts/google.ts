import { OAuth2Client, type TokenPayload } from 'google-auth-library';
import type { Config } from '../config';

export interface GoogleIdentity {
  email: string;
  name: string | undefined;
}

const clients = new Map<string, OAuth2Client>();

/** One client per configuration, so Google's signing certificates are fetched once and cached. */
function clientFor(clientId: string, certsUrl: string | undefined): OAuth2Client {
  const key = `${clientId} ${certsUrl ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = new OAuth2Client({ clientId, ...(certsUrl ? { endpoints: { oauth2FederatedSignonPemCertsUrl: certsUrl } } : {}) });
    clients.set(key, client);
  }
  return client;
}

/**
 * Verifies a Google ID token: signature against Google's certificates, issuer, expiry, and an
 * audience of exactly our GOOGLE_CLIENT_ID (the library skips that check when no audience is given,
 * which is why Google sign-in is off without one). Returns null for any token that fails, or whose
 * email Google has not verified.
 */
export async function verifyGoogleIdToken(config: Pick<Config, 'googleClientId' | 'googleCertsUrl'>, idToken: string): Promise<GoogleIdentity | null> {
  const clientId = config.googleClientId;
  if (!clientId) return null;
  let payload: TokenPayload | undefined;
  try {
    const ticket = await clientFor(clientId, config.googleCertsUrl).verifyIdToken({ idToken, audience: clientId });
    payload = ticket.getPayload();
  } catch {
    return null;
  }
  if (!payload?.email || payload.email_verified !== true) return null;
  return { email: payload.email, name: payload.name };
}
