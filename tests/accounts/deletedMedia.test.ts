import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { posterImages, submissions } from '../../server/db/schema';
import { PASSWORD, registerVerifyAndLogin } from '../utils/accounts';
import { gql } from '../utils/graphql';
import { mediaFilesOf, mp4Bytes, storeMediaFile } from '../utils/mediaFiles';
import { markVideoProcessed, seedSubmission, seedTopic } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

const DELETE = `mutation Delete($input: DeleteAccountInput!) { deleteAccount(input: $input) { message } }`;

describe("a deleted account's unpublished poems", () => {
  const given = withTestServer({ mailbox: true });

  it('leave none of their files: upload, renditions, posters and every file of the stream', async () => {
    const poet = await registerVerifyAndLogin(given.server, given.mailbox, { name: 'Lerato Mokoena' });
    const topic = await seedTopic(given.server.db);
    const { media } = given.server.server.runtime;
    const submission = await seedSubmission(given.server.db, { userId: poet.id, topicId: topic.id, videoKey: await storeMediaFile(given.server, mp4Bytes(), 'videos') });
    await markVideoProcessed(given.server.db, submission.id, [{ key: await storeMediaFile(given.server, mp4Bytes(), 'renditions'), height: 240, size: 8192 }]);
    const poster = await storeMediaFile(given.server, mp4Bytes(), 'posters');
    await given.server.db.insert(posterImages).values({ submissionId: submission.id, width: 320, height: 180, type: 'image/jpeg', fileKey: poster, fileSize: 8192 });
    const packaged = await mkdtemp(path.join(tmpdir(), 'spoken-stream-'));
    await mkdir(path.join(packaged, 'stream'));
    for (const name of ['master.m3u8', '240.m3u8', '240_init.mp4', '240_00000.m4s']) await writeFile(path.join(packaged, 'stream', name), name);
    const streamKey = await media.importStreamFolder(path.join(packaged, 'stream'));
    await rm(packaged, { recursive: true, force: true });
    await given.server.db.update(submissions).set({ streamKey, thumbnailKey: poster }).where(eq(submissions.id, submission.id));
    expect(await mediaFilesOf(given.server)).toHaveLength(7);

    const deleted = await gql(given.server, DELETE, { input: { confirmation: 'DELETE', password: PASSWORD } }, { cookie: poet.cookie });
    expect(deleted.errors).toBeUndefined();
    expect(await mediaFilesOf(given.server)).toEqual([]);
  });
});
