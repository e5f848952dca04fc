import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { canonicalEmail } from '../../server/accounts/email';
import { synthesiseDrumLoop } from '../../server/beats/synth';
import type { Database, Queryable } from '../../server/db/client';
import {
  beats,
  submissions,
  topics,
  users,
  videoRenditions,
  votes,
  type BeatRow,
  type SubmissionRow,
  type TopicRow,
  type UserRow,
} from '../../server/db/schema';
import { publish } from '../../server/events/hub';
import { createSession } from '../../server/sessions/sessions';
import { MEDIA_PROCESSING_VERSION } from '../../server/submissions/processing';
import { storeMediaFile } from './mediaFiles';
import type { TestServer } from './server';

let sequence = 0;

export interface SeedUser {
  name?: string;
  email?: string;
  role?: 'user' | 'admin';
  verified?: boolean;
  passwordHash?: string | null;
  publicName?: string | null;
}

export interface SignedIn {
  user: UserRow;
  token: string;
  sessionId: string;
}

const FULL_PERMISSIONS = { manageUsers: true, manageTopics: true, reviewSubmissions: true, processPayments: true };

/** Inserts a user directly, skipping sign-up and its slow password hash. */
export async function seedUser(db: Database, seed: SeedUser = {}): Promise<UserRow> {
  sequence += 1;
  const local = seed.email?.split('@')[0] ?? `poet${sequence}${Date.now().toString(36)}`;
  const email = seed.email ?? `${local}@gmail.com`;
  const role = seed.role ?? 'user';
  const [row] = await db
    .insert(users)
    .values({
      name: seed.name ?? `Poet ${sequence}`,
      publicName: seed.publicName ?? null,
      email,
      emailCanonical: canonicalEmail(email),
      passwordHash: seed.passwordHash ?? null,
      emailVerifiedAt: seed.verified === false ? null : new Date(),
      role,
      adminLevel: role === 'admin' ? 1 : null,
      permissions: role === 'admin' ? FULL_PERMISSIONS : null,
      termsAcceptedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('seedUser inserted nothing');
  return row;
}

/** Opens a session for `user` as a sign-in would, and returns its bearer token. */
export async function signIn(server: TestServer, user: UserRow): Promise<SignedIn> {
  const config = server.server.runtime.config;
  const session = await createSession(server.db, { secret: config.secrets.jwtSecret, ttlMs: config.sessionTtlMs }, user.id);
  return { user, token: session.token, sessionId: session.sessionId };
}

/** A poet, another poet and an admin, each signed in. */
export async function poetsAndAdmin(server: TestServer): Promise<{ poet: SignedIn; otherPoet: SignedIn; admin: SignedIn }> {
  return {
    poet: await signIn(server, await seedUser(server.db, { name: 'Thandi Poet' })),
    otherPoet: await signIn(server, await seedUser(server.db, { name: 'Sipho Poet' })),
    admin: await signIn(server, await seedUser(server.db, { name: 'Ayanda Admin', role: 'admin' })),
  };
}

export async function reloadUser(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts a topic directly; active unless told otherwise. */
export async function seedTopic(db: Database, seed: Partial<typeof topics.$inferInsert> = {}): Promise<TopicRow> {
  sequence += 1;
  const [row] = await db.insert(topics).values({ title: `Topic ${sequence}`, active: true, ...seed }).returning();
  if (!row) throw new Error('seedTopic inserted nothing');
  return row;
}

export type SeedSubmission = Pick<typeof submissions.$inferInsert, 'userId' | 'topicId'> & Partial<typeof submissions.$inferInsert>;

/**
 * Inserts a submission directly, pending unless told otherwise, carrying its topic's title. Its
 * video key names no stored file unless one is given.
 */
export async function seedSubmission(db: Database, seed: SeedSubmission): Promise<SubmissionRow> {
  const [topic] = await db.select({ title: topics.title }).from(topics).where(eq(topics.id, seed.topicId));
  const [row] = await db
    .insert(submissions)
    .values({
      title: 'A seeded poem',
      transcript: 'Words spoken over a beat.',
      topicTitle: topic?.title ?? 'Unknown Topic',
      videoKey: `videos/${randomUUID()}.mp4`,
      fileName: 'poem.mp4',
      fileSize: 1024,
      fileType: 'video/mp4',
      ...seed,
    })
    .returning();
  if (!row) throw new Error('seedSubmission inserted nothing');
  return row;
}

export interface SeedRendition {
  key: string;
  height: number;
  size: number;
}

/**
 * Marks a submission's video processed, as its transcoding job would: READY, with its renditions
 * (by default one at 720 lines naming no stored file), so an admin may approve it.
 */
export async function markVideoProcessed(
  db: Queryable,
  submissionId: string,
  renditions: SeedRendition[] = [{ key: `renditions/${randomUUID()}.mp4`, height: 720, size: 1024 }],
): Promise<SubmissionRow> {
  await db.insert(videoRenditions).values(renditions.map(({ key, height, size }) => ({ submissionId, height, fileKey: key, fileSize: size })));
  const [row] = await db
    .update(submissions)
    .set({ processingState: 'ready', processingVersion: MEDIA_PROCESSING_VERSION })
    .where(eq(submissions.id, submissionId))
    .returning();
  if (!row) throw new Error('markVideoProcessed found no submission');
  return row;
}

/** Marks a submission's video processed and announces it, as its transcoding job does, so open screens change live. */
export async function finishVideoProcessing(server: TestServer, submissionId: string): Promise<void> {
  await server.db.transaction(async (tx) => {
    const row = await markVideoProcessed(tx, submissionId);
    await publish(tx, { type: 'submission.changed', submissionId, userId: row.userId });
  });
}

/** A submission whose video is processed (see markVideoProcessed); pending unless told otherwise. */
export async function seedProcessedSubmission(db: Database, seed: SeedSubmission, renditions?: SeedRendition[]): Promise<SubmissionRow> {
  return markVideoProcessed(db, (await seedSubmission(db, seed)).id, renditions);
}

/** Inserts a beat with a real stored file (a synthesised drum loop); active unless told otherwise. */
export async function seedBeat(server: TestServer, seed: Partial<typeof beats.$inferInsert> = {}): Promise<BeatRow> {
  sequence += 1;
  const file = synthesiseDrumLoop({ bpm: 120, bars: 1, seed: sequence });
  const fileKey = await storeMediaFile(server, file, 'beats');
  const [row] = await server.db
    .insert(beats)
    .values({
      title: `Beat ${sequence}`,
      artist: 'Spoken Studio',
      fileKey,
      fileName: `beat-${sequence}.wav`,
      fileType: 'audio/wav',
      fileSize: file.length,
      ...seed,
    })
    .returning();
  if (!row) throw new Error('seedBeat inserted nothing');
  return row;
}

/** Many signed-in poets at once, inserted directly. */
export async function signedInPoets(server: TestServer, howMany: number): Promise<SignedIn[]> {
  const people: SignedIn[] = [];
  for (let index = 0; index < howMany; index += 1) people.push(await signIn(server, await seedUser(server.db)));
  return people;
}

/** An approved poem on `topicId` by a new poet, its video processed, ready for votes. */
export async function seedApprovedPoem(
  server: TestServer,
  topicId: string,
  seed: Partial<typeof submissions.$inferInsert> = {},
  renditions?: SeedRendition[],
): Promise<SubmissionRow> {
  const poet = await seedUser(server.db);
  return seedProcessedSubmission(server.db, { userId: poet.id, topicId, status: 'approved', ...seed }, renditions);
}

const PLAYABLE_VIDEO = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4');
/** The lines of the fixture's picture (320x180). */
const PLAYABLE_VIDEO_HEIGHT = 180;

/** The fixture clip stored as a rendition, as the transcoding job would leave it: H.264/AAC MP4. */
export async function storePlayableRendition(server: TestServer): Promise<SeedRendition> {
  const video = await readFile(PLAYABLE_VIDEO);
  return { key: await storeMediaFile(server, video, 'renditions'), height: PLAYABLE_VIDEO_HEIGHT, size: video.length };
}

/** An approved poem whose rendition is a real stored clip, for screens that play it. */
export async function seedPlayablePoem(server: TestServer, topicId: string, seed: Partial<typeof submissions.$inferInsert> = {}): Promise<SubmissionRow> {
  return seedApprovedPoem(server, topicId, seed, [await storePlayableRendition(server)]);
}

/** `howMany` voters inserted in one statement, none signed in: for votes seeded directly. */
export async function seedVoterIds(db: Database, howMany: number, seed: { blocked?: boolean } = {}): Promise<string[]> {
  const batch = randomUUID().slice(0, 8);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: howMany }, (_, index) => {
        const email = `voter-${batch}-${index}@example.org`;
        return { name: `Voter ${index}`, email, emailCanonical: canonicalEmail(email), termsAcceptedAt: new Date(), blockedAt: seed.blocked ? new Date() : null };
      }),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/**
 * Votes by `voterIds` on a poem, written directly and counted on the poem as votes cast one by one
 * would be (a poem at 500 frozen at its 500th): each a millisecond after the last from `from`,
 * all from one address group.
 */
export async function seedVotes(db: Database, poemId: string, voterIds: string[], seed: { ipHash?: string; from?: Date } = {}): Promise<void> {
  const from = seed.from?.getTime() ?? Date.now() - 3_600_000;
  await db.insert(votes).values(voterIds.map((userId, index) => ({ poemId, userId, ipHash: seed.ipHash ?? null, createdAt: new Date(from + index) })));
  await db
    .update(submissions)
    .set({
      voteCount: sql`${submissions.voteCount} + ${voterIds.length}`,
      voteVersion: sql`${submissions.voteVersion} + ${voterIds.length}`,
      reachedTargetAt: sql`case when ${submissions.voteCount} + ${voterIds.length} >= 500 then ${new Date(from + voterIds.length - 1).toISOString()}::timestamptz else ${submissions.reachedTargetAt} end`,
    })
    .where(eq(submissions.id, poemId));
}
