import { and, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { actorOf, changedFields, recordAudit } from '../audit/record';
import type { Context } from '../context';
import type { Queryable, Transaction } from '../db/client';
import { isUuid } from '../db/ids';
import { liveRounds, liveShows, submissions, topics, type LiveRoundRow, type LiveShowRow, type TopicRow } from '../db/schema';
import type { TallyChange } from '../fanout/tallies';
import { tallyColumns } from '../votes/tallySql';
import { ConflictError, NotFoundError, UserInputError } from '../errors';
import { publish } from '../events/hub';
import type { EventOf } from '../events/types';
import { isAdmin, requireViewer } from '../sessions/viewer';
import { TOPIC_NOT_FOUND, votingOpen } from '../topics/topics';
import { keptNightsOf, type NightRows } from './keptNights';

export const ROUND_SECONDS = { min: 10, max: 3600 } as const;

/** Which votes decide a night's winner: those cast in its rounds, or the topic's overall tally. */
export type LiveResultBasis = NonNullable<LiveShowRow['revealedBasis']>;

export const LIVE_MESSAGES = {
  hiddenTopic: 'This topic is hidden: make it active before running a night on it.',
  notOnStage: 'Only an approved poem of this topic can go on stage.',
  roundLength: `A round lasts ${ROUND_SECONDS.min} to ${ROUND_SECONDS.max} seconds.`,
  noOpenRound: 'No round is open.',
  notRunning: 'No night is running on this topic.',
} as const;

/**
 * A topic's night as read: its row (none before a host's first control), kept after the night ends
 * so its version keeps rising, and, while it runs, its latest round.
 */
export interface LiveShowView {
  topic: TopicRow;
  show: LiveShowRow | undefined;
  round: LiveRoundRow | undefined;
  /** Which votes decided the revealed winner; null until the reveal. */
  winnerDecidedBy: LiveResultBasis | null;
  serverTime: Date;
}

/** The night's row while it runs; nothing once it has ended or before it started. */
export function runningShow(view: LiveShowView): LiveShowRow | undefined {
  return isRunning(view.show) ? view.show : undefined;
}

/** A night is running from a host's first control until one ends it. */
export function isRunning(show: LiveShowRow | undefined): show is LiveShowRow {
  return show !== undefined && show.endedAt === null;
}

export function roundIsOpen(round: LiveRoundRow | undefined, now = new Date()): boolean {
  return round !== undefined && round.closedAt === null && round.closesAt > now;
}

/** The night's latest round: one opened since the night (re)started. */
async function latestRound(db: Queryable, show: LiveShowRow): Promise<LiveRoundRow | undefined> {
  const [round] = await db
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.topicId, show.topicId), gte(liveRounds.openedAt, show.startedAt)))
    .orderBy(desc(liveRounds.number))
    .limit(1);
  return round;
}

/** The topic's rows for its night, read now; undefined for a topic that does not exist. */
async function readNight(db: Queryable, topicId: string): Promise<NightRows | undefined> {
  const [topic] = await db.select().from(topics).where(eq(topics.id, topicId));
  return topic && nightOf(db, topic);
}

async function nightOf(db: Queryable, topic: TopicRow): Promise<NightRows> {
  const [show] = await db.select().from(liveShows).where(eq(liveShows.topicId, topic.id));
  return { topic, show, round: isRunning(show) ? await latestRound(db, show) : undefined };
}

/** The night as answered now: its rows, and the server's clock at this answer. */
function viewOf({ topic, show, round }: NightRows): LiveShowView {
  return { topic, show, round, winnerDecidedBy: isRunning(show) && show.revealedAt ? show.revealedBasis : null, serverTime: new Date() };
}

/**
 * A visible topic's night, from the instance's kept nights (read once after each change for every
 * phone asking); a hidden or unknown topic is refused as not found.
 */
export async function liveShowOf(context: Context, topicId: string): Promise<LiveShowView> {
  const night = isUuid(topicId) ? await keptNightsOf(context.runtime).night(topicId, () => readNight(context.runtime.db, topicId)) : undefined;
  if (!night || !(night.topic.active || isAdmin(context.viewer))) throw new NotFoundError(TOPIC_NOT_FOUND);
  return viewOf(night);
}

/** The nights running on active topics, oldest first. */
export async function runningLiveShows(db: Queryable): Promise<LiveShowView[]> {
  const rows = await db
    .select({ topic: topics })
    .from(liveShows)
    .innerJoin(topics, eq(topics.id, liveShows.topicId))
    .where(and(isNull(liveShows.endedAt), eq(topics.active, true)))
    .orderBy(liveShows.startedAt);
  return Promise.all(rows.map(async (row) => viewOf(await nightOf(db, row.topic))));
}

