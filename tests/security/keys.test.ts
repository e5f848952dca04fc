import { randomBytes } from 'node:crypto';
import { VIEWER } from '../utils/accounts';
import { gql } from '../utils/graphql';
import { seedUser, signIn } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';

describe('separate keys', () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('keeps everyone signed in when only the media signing key changes, and signs links under the new one', async () => {
    const before = await startTestServer();
    servers.push(before);
    const user = await seedUser(before.db);
    const { token } = await signIn(before, user);
    const link = before.server.runtime.media.signedPath('videos/a.mp4', 60);

    const mediaUrlKey = randomBytes(32).toString('hex');
    const after = await startTestServer({ shareDatabaseWith: before, env: { MEDIA_URL_KEY: mediaUrlKey } });
    servers.push(after);
    expect((await gql<{ viewer: { id: string } }>(after, VIEWER, {}, { token })).data?.viewer.id).toBe(user.id);
    const [, expires, signature] = /expires=(\d+)&sig=([\w-]+)/.exec(link) ?? [];
    expect(after.server.runtime.media.verifySignature('videos/a.mp4', Number(expires), signature as string)).toBe(false);
    const fresh = /expires=(\d+)&sig=([\w-]+)/.exec(after.server.runtime.media.signedPath('videos/a.mp4', 60)) ?? [];
    expect(after.server.runtime.media.verifySignature('videos/a.mp4', Number(fresh[1]), fresh[2] as string)).toBe(true);
  });
});
