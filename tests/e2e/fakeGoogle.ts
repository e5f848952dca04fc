import type { Page } from 'playwright-core';
import { FakeGoogle } from '../utils/fakeGoogle';

const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/**
 * Stands in for Google on both sides: serves the PEM certificates the server checks ID tokens
 * against, and replaces Google Identity Services in the page with a button that hands over a
 * token this fake signed.
 */
export class FakeGoogleInBrowser extends FakeGoogle {
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
