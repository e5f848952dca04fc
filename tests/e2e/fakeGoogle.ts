import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import type { Page } from 'playwright-core';

export const GOOGLE_CLIENT_ID = 'spoken-e2e.apps.googleusercontent.com';
const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/**
 * Stands in for Google on both sides: serves the PEM certificates the server checks ID tokens
 * against, and replaces Google Identity Services in the page with a button that hands over a
 * token this fake signed.
 */
export class FakeGoogle {
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private server: Server | undefined;
  certsUrl = '';

  async start(): Promise<void> {
    const pem = this.keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    this.server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ 'e2e-key': pem }));
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

  idToken(email: string, name: string): string {
    const now = Math.floor(Date.now() / 1000);
    return jwt.sign(
      { iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT_ID, sub: email, email, name, email_verified: true, iat: now, exp: now + 600 },
      this.keys.privateKey.export({ type: 'pkcs8', format: 'pem' }),
      { algorithm: 'RS256', keyid: 'e2e-key' },
    );
  }

  /** In `page`, Google's script becomes one whose button signs in as `email`. */
  async signInAs(page: Page, email: string, name: string): Promise<void> {
    const credential = this.idToken(email, name);
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
