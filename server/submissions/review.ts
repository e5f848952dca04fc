import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { countPoem } from '../accounts/poemCounts';
import { actorOf, recordAudit } from '../audit/record';
import type { Context } from '../context';
import type { Transaction } from '../db/client';
import { submissions, type SubmissionRow, type UserRow } from '../db/schema';
import { ConflictError, UserInputError } from '../errors';
import { publish } from '../events/hub';
import type { PoemListChangeKind } from '../events/types';
import { addReward } from '../rewards/ledger';
import type { Runtime } from '../runtime';
import { requireViewer } from '../sessions/viewer';
import { recordEvent } from './history';
import { approvedMail, rejectedMail } from './mails';
import { mayMailPoet, requireSubmissionView, type SubmissionView } from './view';

const TEXT_MAX = 1000;

export const APPROVAL_BLOCKS = {
  processing: 'This video is still being processed. You can approve it once it is ready.',
  failed: 'This video could not be processed, so it cannot be approved.',
} as const;

/**
 * Why a pending submission cannot be approved yet; null when it can, and for one that is not
 * pending. Approving publishes a poem, and only its renditions are published, so they must exist
 * first wherever they can be made.
 */
export function approvalBlockedReason(runtime: Pick<Runtime, 'mediaTools'>, submission: Pick<SubmissionRow, 'status' | 'processingState'>): string | null {
  if (submission.status !== 'pending' || runtime.mediaTools === null || submission.processingState === 'ready') return null;
  return submission.processingState === 'failed' ? APPROVAL_BLOCKS.failed : APPROVAL_BLOCKS.processing;
}

function optionalText(value: string | null | undefined, field: string): string | null {
  const text = value?.trim() ?? '';
  if (text.length > TEXT_MAX) throw new UserInputError(`This must be at most ${TEXT_MAX} characters.`, field);
  return text === '' ? null : text;
}

function requiredText(value: string, field: string, message: string): string {
  const text = optionalText(value, field);
  if (!text) throw new UserInputError(message, field);
  return text;
}

/**
 * Moves a submission from one of `from` to `to` with a conditional update, so of two admins
 * deciding at once exactly one succeeds; the other gets CONFLICT and nothing of theirs is written.
 */
async function transition(
  tx: Transaction,
  id: string,
  from: SubmissionRow['status'][],
  changes: Partial<typeof submissions.$inferInsert>,
  extra = sql`true`,
): Promise<SubmissionRow> {
  const [row] = await tx
    .update(submissions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(submissions.id, id), inArray(submissions.status, from), extra))
    .returning();
  if (!row) throw new ConflictError('This submission has already been reviewed.');
  return row;
}

/** Records an admin's decision on a submission in the audit log, in the decision's transaction. */
function auditSubmission(
  tx: Transaction,
  admin: UserRow,
  id: string,
  verb: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  reason: string | null = null,
): Promise<void> {
  return recordAudit(tx, { actor: actorOf(admin), action: `submission.${verb}`, subjectType: 'submission', subjectId: id, submissionId: id, before, after, reason });
}

/**
 * Tells the watchers of the topic's public poem list that the poem joined or left it, in the
 * change's transaction. Nothing is sent for a hidden topic: the public sees none of its poems.
 */
async function publishListChange(tx: Transaction, submission: SubmissionView, change: PoemListChangeKind): Promise<void> {
  if (submission.topic?.active) await publish(tx, { type: 'poems.changed', topicId: submission.topicId, poemId: submission.id, change });
}

/**
 * Approves a pending poem whose video is processed: it goes public, its poet's count rises and R50
 * enters the ledger, all at once. CONFLICT while its video is not ready, changing nothing.
 */
export async function approveSubmission(context: Context, id: string, feedbackInput?: string | null): Promise<SubmissionView> {
  const admin = requireViewer(context).user;
  const feedback = optionalText(feedbackInput, 'feedback');
  const submission = await requireSubmissionView(context.runtime.db, id);
  // The row read above is enough: a video once ready keeps its renditions, even while it is made again.
  const blocked = approvalBlockedReason(context.runtime, submission);
  if (blocked) throw new ConflictError(blocked);
  await context.runtime.db.transaction(async (tx) => {
    const approved = await transition(tx, id, ['pending'], { status: 'approved', feedback, reviewedAt: new Date(), reviewedBy: admin.id });
    await countPoem(tx, approved.userId, 'accepted');
    await recordEvent(tx, id, 'approved', admin.id, feedback);
    await auditSubmission(tx, admin, id, 'approve', { status: 'pending' }, feedback ? { status: 'approved', feedback } : { status: 'approved' });
    await addReward(tx, { userId: approved.userId, submissionId: id, topicId: approved.topicId, kind: 'approval', actorId: admin.id });
    await publish(tx, { type: 'submission.changed', submissionId: id, userId: approved.userId });
    await publishListChange(tx, submission, 'published');
    if (mayMailPoet(submission.author)) {
      await context.runtime.mailer.queue(tx, approvedMail(submission.author, approved.title, feedback, context.runtime.config.publicUrl));
    }
  });
  return requireSubmissionView(context.runtime.db, id);
}

/** Rejects a pending poem with a reason, which the poet is told. */
export async function rejectSubmission(context: Context, id: string, reasonInput: string): Promise<SubmissionView> {
  const admin = requireViewer(context).user;
  const reason = requiredText(reasonInput, 'reason', 'Please provide a reason for rejection.');
  const submission = await requireSubmissionView(context.runtime.db, id);
  await context.runtime.db.transaction(async (tx) => {
    const rejected = await transition(tx, id, ['pending'], { status: 'rejected', feedback: reason, reviewedAt: new Date(), reviewedBy: admin.id });
    await countPoem(tx, rejected.userId, 'rejected');
    await recordEvent(tx, id, 'rejected', admin.id, reason);
    await auditSubmission(tx, admin, id, 'reject', { status: 'pending' }, { status: 'rejected' }, reason);
    await publish(tx, { type: 'submission.changed', submissionId: id, userId: rejected.userId });
    if (mayMailPoet(submission.author)) {
      await context.runtime.mailer.queue(tx, rejectedMail(submission.author, rejected.title, reason, context.runtime.config.publicUrl));
    }
  });
  return requireSubmissionView(context.runtime.db, id);
}

/** Takes an approved poem out of public view. Its rewards stay as they are unless an admin voids an unpaid one. */
export async function takeDownSubmission(context: Context, id: string, reasonInput: string): Promise<SubmissionView> {
  const admin = requireViewer(context).user;
  const reason = requiredText(reasonInput, 'reason', 'Please give a reason for taking this poem down.');
  const submission = await requireSubmissionView(context.runtime.db, id);
  if (submission.status !== 'approved' && submission.status !== 'paid') {
    throw new ConflictError('Only an approved poem can be taken down.');
  }
  await context.runtime.db.transaction(async (tx) => {
    const takenDown = await transition(tx, id, ['approved', 'paid'], { takenDownAt: new Date(), takenDownReason: reason }, isNull(submissions.takenDownAt)).catch(
      (error: unknown) => {
        throw error instanceof ConflictError ? new ConflictError('This poem has already been taken down.') : error;
      },
    );
    await recordEvent(tx, id, 'taken_down', admin.id, reason);
    await auditSubmission(tx, admin, id, 'take_down', { takenDownAt: null }, { takenDownAt: takenDown.takenDownAt }, reason);
    await publish(tx, { type: 'submission.changed', submissionId: id, userId: submission.userId });
    await publishListChange(tx, submission, 'removed');
  });
  return requireSubmissionView(context.runtime.db, id);
}