// The hub hands one event object to every subscriber of an instance, so the night is read once per
// event, not once per phone.
const changeViews = new WeakMap<EventOf<'live.changed'>, Promise<LiveShowView>>();

/** The night as it is after `event`. */
export function liveShowAfter(db: Queryable, event: EventOf<'live.changed'>): Promise<LiveShowView> {
  let view = changeViews.get(event);
  if (!view) {
    view = readNight(db, event.topicId).then((night) => {
      if (!night) throw new NotFoundError(TOPIC_NOT_FOUND);
      return viewOf(night);
    });
    changeViews.set(event, view);
  }
  return view;
}

/** What a host's control changed, for its audit entry. */
interface ControlChange {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** The poem it concerned, if any. */
  submissionId?: string | null;
}

/**
 * Runs a host's control (`verb`) on a topic's night under the topic's lock, starting the night when
 * none is running (`starts`), records it in the audit log, then announces the night as it is after.
 */
async function control(
  context: Context,
  topicId: string,
  verb: string,
  starts: boolean,
  change: (tx: Transaction, show: LiveShowRow, now: Date) => Promise<ControlChange | void>,
): Promise<LiveShowView> {
  const host = requireViewer(context).user;
  if (!isUuid(topicId)) throw new NotFoundError(TOPIC_NOT_FOUND);
  const { topic, nightCountsCleared } = await context.runtime.db.transaction(async (tx) => {
    const [topic] = await tx.select().from(topics).where(eq(topics.id, topicId)).for('update');
    if (!topic) throw new NotFoundError(TOPIC_NOT_FOUND);
    if (!topic.active) throw new ConflictError(LIVE_MESSAGES.hiddenTopic);
    const at = await databaseNow(tx);
    let [show] = await tx.select().from(liveShows).where(eq(liveShows.topicId, topicId));
    const started = !isRunning(show);
    if (started) {
      if (!starts) throw new ConflictError(LIVE_MESSAGES.notRunning);
      [show] = await tx
        .insert(liveShows)
        .values({ topicId, startedAt: at })
        .onConflictDoUpdate({
          target: liveShows.topicId,
          set: {
            startedAt: at,
            endedAt: null,
            stagePoemId: null,
            revealedAt: null,
            revealedPoemId: null,
            revealedBasis: null,
            version: sql`${liveShows.version} + 1`,
          },
        })
        .returning();
    }
    const nightCountsCleared = started ? await clearNightCounts(tx, topicId) : [];
    const changed = (await change(tx, show!, at)) ?? {};
    const running = started ? { before: { running: false }, after: { running: true } } : { before: {}, after: {} };
    await recordAudit(tx, {
      actor: actorOf(host),
      action: `live_show.${verb}`,
      subjectType: 'live_show',
      subjectId: topicId,
      submissionId: changed.submissionId,
      ...changedFields({ ...changed.before, ...running.before }, { ...changed.after, ...running.after }),
    });
    await tx.update(liveShows).set({ version: sql`${liveShows.version} + 1` }).where(eq(liveShows.topicId, topicId));
    await publish(tx, { type: 'live.changed', topicId });
    return { topic, nightCountsCleared };
  });
  keptNightsOf(context.runtime).forget(topicId);
  for (const tally of nightCountsCleared) context.runtime.tallies.record(tally);
  return viewOf(await nightOf(context.runtime.db, topic));
}

/** A new night's count starts at 0 on every poem of the topic; the changed tallies, for the live tallies. */
function clearNightCounts(tx: Transaction, topicId: string): Promise<TallyChange[]> {
  return tx
    .update(submissions)
    .set({ nightVoteCount: 0, voteVersion: sql`${submissions.voteVersion} + 1` })
    .where(and(eq(submissions.topicId, topicId), ne(submissions.nightVoteCount, 0)))
    .returning(tallyColumns);
}

export function spotlightPoem(context: Context, topicId: string, poemId: string | null): Promise<LiveShowView> {
  return control(context, topicId, 'spotlight', true, async (tx, show) => {
    if (poemId !== null) {
      const [poem] = isUuid(poemId)
        ? await tx
            .select({ id: submissions.id })
            .from(submissions)
            .where(
              and(
                eq(submissions.id, poemId),
                eq(submissions.topicId, topicId),
                inArray(submissions.status, ['approved', 'paid']),
                isNull(submissions.takenDownAt),
              ),
            )
        : [];
      if (!poem) throw new UserInputError(LIVE_MESSAGES.notOnStage);
    }
    await tx.update(liveShows).set({ stagePoemId: poemId }).where(eq(liveShows.topicId, show.topicId));
    return { before: { stagePoemId: show.stagePoemId }, after: { stagePoemId: poemId }, submissionId: poemId };
  });
}

