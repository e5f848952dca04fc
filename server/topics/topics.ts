import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { actorOf, changedFields, pick, recordAudit } from '../audit/record';
import { publicReadDb, type Context } from '../context';
import type { Queryable } from '../db/client';
import { isUuid } from '../db/ids';
import { submissions, topicResults, topics, type TopicRow, type UserRow } from '../db/schema';
import { ConflictError, isForeignKeyViolation, NotFoundError, UserInputError } from '../errors';
import { publish } from '../events/hub';
import type { EventOf } from '../events/types';
import { keptNightsOf } from '../live/keptNights';
import { isAdmin, requireViewer } from '../sessions/viewer';

export const TOPIC_LIMITS = { titleMax: 120, descriptionMax: 2000 } as const;

/** A topic as the API shows it. Admin reads carry the number of poems submitted on it. */
export type TopicView = TopicRow & { submissionCount?: number };

export interface TopicChangeView {
  topicId: string;
  deleted: boolean;
  topic: TopicView | null;
}

export const TOPIC_NOT_FOUND = 'Topic not found.';
export const TOPIC_DECIDED = 'Voting on this topic has been decided and cannot be reopened.';
const TOPIC_HAS_SUBMISSIONS = 'This topic has submissions, so it cannot be deleted. Deactivate it instead.';

/** Active and before its deadline (or with none). */
export function acceptsSubmissions(topic: TopicRow, now = new Date()): boolean {
  return topic.active && (topic.deadline === null || topic.deadline > now);
}

/** Before votingEndsAt (or with none). */
export function votingOpen(topic: TopicRow, now = new Date()): boolean {
  return topic.votingEndsAt === null || topic.votingEndsAt > now;
}

/** The topic with this id, active or not; undefined for an unknown or malformed id. */
export async function findTopic(db: Queryable, id: string): Promise<TopicRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(topics).where(eq(topics.id, id)).limit(1);
  return row;
}

/**
 * The topic a poet is submitting to. Throws BAD_USER_INPUT on `topicId` when it is unknown or
 * inactive ('Please select a topic before submitting.') or past its deadline ('Submissions for this
 * topic have closed.').
 */
export async function findTopicOpenForSubmissions(db: Queryable, id: string): Promise<TopicRow> {
  const topic = await findTopic(db, id);
  if (!topic?.active) throw new UserInputError('Please select a topic before submitting.', 'topicId');
  if (!acceptsSubmissions(topic)) throw new UserInputError('Submissions for this topic have closed.', 'topicId');
  return topic;
}

/** Active topics, oldest first, so the default (first) topic does not change when one is added. */
export function listActiveTopics(db: Queryable): Promise<TopicRow[]> {
  return db.select().from(topics).where(eq(topics.active, true)).orderBy(asc(topics.createdAt), asc(topics.id));
}

// The fields of one request, or a socket's subscriptions as they start, ask for the same topic at
// once (a phone coming back asks three times): they share its read while it is on its way.
const topicReads = new WeakMap<Context, Map<string, Promise<TopicRow | undefined>>>();

function readTopicOnce(context: Context, id: string): Promise<TopicRow | undefined> {
  let reads = topicReads.get(context);
  if (!reads) topicReads.set(context, (reads = new Map()));
  let read = reads.get(id);
  if (!read) {
    const inFlight = reads;
    read = findTopic(publicReadDb(context), id).finally(() => inFlight.delete(id));
    reads.set(id, read);
  }
  return read;
}

/**
 * A topic the caller may see: an inactive one only for admins. A topic whose slam night this
 * instance keeps is checked on the night's row (forgotten as soon as the topic changes): every
 * phone of a room subscribes to it at once.
 */
export async function visibleTopic(context: Context, id: string): Promise<TopicRow | null> {
  const topic = keptNightsOf(context.runtime).topic(id) ?? (await readTopicOnce(context, id));
  return topic && (topic.active || isAdmin(context.viewer)) ? topic : null;
}

