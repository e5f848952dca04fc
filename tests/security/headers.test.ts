import { withTestServer } from '../utils/withTestServer';

const ADS_SCRIPT_URL = 'https://ads.example.net/tag.js';
const INDEX_HTML = '<!doctype html><html><head><title>Spoken</title></head><body><div id="root"></div></body></html>';

/** A Content-Security-Policy as directive name → sources. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  const given = withTestServer({ env: { ADS_SCRIPT_URL }, indexHtml: INDEX_HTML });

  const page = async (pathname: string) => {
    const response = await fetch(`${given.server.url}${pathname}`);
    return { response, policy: directives(response.headers.get('content-security-policy')), html: await response.text() };
  };

  it.each(['/', '/topics', '/voting', '/help', '/dashboard'])(
    'lets %s run our scripts, Google sign-in and the consented ads script, and nothing else',
    async (pathname) => {
      const { policy, html } = await page(pathname);
      expect(policy['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client', 'https://ads.example.net']);
      expect(policy['frame-src']).toEqual(['https://accounts.google.com/gsi/', 'https://ads.example.net']);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(html).toContain(`<meta name="spoken-ads-script" content="${ADS_SCRIPT_URL}" />`);
    },
  );

  it.each(['/login', '/register', '/admin-login', '/payment-details'])('lets %s, where Google accounts sign in, run Google sign-in and no ads', async (pathname) => {
    const { policy, html } = await page(pathname);
    expect(policy['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(html).not.toContain('spoken-ads-script');
  });

  it.each(['/admin', '/admin/payments', '/admin/review/123', '/reset-password?token=abc', '/forgot-password', '/verify-email?token=abc'])(
    'lets %s run our own scripts only',
    async (pathname) => {
      const { policy, html } = await page(pathname);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['frame-src']).toEqual(["'none'"]);
      expect(html).not.toContain('spoken-ads-script');
    },
  );

  it('runs nothing in what is not a page, and keeps camera and microphone to our own pages everywhere', async () => {
    const answers = [
      await fetch(`${given.server.url}/healthz`),
      await fetch(given.server.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ viewer { id } }"}' }),
      await fetch(`${given.server.url}/media/nothing-here`),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'none';/);
      expect(answer.headers.get('permissions-policy')).toBe('camera=(self), microphone=(self), geolocation=(), payment=(), usb=()');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const { response } = await page('/');
    expect(response.headers.get('permissions-policy')).toBe('camera=(self), microphone=(self), geolocation=(), payment=(), usb=()');
  });

  it('sends no HSTS outside production (production: tests/security/production.test.ts)', async () => {
    expect((await fetch(`${given.server.url}/`)).headers.get('strict-transport-security')).toBeNull();
  });
});
