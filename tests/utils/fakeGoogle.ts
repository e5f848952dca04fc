import { generateKeyPairSync, randomUUID, type KeyObject, type KeyPairKeyObjectResult } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import type { Page } from 'playwright-core';

export const GOOGLE_CLIENT_ID = 'spoken-test.apps.googleusercontent.com';
const KEY_ID = 'fake-google-key';
const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/**
 * Stands in for Google: signs ID tokens with a key whose public half it serves as Google's PEM
 * certificates, and in a browser page replaces Google Identity Services with a button that hands
 * over such a token.
 */
export class FakeGoogle {
  private constructor(
    private readonly keys: KeyPairKeyObjectResult,
    private readonly server: Server,
    readonly certsUrl: string,
  ) {}

  /** Starts serving the certificates of a new key on a free port. */
  static async start(): Promise<FakeGoogle> {
    const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ [KEY_ID]: pem }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new FakeGoogle(keys, server, `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
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

  /** In `page`, Google's script becomes one whose button signs in as `email`. */
  async signInAs(page: Page, email: string, name: string): Promise<void> {
    const credential = this.idToken({ sub: email, email, name });
    const script = `window.google = { accounts: { id: {
  initialize: function (options) { window.__fakeGoogleCallback = options.callback; },
  renderButton: function (parent) {
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Sign in with Google';
    button.onclick = function () { window.__fakeGoogleCallback({ credential: ${JSON.stringify(credential)} }); };
    parent.replaceChildren(button);
  }
} } };`;
    await page.route(GOOGLE_IDENTITY_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
  }
}