/** Every topic, newest first, each with its submission count. */
export async function listAdminTopics(db: Queryable): Promise<TopicView[]> {
  const rows = await db
    .select({ topic: topics, submissionCount: count(submissions.id) })
    .from(topics)
    .leftJoin(submissions, eq(submissions.topicId, topics.id))
    .groupBy(topics.id)
    .orderBy(desc(topics.createdAt), desc(topics.id));
  return rows.map((row) => ({ ...row.topic, submissionCount: row.submissionCount }));
}

async function withSubmissionCount(db: Queryable, topic: TopicRow): Promise<TopicView> {
  const [row] = await db.select({ value: count() }).from(submissions).where(eq(submissions.topicId, topic.id));
  return { ...topic, submissionCount: row?.value ?? 0 };
}

const characters = (text: string) => [...text].length;

function validTitle(value: string | null): string {
  const title = value?.trim() ?? '';
  if (title === '') throw new UserInputError('Topic title is required', 'title');
  if (characters(title) > TOPIC_LIMITS.titleMax) {
    throw new UserInputError(`Topic title must be at most ${TOPIC_LIMITS.titleMax} characters.`, 'title');
  }
  return title;
}

function validDescription(value: string | null): string {
  const description = value?.trim() ?? '';
  if (characters(description) > TOPIC_LIMITS.descriptionMax) {
    throw new UserInputError(`Topic description must be at most ${TOPIC_LIMITS.descriptionMax.toLocaleString('en-US')} characters.`, 'description');
  }
  return description;
}

function checkDates(dates: { deadline: Date | null; votingEndsAt: Date | null }): void {
  if (dates.deadline && dates.votingEndsAt && dates.votingEndsAt < dates.deadline) {
    throw new UserInputError('Voting cannot end before the submission deadline.', 'votingEndsAt');
  }
}

export interface CreateTopicInput {
  title: string;
  description?: string | null;
  deadline?: Date | null;
  votingEndsAt?: Date | null;
  active?: boolean | null;
}

/** Adds a topic, hidden unless `active` is given as true. */
export async function createTopic(context: Context, input: CreateTopicInput): Promise<TopicView> {
  const admin = requireViewer(context).user;
  const values = {
    title: validTitle(input.title),
    description: validDescription(input.description ?? null),
    deadline: input.deadline ?? null,
    votingEndsAt: input.votingEndsAt ?? null,
    active: input.active ?? false,
    createdBy: admin.id,
  };
  checkDates(values);
  return context.runtime.db.transaction(async (tx) => {
    const [row] = await tx.insert(topics).values(values).returning();
    if (!row) throw new Error('topic insert returned nothing');
    await auditTopic(tx, admin, 'create', row.id, { after: pick(row, TOPIC_FIELDS) });
    await publish(tx, { type: 'topics.changed', topicId: row.id, visibleToPublic: row.active });
    return { ...row, submissionCount: 0 };
  });
}

export interface UpdateTopicInput {
  id: string;
  title?: string | null;
  description?: string | null;
  deadline?: Date | null;
  votingEndsAt?: Date | null;
  active?: boolean | null;
}

const TOPIC_FIELDS = ['title', 'description', 'deadline', 'votingEndsAt', 'active'] as const;
type TopicChanges = Partial<Pick<TopicRow, (typeof TOPIC_FIELDS)[number]>>;

function auditTopic(tx: Queryable, admin: UserRow, verb: string, id: string, fields: { before?: Record<string, unknown>; after?: Record<string, unknown> }) {
  return recordAudit(tx, { actor: actorOf(admin), action: `topic.${verb}`, subjectType: 'topic', subjectId: id, ...fields });
}

/** Changes the fields present in `input`; a null deadline or voting end removes it. */
export async function updateTopic(context: Context, input: UpdateTopicInput): Promise<TopicView> {
  const changes: TopicChanges = {};
  if (input.title !== undefined) changes.title = validTitle(input.title);
  if (input.description !== undefined) changes.description = validDescription(input.description);
  if (input.deadline !== undefined) changes.deadline = input.deadline;
  if (input.votingEndsAt !== undefined) changes.votingEndsAt = input.votingEndsAt;
  if (input.active != null) changes.active = input.active;
  return changeTopic(context, input.id, changes, 'update');
}

