import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';

export const GOOGLE_CLIENT_ID = 'spoken-test.apps.googleusercontent.com';
const KEY_ID = 'fake-google-key';

/** Stands in for Google: signs ID tokens with a key whose public half it serves as Google's PEM certificates. */
export class FakeGoogle {
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private server: Server | undefined;
  certsUrl = '';

  async start(): Promise<void> {
    const pem = this.keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    this.server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ [KEY_ID]: pem }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.certsUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/certs`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }

  /** The settings that turn Google sign-in on with this fake. */
  serverEnv(): Record<string, string> {
    return { GOOGLE_CLIENT_ID, GOOGLE_CERTS_URL: this.certsUrl };
  }

  /** A signed ID token, issued now and valid for 10 minutes unless `claims` say otherwise; each one is new (its own jti). */
  idToken(claims: Record<string, unknown> = {}, signingKey: KeyObject = this.keys.privateKey): string {
    const now = Math.floor(Date.now() / 1000);
    return jwt.sign(
      {
        iss: 'https://accounts.google.com',
        aud: GOOGLE_CLIENT_ID,
        sub: String(Math.random()),
        jti: randomUUID(),
        email_verified: true,
        iat: now,
        exp: now + 600,
        ...claims,
      },
      signingKey.export({ type: 'pkcs8', format: 'pem' }),
      { algorithm: 'RS256', keyid: KEY_ID },
    );
  }
}
