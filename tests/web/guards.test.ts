import { checkAccess, type ReadViewer } from '../../web/src/routing/guards';

const visitor: ReadViewer = async () => null;
const poet: ReadViewer = async () => ({ isAdmin: false });
const admin: ReadViewer = async () => ({ isAdmin: true });

/** Where checking `access` at `address` sends the person, or null when they may stay. */
async function sentTo(access: Parameters<typeof checkAccess>[0], address: string, readViewer: ReadViewer): Promise<string | null> {
  try {
    await checkAccess(access, new URL(address, 'https://spoken.example'), readViewer);
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.status).toBe(302);
    return thrown.headers.get('Location');
  }
}

describe("a page's guard", () => {
  it('lets anyone see an open page without asking who they are', async () => {
    let asked = 0;
    const readViewer: ReadViewer = async () => {
      asked += 1;
      return null;
    };
    expect(await sentTo('anyone', '/topics', readViewer)).toBeNull();
    expect(asked).toBe(0);
  });

  it('sends a visitor to log in and back to the address, query kept, from pages for signed-in people and poets', async () => {
    expect(await sentTo('signedIn', '/dashboard?tab=upload&topic=t1', visitor)).toBe('/login?redirect=/dashboard%3Ftab%3Dupload%26topic%3Dt1');
    expect(await sentTo('poets', '/submit', visitor)).toBe('/login?redirect=/submit');
    expect(await sentTo('signedIn', '/dashboard', poet)).toBeNull();
    expect(await sentTo('poets', '/submit', poet)).toBeNull();
  });

  it('sends a visitor to the admin login and a poet to their dashboard from admin pages, and lets an admin in', async () => {
    expect(await sentTo('admins', '/admin/topics', visitor)).toBe('/admin-login');
    expect(await sentTo('admins', '/admin/topics', poet)).toBe('/dashboard');
    expect(await sentTo('admins', '/admin/topics', admin)).toBeNull();
  });
});