export function openRound(context: Context, input: { topicId: string; seconds: number; roomOnly: boolean }): Promise<LiveShowView> {
  if (!Number.isInteger(input.seconds) || input.seconds < ROUND_SECONDS.min || input.seconds > ROUND_SECONDS.max) {
    throw new UserInputError(LIVE_MESSAGES.roundLength);
  }
  return control(context, input.topicId, 'open_round', true, async (tx, show, now) => {
    const [topic] = await tx.select().from(topics).where(eq(topics.id, show.topicId));
    if (!topic || !votingOpen(topic, now)) throw new ConflictError('Voting on this topic has closed.');
    await closeOpenRounds(tx, show.topicId, now);
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${liveRounds.number}), 0)` })
      .from(liveRounds)
      .where(eq(liveRounds.topicId, show.topicId));
    const number = Number(last?.number ?? 0) + 1;
    await tx.insert(liveRounds).values({
      topicId: show.topicId,
      number,
      roomOnly: input.roomOnly,
      openedAt: now,
      closesAt: new Date(now.getTime() + input.seconds * 1000),
      openedBy: context.viewer?.user.id ?? null,
    });
    // A new round takes the reveal down: the night goes on.
    await tx.update(liveShows).set({ revealedAt: null, revealedPoemId: null, revealedBasis: null }).where(eq(liveShows.topicId, show.topicId));
    return { after: { round: number, seconds: input.seconds, roomOnly: input.roomOnly } };
  });
}

export function closeRound(context: Context, topicId: string): Promise<LiveShowView> {
  return control(context, topicId, 'close_round', false, async (tx, show, now) => {
    if ((await closeOpenRounds(tx, show.topicId, now)) === 0) throw new ConflictError(LIVE_MESSAGES.noOpenRound);
  });
}

/**
 * Closes any open round and reveals the leader by `basis`: the poem with the most of the night's
 * votes (or of all its votes), and of poems tied, the one whose last such vote came first (it
 * reached the count first). None when no poem has such a vote. The audit entry keeps the result:
 * each poem's votes tonight and overall.
 */
export function revealWinner(context: Context, topicId: string, basis: LiveResultBasis): Promise<LiveShowView> {
  return control(context, topicId, 'reveal', false, async (tx, show, now) => {
    await closeOpenRounds(tx, show.topicId, now);
    const counted = basis === 'night' ? sql`s.night_vote_count` : sql`s.vote_count`;
    const since = basis === 'night' ? sql`and v.created_at >= ${show.startedAt}` : sql``;
    const { rows } = (await tx.execute(sql`
      select s.id, s.night_vote_count as "night", s.vote_count as "overall" from submissions s
       where s.topic_id = ${show.topicId} and s.status in ('approved', 'paid') and s.taken_down_at is null
       order by ${counted} desc, (select max(v.created_at) from votes v where v.poem_id = s.id and v.voiding_id is null ${since}) asc nulls last, s.id`)) as unknown as {
      rows: { id: string; night: number; overall: number }[];
    };
    const leader = rows[0] && (basis === 'night' ? rows[0].night : rows[0].overall) > 0 ? rows[0].id : null;
    await tx.update(liveShows).set({ revealedAt: now, revealedPoemId: leader, revealedBasis: basis }).where(eq(liveShows.topicId, show.topicId));
    const tallies = Object.fromEntries(rows.filter((poem) => poem.overall > 0).map(({ id, night, overall }) => [id, { night, overall }]));
    return { after: { revealedPoemId: leader, decidedBy: basis, tallies }, submissionId: leader };
  });
}

export function endShow(context: Context, topicId: string): Promise<LiveShowView> {
  return control(context, topicId, 'end', false, async (tx, show, now) => {
    await closeOpenRounds(tx, show.topicId, now);
    await tx.update(liveShows).set({ endedAt: now }).where(eq(liveShows.topicId, show.topicId));
    return { before: { running: true }, after: { running: false } };
  });
}

/** Closes the topic's open rounds now; how many there were. */
async function closeOpenRounds(tx: Transaction, topicId: string, now: Date): Promise<number> {
  const closed = await tx
    .update(liveRounds)
    .set({ closedAt: now })
    .where(and(eq(liveRounds.topicId, topicId), isNull(liveRounds.closedAt), sql`${liveRounds.closesAt} > ${now}`))
    .returning({ id: liveRounds.id });
  return closed.length;
}

/** The transaction's own now(), which the vote statement compares rounds and codes with. */
async function databaseNow(tx: Transaction): Promise<Date> {
  const { rows } = (await tx.execute(sql`select now() as now`)) as unknown as { rows: { now: Date | string }[] };
  return new Date(rows[0]!.now);
}
