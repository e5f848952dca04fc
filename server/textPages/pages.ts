import { asc, eq, sql } from 'drizzle-orm';
import { actorOf, changedFields, recordAudit } from '../audit/record';
import type { Context } from '../context';
import type { Queryable } from '../db/client';
import { pageKeyEnum, pages, type PageRow } from '../db/schema';
import { NotFoundError, UserInputError } from '../errors';
import { publish } from '../events/hub';
import { requireViewer } from '../sessions/viewer';
import { DEFAULT_PAGES } from './defaults';

export type PageKey = PageRow['key'];

export const PAGE_CONTENT_MAX = 20_000;

/** One text page. Every page exists from the first start (the baseline content step writes them). */
export async function findPage(db: Queryable, key: PageKey): Promise<PageRow> {
  const [row] = await db.select().from(pages).where(eq(pages.key, key)).limit(1);
  if (!row) throw new NotFoundError('Page not found.');
  return row;
}

/** Writes the default text of every page that does not exist yet; an admin's edit is never overwritten. */
export async function writeMissingPages(db: Queryable): Promise<void> {
  await db
    .insert(pages)
    .values(pageKeyEnum.enumValues.map((key) => ({ key, content: DEFAULT_PAGES[key] })))
    .onConflictDoNothing({ target: pages.key });
}

/** Every text page, in the order the page keys are declared. */
export function listPages(db: Queryable): Promise<PageRow[]> {
  return db.select().from(pages).orderBy(asc(pages.key));
}

// Plain text, with uniform line endings; control characters other than line breaks and tab are
// refused before this (server/graphql/textInputs.ts).
function validContent(value: string): string {
  const content = value.replace(/\r\n?/g, '\n').trim();
  if (content === '') throw new UserInputError('Page content is required.', 'content');
  if ([...content].length > PAGE_CONTENT_MAX) {
    throw new UserInputError(`Page content must be at most ${PAGE_CONTENT_MAX.toLocaleString('en-US')} characters.`, 'content');
  }
  return content;
}

/** Replaces a page's text and records which admin wrote it. */
export async function updatePage(context: Context, input: { key: PageKey; content: string }): Promise<PageRow> {
  const admin = requireViewer(context).user;
  const content = validContent(input.content);
  return context.runtime.db.transaction(async (tx) => {
    const [before] = await tx.select({ content: pages.content }).from(pages).where(eq(pages.key, input.key)).for('update');
    const [row] = await tx
      .insert(pages)
      .values({ key: input.key, content, updatedBy: admin.id })
      .onConflictDoUpdate({ target: pages.key, set: { content, updatedBy: admin.id, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('page upsert returned nothing');
    await recordAudit(tx, { actor: actorOf(admin), action: 'page.update', subjectType: 'page', subjectId: input.key, ...changedFields(before ?? { content: null }, { content }) });
    await publish(tx, { type: 'pages.changed', key: input.key });
    return row;
  });
}
