import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { posterImages, submissions, videoRenditions } from '../../server/db/schema';
import { processSubmissionVideo } from '../../server/submissions/processing';
import { makeClip } from '../utils/clips';
import { mediaFilesOf } from '../utils/mediaFiles';
import { seedTopic } from '../utils/scenarios';
import { submitPoemGql } from '../utils/videoUpload';
import { withTestServer } from '../utils/withTestServer';

const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;

describe('a video whose processing fails half way', () => {
  const given = withTestServer({ people: true });
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'spoken-failing-ffmpeg-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it.each([
    ['its last rendition', '240.m3u8', 'could not package the 240 rendition'],
    ["the cards' playlist", 'card.m3u8', "could not package the cards' playlist"],
  ])('publishes nothing when packaging %s fails after the renditions, posters and other playlists were made', async (_what, playlist, message) => {
    const tools = given.server.server.runtime.mediaTools;
    if (!tools) throw new Error('these tests need ffmpeg');
    // ffmpeg as it is, except that packaging this playlist writes it and fails.
    const failing = path.join(folder, `ffmpeg-${playlist}`);
    await writeFile(failing, `#!/bin/sh\nfor arg in "$@"; do case "$arg" in */${playlist}) echo '#EXTM3U' > "$arg"; exit 1;; esac; done\nexec ${tools.ffmpeg} "$@"\n`);
    await chmod(failing, 0o755);
    const topic = await seedTopic(given.server.db);
    const submitted = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      given.server,
      SUBMIT,
      { input: { topicId: topic.id, title: 'Half Way', transcript: 'A verse cut off mid-line.' } },
      { 'input.video': { content: await makeClip({ seconds: 2, width: 640, height: 360, container: 'mp4' }), name: 'half-way.mp4' } },
      { token: given.poet.token },
    );
    const id = submitted.data?.submitPoem.submission.id as string;

    const run = processSubmissionVideo(given.server.server.runtime, { ...tools, ffmpeg: failing, sandbox: null }, id, { signal: new AbortController().signal });
    await expect(run).rejects.toThrow(message);

    const [row] = await given.server.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({ streamKey: null, thumbnailKey: null, processingState: 'processing' });
    expect(await given.server.db.select().from(videoRenditions).where(eq(videoRenditions.submissionId, id))).toEqual([]);
    expect(await given.server.db.select().from(posterImages).where(eq(posterImages.submissionId, id))).toEqual([]);
    // Nothing stored but the uploads, this one's and the other case's.
    const uploads = (await given.server.db.select({ key: submissions.videoKey }).from(submissions)).map((upload) => upload.key);
    expect(uploads).toContain(row?.videoKey);
    expect((await mediaFilesOf(given.server)).sort()).toEqual(uploads.sort());
  });
});
