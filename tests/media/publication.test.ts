import { eq } from 'drizzle-orm';
import { mailMessages, rewards, submissionEvents, submissions, users } from '../../server/db/schema';
import { APPROVAL_BLOCKS } from '../../server/submissions/review';
import { makeClip } from '../utils/clips';
import { errorCode, gql } from '../utils/graphql';
import { urisOf, variantsOf } from '../utils/hls';
import { queueDrained } from '../utils/jobs';
import { mp4Bytes } from '../utils/mediaFiles';
import { movWithTags, probeTags } from '../utils/mediaTags';
import { markVideoProcessed, seedSubmission, seedTopic } from '../utils/scenarios';
import { submitPoemGql } from '../utils/videoUpload';
import { withTestServer } from '../utils/withTestServer';

const PUBLIC_URL = 'https://spoken.example';
// What a phone writes into a recording: the title it was given, where it was made, the camera's name.
const TITLE = 'Rooftop session at home';
const LOCATION = '+27.5916+086.5640/';
const STREAM_TITLE = 'Thandi front camera';

const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;
const APPROVE = `mutation Approve($id: ID!) { approveSubmission(input: { id: $id }) { submission { status } } }`;
const REJECT = `mutation Reject($id: ID!) { rejectSubmission(input: { id: $id, reason: "Unplayable." }) { submission { status } } }`;
const SUBMISSION = `query Submission($id: ID!) { submission(id: $id) { processingState videoUrl approvalBlockedReason } }`;
const POEM = `query Poem($id: ID!) { poem(id: $id) { videoUrl thumbnailUrl renditions { height url } posters { url } stream } }`;

interface AdminView {
  processingState: string;
  videoUrl: string;
  approvalBlockedReason: string | null;
}

interface PublicPoem {
  videoUrl: string | null;
  thumbnailUrl: string | null;
  renditions: { height: number; url: string }[];
  posters: { url: string }[];
  stream: string | null;
}

// The shape of the built index.html, so the share page does not depend on a web build.
const INDEX_HTML = '<!doctype html><html><head><title>Spoken</title></head><body><div id="root"></div></body></html>';

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta property="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

