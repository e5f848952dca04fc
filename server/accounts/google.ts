import { createHash } from 'node:crypto';
import { OAuth2Client, type TokenPayload } from 'google-auth-library';
import type { Config } from '../config';

export interface GoogleIdentity {
  email: string;
  name: string | undefined;
  /** Names this one token (a hash of its jti, or of the whole token without one), so it can be accepted once. */
  tokenId: string;
  issuedAt: Date;
  expiresAt: Date;
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
  // Google's ID tokens are about 1 KB; a longer one is not worth verifying.
  if (!clientId || idToken.length > 4096) return null;
  let payload: TokenPayload | undefined;
  try {
    const ticket = await clientFor(clientId, config.googleCertsUrl).verifyIdToken({ idToken, audience: clientId });
    payload = ticket.getPayload();
  } catch {
    return null;
  }
  if (!payload?.email || payload.email_verified !== true) return null;
  // Google's ID tokens carry a jti, though the library's type does not name it.
  const jti: unknown = (payload as TokenPayload & { jti?: unknown }).jti;
  return {
    email: payload.email,
    name: payload.name,
    tokenId: createHash('sha256').update(typeof jti === 'string' ? `jti:${jti}` : idToken).digest('base64url'),
    issuedAt: new Date(payload.iat * 1000),
    expiresAt: new Date(payload.exp * 1000),
  };
}
