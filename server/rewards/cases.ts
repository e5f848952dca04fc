import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Context } from '../context';
import type { Queryable } from '../db/client';
import { isUuid } from '../db/ids';
import { rewardCases, rewards, type RewardCaseRow } from '../db/schema';
import { ConflictError, NotFoundError, UserInputError } from '../errors';
import { requireViewer } from '../sessions/viewer';

const RESOLUTION = { min: 5, max: 1000 } as const;

/** Opens a case for the admins about `rewardId`, a paid reward that the voiding `voidingId` took the grounds from. */
export async function openRewardCase(tx: Queryable, rewardId: string, voidingId: string): Promise<RewardCaseRow | null> {
  const [opened] = await tx.insert(rewardCases).values({ rewardId, voidingId }).returning();
  return opened ?? null;
}

/** Open cases, oldest first. */
export function openRewardCases(context: Context): Promise<RewardCaseRow[]> {
  return context.runtime.db.select().from(rewardCases).where(isNull(rewardCases.resolvedAt)).orderBy(asc(rewardCases.openedAt), asc(rewardCases.id));
}

/** Closes an open case with what the admins decided, once: a second admin at once is told it is closed. */
export async function resolveRewardCase(context: Context, id: string, resolution: string): Promise<RewardCaseRow> {
  const admin = requireViewer(context).user;
  const decided = resolution.trim();
  if (decided.length < RESOLUTION.min) throw new UserInputError(`Please write a resolution of at least ${RESOLUTION.min} characters.`, 'resolution');
  if (decided.length > RESOLUTION.max) throw new UserInputError(`The resolution must be at most ${RESOLUTION.max} characters.`, 'resolution');
  const db = context.runtime.db;
  const [found] = isUuid(id)
    ? await db.select({ case: rewardCases, submissionId: rewards.submissionId }).from(rewardCases).innerJoin(rewards, eq(rewards.id, rewardCases.rewardId)).where(eq(rewardCases.id, id))
    : [];
  if (!found) throw new NotFoundError('Case not found.');
  return db.transaction(async (tx) => {
    const [resolved] = await tx
      .update(rewardCases)
      .set({ resolvedAt: sql`now()`, resolvedBy: admin.id, resolution: decided })
      .where(and(eq(rewardCases.id, found.case.id), isNull(rewardCases.resolvedAt)))
      .returning();
    if (!resolved) throw new ConflictError('This case has already been resolved.');
    await recordAudit(tx, {
      actor: { id: admin.id, name: admin.name },
      action: 'reward_case.resolve',
      subjectType: 'reward_case',
      subjectId: resolved.id,
      submissionId: found.submissionId,
      before: { resolvedAt: null },
      after: { rewardId: resolved.rewardId, resolution: decided },
      reason: decided,
    });
    return resolved;
  });
}