export function setTopicActive(context: Context, input: { id: string; active: boolean }): Promise<TopicView> {
  return changeTopic(context, input.id, { active: input.active }, input.active ? 'activate' : 'deactivate');
}

async function changeTopic(context: Context, id: string, changes: TopicChanges, verb: string): Promise<TopicView> {
  const admin = requireViewer(context).user;
  if (!isUuid(id)) throw new NotFoundError(TOPIC_NOT_FOUND);
  const changed = await context.runtime.db.transaction(async (tx) => {
    // Locked so two admins editing at once cannot combine into dates that break the rule below.
    const [current] = await tx.select().from(topics).where(eq(topics.id, id)).for('update');
    if (!current) throw new NotFoundError(TOPIC_NOT_FOUND);
    checkDates({ ...current, ...changes });
    if (changes.votingEndsAt !== undefined && votingOpen({ ...current, ...changes }) && (await isDecided(tx, id))) {
      throw new ConflictError(TOPIC_DECIDED);
    }
    const [updated] = await tx
      .update(topics)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(topics.id, id))
      .returning();
    if (!updated) throw new NotFoundError(TOPIC_NOT_FOUND);
    await auditTopic(tx, admin, verb, id, changedFields(current, updated, TOPIC_FIELDS));
    await publish(tx, { type: 'topics.changed', topicId: id, visibleToPublic: current.active || updated.active });
    // A projector or phone on the topic's slam night hears that it was hidden (or shown again).
    if (current.active !== updated.active) await publish(tx, { type: 'live.changed', topicId: id });
    return withSubmissionCount(tx, updated);
  });
  keptNightsOf(context.runtime).forget(id);
  return changed;
}

/** Whether the topic's voting has closed and its winner been decided. */
async function isDecided(db: Queryable, topicId: string): Promise<boolean> {
  const [result] = await db.select({ topicId: topicResults.topicId }).from(topicResults).where(eq(topicResults.topicId, topicId));
  return result !== undefined;
}

/**
 * Deletes a topic that has no submissions. The database refuses to delete a topic that poems refer
 * to, which also covers a poem submitted while this runs; that refusal becomes a CONFLICT.
 */
export async function deleteTopic(context: Context, id: string): Promise<string> {
  const admin = requireViewer(context).user;
  if (!isUuid(id)) throw new NotFoundError(TOPIC_NOT_FOUND);
  try {
    const deletedId = await context.runtime.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(topics).where(eq(topics.id, id)).returning();
      if (!deleted) throw new NotFoundError(TOPIC_NOT_FOUND);
      await auditTopic(tx, admin, 'delete', id, { before: pick(deleted, TOPIC_FIELDS) });
      await publish(tx, { type: 'topics.changed', topicId: id, visibleToPublic: deleted.active });
      return deleted.id;
    });
    keptNightsOf(context.runtime).forget(id);
    return deletedId;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ConflictError(TOPIC_HAS_SUBMISSIONS);
    throw error;
  }
}

/** Topic changes for a subscriber: admins hear of every topic, everyone else of what the public could see. */
export function topicChanges(context: Context): AsyncIterableIterator<EventOf<'topics.changed'>> {
  const everything = isAdmin(context.viewer);
  return context.runtime.hub.subscribe('topics.changed', (event) => everything || event.visibleToPublic);
}

// The hub hands the same event object to every subscriber of an instance, so keying on it reads the
// topic once per event, not once per subscriber.
const changeViews = new WeakMap<EventOf<'topics.changed'>, Promise<TopicChangeView>>();

/** What a topic event announces: the topic as it is now, or its deletion. */
export function topicChangeOf(db: Queryable, event: EventOf<'topics.changed'>): Promise<TopicChangeView> {
  let view = changeViews.get(event);
  if (!view) {
    view = findTopic(db, event.topicId).then((topic) => ({ topicId: event.topicId, deleted: !topic, topic: topic ?? null }));
    changeViews.set(event, view);
  }
  return view;
}
