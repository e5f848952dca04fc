import { eq } from 'drizzle-orm';
import { auditLog, siteSettings } from '../../server/db/schema';
import { errorCode, gql } from '../utils/graphql';
import { withTestServer } from '../utils/withTestServer';

const READ = 'query { siteSettings { videoChannelUrl } }';
const UPDATE = 'mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { siteSettings { videoChannelUrl } } }';
const CHANNEL = 'https://www.youtube.com/@spoken-za';

describe('site settings', () => {
  const given = withTestServer({ people: true });

  const read = async () => (await gql<{ siteSettings: { videoChannelUrl: string | null } }>(given.server, READ)).data?.siteSettings.videoChannelUrl;
  const update = (videoChannelUrl: string, token?: string) => gql(given.server, UPDATE, { input: { videoChannelUrl } }, { token });
  const channelEntries = () => given.server.db.select().from(auditLog).where(eq(auditLog.action, 'siteSetting.update'));

  it('has no video channel until an admin sets one, and shows the one set to everyone', async () => {
    expect(await read()).toBeNull();
    const response = await update(`  ${CHANNEL}  `, given.admin.token);
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ updateSiteSettings: { siteSettings: { videoChannelUrl: CHANNEL } } });
    expect(await read()).toBe(CHANNEL);
  });

  it('records who changed the channel, from what to what, and removes the link when emptied', async () => {
    await update(CHANNEL, given.admin.token);
    await update('https://vimeo.com/spoken', given.admin.token);
    await update('', given.admin.token);
    expect(await read()).toBeNull();
    expect(await given.server.db.select().from(siteSettings)).toEqual([]);
    const entries = (await channelEntries()).map(({ actorId, subjectType, subjectId, before, after }) => ({ actorId, subjectType, subjectId, before, after }));
    expect(entries).toEqual(
      expect.arrayContaining([
        { actorId: given.admin.user.id, subjectType: 'site_setting', subjectId: 'video_channel_url', before: { videoChannelUrl: CHANNEL }, after: { videoChannelUrl: 'https://vimeo.com/spoken' } },
        { actorId: given.admin.user.id, subjectType: 'site_setting', subjectId: 'video_channel_url', before: { videoChannelUrl: 'https://vimeo.com/spoken' }, after: { videoChannelUrl: null } },
      ]),
    );
  });

  it.each([
    ['an http address', 'http://www.youtube.com/@spoken'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<b>hi</b>'],
    ['no address at all', 'youtube.com/@spoken'],
    ['credentials in the address', 'https://user:secret@www.youtube.com/@spoken'],
    ['an address past 500 characters', `https://www.youtube.com/${'a'.repeat(500)}`],
  ])('refuses %s and keeps the channel as it was', async (_case, address) => {
    await update(CHANNEL, given.admin.token);
    const entriesBefore = (await channelEntries()).length;
    const response = await update(address, given.admin.token);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions?.field).toBe('videoChannelUrl');
    expect(await read()).toBe(CHANNEL);
    expect(await channelEntries()).toHaveLength(entriesBefore);
  });

  it('lets no visitor or poet set the channel', async () => {
    await update(CHANNEL, given.admin.token);
    expect(errorCode(await update('https://evil.example/channel'))).toBe('UNAUTHENTICATED');
    expect(errorCode(await update('https://evil.example/channel', given.poet.token))).toBe('FORBIDDEN');
    expect(await read()).toBe(CHANNEL);
  });
});
