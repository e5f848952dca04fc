import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Context } from '../context';
import type { Queryable } from '../db/client';
import { isUuid } from '../db/ids';
import { auditLog, beats, rewards, submissions, topics, users } from '../db/schema';
import { UserInputError } from '../errors';

export interface AuditLogFilter {
  actorId?: string | null;
  action?: string | null;
  subjectType?: string | null;
  subjectId?: string | null;
  submissionId?: string | null;
  since?: Date | null;
  until?: Date | null;
}

export interface AuditChangeView {
  field: string;
  before: string | null;
  after: string | null;
}

export interface AuditEntryView {
  id: string;
  actor: { id: string; name: string } | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  subjectLabel: string | null;
  submissionId: string | null;
  changes: AuditChangeView[];
  reason: string | null;
  createdAt: Date;
}

type AuditRow = typeof auditLog.$inferSelect;

const TEXT_FILTER_MAX = 100;

function idFilter(value: string, field: string): string {
  if (!isUuid(value)) throw new UserInputError('This is not a valid id.', field);
  return value;
}

function textFilter(value: string, field: string): string {
  if (value.length > TEXT_FILTER_MAX) throw new UserInputError(`This must be at most ${TEXT_FILTER_MAX} characters.`, field);
  return value;
}

function conditionsOf(filter: AuditLogFilter, after: string | null): SQL[] {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, idFilter(filter.actorId, 'actorId')));
  if (filter.action) conditions.push(eq(auditLog.action, textFilter(filter.action, 'action')));
  if (filter.subjectType) conditions.push(eq(auditLog.subjectType, textFilter(filter.subjectType, 'subjectType')));
  if (filter.subjectId) conditions.push(eq(auditLog.subjectId, textFilter(filter.subjectId, 'subjectId')));
  if (filter.submissionId) conditions.push(eq(auditLog.submissionId, idFilter(filter.submissionId, 'submissionId')));
  if (filter.since) conditions.push(gte(auditLog.createdAt, filter.since));
  if (filter.until) conditions.push(lt(auditLog.createdAt, filter.until));
  if (after) {
    // The cursor is the last entry shown: compared by its own stored time, which keeps microseconds a Date would drop.
    const cursor = idFilter(after, 'after');
    conditions.push(sql`(${auditLog.createdAt}, ${auditLog.id}) < (select created_at, id from audit_log where id = ${cursor})`);
  }
  return conditions;
}

/** The audit log, newest first, `first` entries after the cursor, with the cursor of the next page. */
export async function listAuditLog(
  context: Context,
  filter: AuditLogFilter,
  first: number,
  after: string | null,
): Promise<{ entries: AuditEntryView[]; nextCursor: string | null }> {
  if (first < 1 || first > 200) throw new UserInputError('Ask for between 1 and 200 entries at a time.', 'first');
  const db = context.runtime.db;
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditionsOf(filter, after)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(first + 1);
  const page = rows.slice(0, first);
  const [labels, names] = await Promise.all([subjectLabels(db, page), recordedNames(db, page)]);
  return {
    entries: page.map((row) => toView(row, labels.get(`${row.subjectType}:${row.subjectId}`) ?? labelFromFields(row), names)),
    nextCursor: rows.length > first ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Everyone who has acted, by their latest recorded name, alphabetically. */
export async function auditLogActors(context: Context): Promise<{ id: string; name: string }[]> {
  const rows = await context.runtime.db
    .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, name: auditLog.actorName })
    .from(auditLog)
    .where(isNotNull(auditLog.actorId))
    .orderBy(asc(auditLog.actorId), desc(auditLog.createdAt));
  return rows
    .map((row) => ({ id: row.id ?? '', name: row.name ?? 'Unknown' }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const asText = (value: unknown): string | null => (value == null ? null : typeof value === 'string' ? value : JSON.stringify(value));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every id a page's entries recorded in their fields, as keys or values. */
function recordedIds(rows: AuditRow[]): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string' && isUuid(value)) ids.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (isUuid(key)) ids.add(key);
        visit(inner);
      }
    }
  };
  for (const row of rows) [row.before, row.after].forEach(visit);
  return [...ids];
}

