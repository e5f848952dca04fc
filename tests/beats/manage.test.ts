import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { findActiveBeat } from '../../server/beats/beats';
import { beats, submissions } from '../../server/db/schema';
import { UserInputError } from '../../server/errors';
import { hubEvents } from '../utils/events';
import { errorCode, gql } from '../utils/graphql';
import { mediaFilesOf } from '../utils/mediaFiles';
import { seedBeat, seedSubmission, seedTopic } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

const BEATS = '{ beats { id title active fileUrl } }';
const ADMIN_BEATS = '{ adminBeats { id title active fileUrl downloadName } }';
const SET_ACTIVE = `mutation SetBeatActive($input: SetBeatActiveInput!) { setBeatActive(input: $input) { beat { id active fileUrl } } }`;
const DELETE = `mutation DeleteBeat($input: BeatIdInput!) { deleteBeat(input: $input) { beatId } }`;

interface ListedBeat {
  id: string;
  title: string;
  active: boolean;
  fileUrl: string;
  downloadName?: string;
}

describe('listing beats', () => {
  const given = withTestServer({ people: true });

  it('shows everyone the active beats by title, ignoring case, with plain file URLs', async () => {
    const zulu = await seedBeat(given.server, { title: 'Zulu Groove' });
    const amapiano = await seedBeat(given.server, { title: 'amapiano dusk' });
    const hidden = await seedBeat(given.server, { title: 'Banned Loop', active: false });

    for (const token of [undefined, given.poet.token]) {
      const response = await gql<{ beats: ListedBeat[] }>(given.server, BEATS, {}, { token });
      const listed = response.data?.beats ?? [];
      const seeded = listed.filter((beat) => beat.id === zulu.id || beat.id === amapiano.id);
      expect(seeded.map((beat) => beat.title)).toEqual(['amapiano dusk', 'Zulu Groove']);
      expect(listed.map((beat) => beat.id)).not.toContain(hidden.id);
      expect(listed.find((beat) => beat.id === zulu.id)?.fileUrl).toBe(`/media/${zulu.fileKey}`);
      expect(listed.find((beat) => beat.id === amapiano.id)?.fileUrl).toBe(`/media/${amapiano.fileKey}`);
    }
  });

  it('shows admins every beat, newest first, an inactive one through a signed link that works', async () => {
    const older = await seedBeat(given.server, { title: 'Older', createdAt: new Date('2026-01-01T10:00:00Z') });
    const newer = await seedBeat(given.server, { title: 'Newer', active: false, createdAt: new Date('2026-02-01T10:00:00Z') });

    const response = await gql<{ adminBeats: ListedBeat[] }>(given.server, ADMIN_BEATS, {}, { token: given.admin.token });
    const listed = response.data?.adminBeats ?? [];
    const ids = listed.map((beat) => beat.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

    const inactive = listed.find((beat) => beat.id === newer.id);
    expect(inactive?.fileUrl).toMatch(new RegExp(`^/media/${newer.fileKey}\\?expires=\\d+&sig=[\\w-]+$`));
    const download = await fetch(`${given.server.url}${inactive?.fileUrl}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
  });

  it('names a download after the file, or after the title when the file has no name', async () => {
    const named = await seedBeat(given.server, { title: 'Named', fileName: 'named-take-2.wav' });
    const unnamed = await seedBeat(given.server, { title: 'Kasi Bounce', fileName: '' });
    const response = await gql<{ adminBeats: ListedBeat[] }>(given.server, ADMIN_BEATS, {}, { token: given.admin.token });
    const listed = response.data?.adminBeats ?? [];
    expect(listed.find((beat) => beat.id === named.id)?.downloadName).toBe('named-take-2.wav');
    expect(listed.find((beat) => beat.id === unnamed.id)?.downloadName).toBe('Kasi Bounce.mp3');
  });

  it('keeps the full list from visitors and poets', async () => {
    expect(errorCode(await gql(given.server, ADMIN_BEATS))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(given.server, ADMIN_BEATS, {}, { token: given.poet.token }))).toBe('FORBIDDEN');
  });
});

describe('switching a beat off and on', () => {
  const given = withTestServer({ people: true });

  const listedIds = async () => ((await gql<{ beats: ListedBeat[] }>(given.server, BEATS)).data?.beats ?? []).map((beat) => beat.id);

  it('withdraws a beat from poets and makes its file private, then offers it again', async () => {
    const beat = await seedBeat(given.server);
    const events = hubEvents(given.server, 'beats.changed');

    const off = await gql<{ setBeatActive: { beat: ListedBeat } }>(given.server, SET_ACTIVE, { input: { id: beat.id, active: false } }, { token: given.admin.token });
    expect(off.data?.setBeatActive.beat).toMatchObject({ id: beat.id, active: false });
    expect(await listedIds()).not.toContain(beat.id);
    expect((await fetch(`${given.server.url}/media/${beat.fileKey}`)).status).toBe(404);
    await events.waitFor((event) => event.beatId === beat.id);

    const on = await gql<{ setBeatActive: { beat: ListedBeat } }>(given.server, SET_ACTIVE, { input: { id: beat.id, active: true } }, { token: given.admin.token });
    expect(on.data?.setBeatActive.beat).toEqual({ id: beat.id, active: true, fileUrl: `/media/${beat.fileKey}` });
    expect(await listedIds()).toContain(beat.id);
    expect((await fetch(`${given.server.url}/media/${beat.fileKey}`)).status).toBe(200);
    await events.waitFor((event) => event.beatId === beat.id, 2);
    events.stop();
  });

  it('answers NOT_FOUND for a beat that does not exist', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await gql(given.server, SET_ACTIVE, { input: { id, active: false } }, { token: given.admin.token });
      expect(response.errors?.[0]).toMatchObject({ message: 'Beat not found.', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('lets only admins switch a beat, leaving it as it was', async () => {
    const beat = await seedBeat(given.server);
    expect(errorCode(await gql(given.server, SET_ACTIVE, { input: { id: beat.id, active: false } }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(given.server, SET_ACTIVE, { input: { id: beat.id, active: false } }, { token: given.poet.token }))).toBe('FORBIDDEN');
    const [row] = await given.server.db.select().from(beats).where(eq(beats.id, beat.id));
    expect(row?.active).toBe(true);
  });
});

describe('deleting a beat', () => {
  const given = withTestServer({ people: true });

  const beatRow = async (id: string) => (await given.server.db.select().from(beats).where(eq(beats.id, id)))[0];

  it('removes the row and the file, while poems made over it keep its title', async () => {
    const beat = await seedBeat(given.server, { title: 'Township Jive' });
    const topic = await seedTopic(given.server.db);
    const poem = await seedSubmission(given.server.db, {
      userId: given.poet.user.id,
      topicId: topic.id,
      beatId: beat.id,
      beatTitle: beat.title,
      status: 'approved',
    });
    expect(await mediaFilesOf(given.server)).toContain(beat.fileKey);
    const events = hubEvents(given.server, 'beats.changed');

    const response = await gql(given.server, DELETE, { input: { id: beat.id } }, { token: given.admin.token });
    expect(response.data).toEqual({ deleteBeat: { beatId: beat.id } });
    expect(await beatRow(beat.id)).toBeUndefined();
    expect(await mediaFilesOf(given.server)).not.toContain(beat.fileKey);
    expect((await fetch(`${given.server.url}/media/${beat.fileKey}`)).status).toBe(404);
    const [kept] = await given.server.db.select().from(submissions).where(eq(submissions.id, poem.id));
    expect(kept).toMatchObject({ beatId: null, beatTitle: 'Township Jive' });
    await events.waitFor((event) => event.beatId === beat.id);
    events.stop();
  });

  it('answers NOT_FOUND for a beat that does not exist', async () => {
    const response = await gql(given.server, DELETE, { input: { id: randomUUID() } }, { token: given.admin.token });
    expect(response.errors?.[0]).toMatchObject({ message: 'Beat not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('lets only admins delete a beat, leaving the row and the file', async () => {
    const beat = await seedBeat(given.server);
    expect(errorCode(await gql(given.server, DELETE, { input: { id: beat.id } }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(given.server, DELETE, { input: { id: beat.id } }, { token: given.poet.token }))).toBe('FORBIDDEN');
    expect(await beatRow(beat.id)).toBeDefined();
    expect(await mediaFilesOf(given.server)).toContain(beat.fileKey);
  });
});

describe('choosing a beat for a poem', () => {
  const given = withTestServer();

  it('finds an active beat', async () => {
    const beat = await seedBeat(given.server);
    expect(await findActiveBeat(given.server.db, beat.id)).toMatchObject({ id: beat.id, title: beat.title });
  });

  it('refuses an inactive, unknown or malformed beat, naming beatId', async () => {
    const inactive = await seedBeat(given.server, { active: false });
    for (const id of [inactive.id, randomUUID(), 'beat-1']) {
      const refusal = findActiveBeat(given.server.db, id);
      await expect(refusal).rejects.toBeInstanceOf(UserInputError);
      await expect(refusal).rejects.toMatchObject({
        message: 'Please choose one of the active beats.',
        extensions: { code: 'BAD_USER_INPUT', field: 'beatId' },
      });
    }
  });
});