describe("what a poem's publication makes public", () => {
  const given = withTestServer({ env: { WORKER: 'in-process', PUBLIC_URL }, indexHtml: INDEX_HTML, people: true });
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db)).id;
  });

  const submit = async (content: Buffer, name: string): Promise<string> => {
    const response = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      given.server,
      SUBMIT,
      { input: { topicId, title: 'From the Roof', transcript: 'The city hums below me.' } },
      { 'input.video': { content, name } },
      { token: given.poet.token },
    );
    expect(response.errors).toBeUndefined();
    return response.data?.submitPoem.submission.id as string;
  };
  const adminView = async (id: string): Promise<AdminView> =>
    (await gql<{ submission: AdminView }>(given.server, SUBMISSION, { id }, { token: given.admin.token })).data?.submission as AdminView;
  const carried = (text: string) => [TITLE, LOCATION, STREAM_TITLE].filter((tag) => text.includes(tag));

  it("publishes only the renditions, the posters and the stream, none carrying the upload's title or location, and keeps the upload private", async () => {
    const clip = await movWithTags(await makeClip({ seconds: 1, width: 1280, height: 720, container: 'mp4' }), {
      file: { title: TITLE, location: LOCATION },
      video: { title: STREAM_TITLE },
    });
    // The upload does carry them, so finding none below means something.
    expect(carried(clip.toString('latin1'))).toEqual([TITLE, LOCATION, STREAM_TITLE]);

    const id = await submit(clip, 'rooftop.mov');
    await queueDrained(given.server, 'transcode-video');
    expect((await adminView(id)).processingState).toBe('READY');
    expect((await gql(given.server, APPROVE, { id }, { token: given.admin.token })).data).toEqual({ approveSubmission: { submission: { status: 'APPROVED' } } });

    const poem = (await gql<{ poem: PublicPoem }>(given.server, POEM, { id })).data?.poem as PublicPoem;
    expect(poem.videoUrl).toBeNull();
    expect(poem.renditions.map((rendition) => rendition.height)).toEqual([720, 480, 360, 240]);
    const page = await (await fetch(`${given.server.url}/poems/${id}`)).text();
    const shared = [metaContent(page, 'og:image'), metaContent(page, 'og:video')];
    expect(shared).toEqual([`${PUBLIC_URL}${poem.thumbnailUrl}`, `${PUBLIC_URL}${poem.renditions[0]?.url}`]);

    const publicPaths = [...poem.renditions.map((rendition) => rendition.url), ...poem.posters.map((poster) => poster.url)];
    expect(publicPaths).toContain(poem.thumbnailUrl);
    for (const publicPath of publicPaths) {
      expect(publicPath).toMatch(/^\/media\/(renditions|posters)\/[0-9a-f-]{36}\.(mp4|jpg|webp)$/);
      const response = await fetch(`${given.server.url}${publicPath}`);
      expect({ publicPath, status: response.status }).toEqual({ publicPath, status: 200 });
      expect({ publicPath, carried: carried(Buffer.from(await response.arrayBuffer()).toString('latin1')) }).toEqual({ publicPath, carried: [] });
      expect({ publicPath, carried: carried(await probeTags(`${given.server.url}${publicPath}`)) }).toEqual({ publicPath, carried: [] });
    }

    // Every file of the stream, playlists and segments alike, plain and free of the upload's tags too.
    const folder = `${given.server.url}${poem.stream?.replace(/master\.m3u8$/, '')}`;
    const playlists = variantsOf(await (await fetch(`${given.server.url}${poem.stream}`)).text()).map((variant) => variant.uri);
    const streamFiles = ['master.m3u8', ...playlists];
    for (const playlist of playlists) streamFiles.push(...urisOf(await (await fetch(`${folder}${playlist}`)).text()));
    expect(streamFiles).toHaveLength(1 + 4 * 3);
    for (const file of streamFiles) {
      const response = await fetch(`${folder}${file}`);
      expect({ file, status: response.status, carried: carried(Buffer.from(await response.arrayBuffer()).toString('latin1')) }).toEqual({ file, status: 200, carried: [] });
    }

    // The upload: its poet's and admins' through a signed link, nobody's without one.
    const original = (await adminView(id)).videoUrl;
    expect(original).toMatch(/^\/media\/videos\/[0-9a-f-]{36}\.mov\?expires=\d+&sig=/);
    expect(Buffer.from(await (await fetch(`${given.server.url}${original}`)).arrayBuffer()).equals(clip)).toBe(true);
    expect((await fetch(`${given.server.url}${original.split('?')[0]}`)).status).toBe(404);
  });

  it('refuses to approve a poem before its video is processed, changing nothing, and allows it once it is', async () => {
    for (const processingState of ['queued', 'processing'] as const) {
      const submission = await seedSubmission(given.server.db, { userId: given.poet.user.id, topicId, processingState });
      expect((await adminView(submission.id)).approvalBlockedReason).toBe(APPROVAL_BLOCKS.processing);
      const before = await everythingAbout(submission.id);

      const refused = await gql(given.server, APPROVE, { id: submission.id }, { token: given.admin.token });
      expect(refused.errors?.[0]).toMatchObject({ message: APPROVAL_BLOCKS.processing, extensions: { code: 'CONFLICT' } });
      expect(await everythingAbout(submission.id)).toEqual(before);

      await markVideoProcessed(given.server.db, submission.id);
      expect((await adminView(submission.id)).approvalBlockedReason).toBeNull();
      expect((await gql(given.server, APPROVE, { id: submission.id }, { token: given.admin.token })).errors).toBeUndefined();
    }
  });

  it('refuses to approve a video that could not be processed; it can still be rejected', async () => {
    const id = await submit(mp4Bytes(), 'damaged.mp4');
    await queueDrained(given.server, 'transcode-video');
    expect(await adminView(id)).toMatchObject({ processingState: 'FAILED', approvalBlockedReason: APPROVAL_BLOCKS.failed });

    const refused = await gql(given.server, APPROVE, { id }, { token: given.admin.token });
    expect(refused.errors?.[0]?.message).toBe(APPROVAL_BLOCKS.failed);
    expect(errorCode(refused)).toBe('CONFLICT');
    expect((await gql(given.server, REJECT, { id }, { token: given.admin.token })).data).toEqual({ rejectSubmission: { submission: { status: 'REJECTED' } } });
  });

  /** The submission's row, its history, its rewards, its poet's counts and the poet's mail. */
  async function everythingAbout(id: string) {
    const [row] = await given.server.db.select().from(submissions).where(eq(submissions.id, id));
    return {
      row,
      history: await given.server.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, id)),
      rewards: await given.server.db.select().from(rewards).where(eq(rewards.submissionId, id)),
      poet: (await given.server.db.select({ accepted: users.poemsAccepted }).from(users).where(eq(users.id, given.poet.user.id)))[0],
      mail: await given.server.db.select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.toAddress, given.poet.user.email)),
    };
  }
});
