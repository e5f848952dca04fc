import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { synthesiseDrumLoop } from '../beats/synth';
import { beats, rewards, submissionEvents, submissions, topics, users, votes } from '../db/schema';
import { sniffAudio, sniffVideo } from '../media/sniff';
import { APPROVAL_REWARD_CENTS } from '../rewards/ledger';
import type { Runtime } from '../runtime';
import { queueVideoProcessing } from '../submissions/processing';

const clipsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-clips');
const DAY = 24 * 3600_000;

const POETS = [
  { name: 'Lindiwe Mthembu', publicName: 'MC Lindi' },
  { name: 'Sipho Ndlovu', publicName: null },
  { name: 'Ayesha Patel', publicName: 'Ayesha P.' },
  { name: 'Johan van Wyk', publicName: 'Jo the Griot' },
];

const TOPICS = [
  { title: 'Home', description: 'Where is home for you: a street, a language, a person, a smell of cooking? Take us there.' },
  { title: 'Ubuntu', description: 'I am because we are. Write about the people who made you, and the ones you are making.' },
  { title: 'Rain on a Tin Roof', description: 'Weather, memory and the sounds of a house at night.' },
];

const BEATS = [
  { title: 'Township Pulse', artist: 'Spoken Studio', genre: 'Amapiano', bpm: 112, seed: 1 },
  { title: 'Slow Tide', artist: 'Spoken Studio', genre: 'Lo-fi', bpm: 84, seed: 2 },
  { title: 'Rooftop Drums', artist: 'Spoken Studio', genre: 'Hip hop', bpm: 96, seed: 3 },
];

/** Demo listeners who vote, and how many of them vote for each demo poem, in POEMS order. */
const LISTENERS = 8;
const VOTES_PER_POEM = [7, 3, 5, 2, 4];

const POEMS = [
  { poet: 0, topic: 0, clip: 1, title: 'Gogo’s Kitchen', transcript: 'The kettle knows my name before the door does.\nSteam writes it on the window, then forgets,\nthe way Gogo forgets nothing:\nnot the price of bread in ninety-four,\nnot the hymn, not the child I was.' },
  { poet: 1, topic: 0, clip: 2, title: 'Return Ticket', transcript: 'I left with one bag and a borrowed jacket.\nI came back with an accent my mother laughs at\nand a hunger no city could feed.\nThe taxi drops me where the tar gives up.\nFrom here, my feet remember.' },
  { poet: 2, topic: 1, clip: 3, title: 'We Are the Village', transcript: 'Nobody raised me alone.\nThe aunty at the spaza counted my change twice,\nthe neighbour’s radio taught me jazz,\nand the whole street held its breath\nthe day I wrote my final exam.' },
  { poet: 3, topic: 1, clip: 4, title: 'Borrowed Sugar', transcript: 'A cup of sugar crosses the fence each winter\nand comes back as a cake.\nThis is our treaty, older than any flag:\nwhat you lend, returns sweeter.' },
  { poet: 0, topic: 2, clip: 2, title: 'Tin Drum Night', transcript: 'The roof plays the only song it knows,\nand we know every word.\nMama moves the bucket, Baba moves the bed,\nand I lie awake, counting the drops\nlike a drummer counting in.' },
];

/**
 * Seeds demo poets and listeners, topics, beats (drum loops synthesised in code), and approved
 * poems with short clips and votes, so a fresh embedded start shows a living product. Runs once: it
 * does nothing when demo accounts exist. Demo accounts have no password and never receive mail.
 */