/** The poems' titles and people's names of the ids recorded in a page's fields, so a change reads 'Streetlamp Psalm: 500 → 380' rather than an id. */
async function recordedNames(db: Queryable, rows: AuditRow[]): Promise<Map<string, string>> {
  const ids = recordedIds(rows);
  if (ids.length === 0) return new Map();
  const [poems, people] = await Promise.all([
    db.select({ id: submissions.id, name: submissions.title }).from(submissions).where(inArray(submissions.id, ids)),
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)),
  ]);
  return new Map([...poems, ...people].map((row) => [row.id, row.name]));
}

/**
 * A recorded record as named fields with text values: a nested record becomes one field per key
 * (`tallies.<poem>`), a list one text, and a recorded id the name of what it names.
 */
function fieldTexts(record: Record<string, unknown>, names: Map<string, string>): Map<string, string | null> {
  const named = (value: unknown) => (typeof value === 'string' ? (names.get(value) ?? value) : asText(value));
  const fields = new Map<string, string | null>();
  for (const [field, value] of Object.entries(record)) {
    if (isRecord(value)) {
      for (const [key, inner] of Object.entries(value)) fields.set(`${field}.${names.get(key) ?? key}`, Array.isArray(inner) ? inner.map(named).join(', ') : named(inner));
    } else fields.set(field, Array.isArray(value) ? value.map(named).join(', ') : named(value));
  }
  return fields;
}

function toView(row: AuditRow, subjectLabel: string | null, names: Map<string, string>): AuditEntryView {
  const before = fieldTexts(row.before ?? {}, names);
  const after = fieldTexts(row.after ?? {}, names);
  const all = [...new Set([...before.keys(), ...after.keys()])];
  // A record on one side and none on the other reads as its fields, each from or to nothing.
  const fields = all.filter((field) => before.get(field) != null || after.get(field) != null || !all.some((other) => other.startsWith(`${field}.`)));
  return {
    id: row.id,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? 'Unknown' } : null,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    subjectLabel,
    submissionId: row.submissionId,
    changes: fields.map((field) => ({ field, before: before.get(field) ?? null, after: after.get(field) ?? null })),
    reason: row.reason,
    createdAt: row.createdAt,
  };
}

/** A deleted subject's name, as its entry kept it. */
function labelFromFields(row: AuditRow): string | null {
  const kept = row.before ?? row.after ?? {};
  return asText(kept.title ?? kept.name) ?? (row.subjectType === 'page' || row.subjectType === 'site_setting' ? row.subjectId : null);
}

/** Each subject's current name ('type:id' → name), read once per kind of subject on the page. */
async function subjectLabels(db: Queryable, rows: AuditRow[]): Promise<Map<string, string>> {
  const idsOf = (...types: string[]) => [...new Set(rows.filter((row) => types.includes(row.subjectType) && isUuid(row.subjectId ?? '')).map((row) => row.subjectId!))];
  const lookups: [string[], string[], (ids: string[]) => Promise<{ id: string; label: string }[]>][] = [
    [['user'], idsOf('user'), (ids) => db.select({ id: users.id, label: users.name }).from(users).where(inArray(users.id, ids))],
    [['topic', 'live_show'], idsOf('topic', 'live_show'), (ids) => db.select({ id: topics.id, label: topics.title }).from(topics).where(inArray(topics.id, ids))],
    [['submission', 'poem'], idsOf('submission', 'poem'), (ids) => db.select({ id: submissions.id, label: submissions.title }).from(submissions).where(inArray(submissions.id, ids))],
    [['beat'], idsOf('beat'), (ids) => db.select({ id: beats.id, label: beats.title }).from(beats).where(inArray(beats.id, ids))],
    [
      ['reward'],
      idsOf('reward'),
      (ids) =>
        db
          .select({ id: rewards.id, label: submissions.title })
          .from(rewards)
          .innerJoin(submissions, eq(submissions.id, rewards.submissionId))
          .where(inArray(rewards.id, ids)),
    ],
  ];
  const labels = new Map<string, string>();
  await Promise.all(
    lookups.map(async ([types, ids, read]) => {
      if (ids.length === 0) return;
      for (const { id, label } of await read(ids)) for (const type of types) labels.set(`${type}:${id}`, label);
    }),
  );
  return labels;
}