export async function seedDemoContent(runtime: Runtime): Promise<void> {
  const { db, media, log } = runtime;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.isDemo, true)).limit(1);
  if (existing) return;

  const beatFiles = await Promise.all(
    BEATS.map((beat) =>
      media.put(Readable.from([synthesiseDrumLoop({ bpm: beat.bpm, bars: 4, seed: beat.seed })]), {
        folder: 'beats',
        maxBytes: 20 * 1024 * 1024,
        recognise: sniffAudio,
      }),
    ),
  );
  const clipFiles = new Map<number, Awaited<ReturnType<typeof media.put>>>();
  for (const clip of new Set(POEMS.map((poem) => poem.clip))) {
    clipFiles.set(
      clip,
      await media.put(createReadStream(path.join(clipsDir, `clip-${clip}.mp4`)), { folder: 'videos', maxBytes: 5 * 1024 * 1024, recognise: sniffVideo }),
    );
  }

  const storedKeys = [...beatFiles, ...clipFiles.values()].map((file) => file.key);
  await db.transaction(async (tx) => {
    const poets = await tx
      .insert(users)
      .values(
        POETS.map((poet, index) => {
          const address = `demo-poet-${index + 1}@spoken.invalid`;
          return { ...poet, email: address, emailCanonical: address, emailVerifiedAt: new Date(), isDemo: true, termsAcceptedAt: new Date() };
        }),
      )
      .returning();
    const listeners = await tx
      .insert(users)
      .values(
        Array.from({ length: LISTENERS }, (_, index) => {
          const address = `demo-listener-${index + 1}@spoken.invalid`;
          return { name: `Demo Listener ${index + 1}`, email: address, emailCanonical: address, emailVerifiedAt: new Date(), isDemo: true, termsAcceptedAt: new Date() };
        }),
      )
      .returning({ id: users.id });
    const now = Date.now();
    const createdTopics = await tx
      .insert(topics)
      .values(
        TOPICS.map((topic, index) => ({
          ...topic,
          active: true,
          deadline: new Date(now + 30 * DAY),
          votingEndsAt: new Date(now + 45 * DAY),
          // Distinct times keep the listed order: the first topic is the one home and voting open on.
          createdAt: new Date(now - (TOPICS.length - index) * 60_000),
        })),
      )
      .returning();
    const demoBeats = await tx.insert(beats).values(
      BEATS.map((beat, index) => {
        const file = beatFiles[index];
        if (!file) throw new Error('demo beat file missing');
        return {
          title: beat.title,
          artist: beat.artist,
          genre: beat.genre,
          bpm: String(beat.bpm),
          fileKey: file.key,
          fileName: `${beat.title.toLowerCase().replaceAll(' ', '-')}.wav`,
          fileType: file.type.mime,
          fileSize: file.size,
        };
      }),
    ).returning({ id: beats.id });
    for (const beat of demoBeats) await runtime.jobs.send(tx, 'beat-duration', { beatId: beat.id });
    for (const [index, poem] of POEMS.entries()) {
      const poet = poets[poem.poet];
      const topic = createdTopics[poem.topic];
      const clip = clipFiles.get(poem.clip);
      if (!poet || !topic || !clip) throw new Error('demo poem is missing its poet, topic or clip');
      const submittedAt = new Date(now - (POEMS.length - index) * DAY);
      // Demo poems share a few clips, so each names the same stored file; no poem deletes its file.
      const [row] = await tx
        .insert(submissions)
        .values({
          userId: poet.id,
          title: poem.title,
          transcript: poem.transcript,
          topicId: topic.id,
          topicTitle: topic.title,
          status: 'approved',
          videoKey: clip.key,
          fileName: `clip-${poem.clip}.mp4`,
          fileSize: clip.size,
          fileType: clip.type.mime,
          feedback: 'Welcome to Spoken!',
          reviewedAt: submittedAt,
          submittedAt,
          voteCount: VOTES_PER_POEM[index] ?? 0,
          voteVersion: VOTES_PER_POEM[index] ?? 0,
        })
        .returning({ id: submissions.id });
      if (!row) throw new Error('demo poem insert returned nothing');
      await queueVideoProcessing(runtime, tx, { id: row.id, userId: poet.id });
      await tx.insert(rewards).values({ userId: poet.id, submissionId: row.id, topicId: topic.id, kind: 'approval', amountCents: APPROVAL_REWARD_CENTS });
      const voters = listeners.slice(0, VOTES_PER_POEM[index] ?? 0);
      if (voters.length > 0) await tx.insert(votes).values(voters.map((listener) => ({ poemId: row.id, userId: listener.id })));
      await tx.insert(submissionEvents).values([
        { submissionId: row.id, kind: 'submitted', actorId: poet.id, createdAt: submittedAt },
        { submissionId: row.id, kind: 'approved', actorId: null, detail: 'Demo content', createdAt: submittedAt },
      ]);
    }
    for (const poet of poets) {
      const accepted = POEMS.filter((poem) => poets[poem.poet]?.id === poet.id).length;
      await tx.update(users).set({ poemsSubmitted: accepted, poemsAccepted: accepted }).where(eq(users.id, poet.id));
    }
  }).catch(async (error: unknown) => {
    await Promise.all(storedKeys.map((key) => media.delete(key)));
    throw error;
  });
  log.info({ poets: POETS.length, topics: TOPICS.length, beats: BEATS.length, poems: POEMS.length }, 'demo content seeded');
}
