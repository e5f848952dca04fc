import type { Resolvers, SubmissionResolvers } from '../__generated__/resolvers';
import type { Context } from '../context';
import type { EventOf } from '../events/types';
import { cardPlaylistOf, masterPlaylistOf } from '../media/store';
import { mediaUrl } from '../media/urls';
import { originalsArePublic } from '../media/visibility';
import { isAdmin, requireViewer } from '../sessions/viewer';
import { pendingCount, mySubmissions, publicPoem, recentSubmissions, reviewSubmissions, submissionHistory, visibleSubmission } from './queries';
import { approvalBlockedReason, approveSubmission, rejectSubmission, takeDownSubmission } from './review';
import { adminStats } from './stats';
import { submitPoem, withdrawSubmission } from './submit';
import { CARD_STREAM_VERSION } from './processing';
import { authorNameOf, isPublicSubmission, requireSubmissionView, type SubmissionView } from './view';

function urlOf(context: Context, submission: SubmissionView, key: string | null): string | null {
  return key ? mediaUrl(context.runtime, key, isPublicSubmission(submission)) : null;
}

/** The upload as it came: signed, unless the server cannot make renditions and the poem is public. */
function originalUrlOf(context: Context, submission: SubmissionView): string {
  return mediaUrl(context.runtime, submission.videoKey, originalsArePublic(context.runtime) && isPublicSubmission(submission));
}

/** The fields a Submission and a public Poem share. */
const sharedFields = {
  authorName: (submission: SubmissionView) => authorNameOf(submission.author),
  topicTitle: (submission: SubmissionView) => submission.topic?.title ?? submission.topicTitle ?? 'Unknown Topic',
  renditions: (submission: SubmissionView, _args: unknown, context: Context) =>
    submission.renditions.map((rendition) => ({ height: rendition.height, url: urlOf(context, submission, rendition.fileKey) as string })),
  thumbnailUrl: (submission: SubmissionView, _args: unknown, context: Context) => urlOf(context, submission, submission.thumbnailKey),
  stream: (submission: SubmissionView, _args: unknown, context: Context) =>
    urlOf(context, submission, submission.streamKey && masterPlaylistOf(submission.streamKey)),
  cardStream: (submission: SubmissionView, _args: unknown, context: Context) =>
    urlOf(context, submission, submission.streamKey && submission.processingVersion >= CARD_STREAM_VERSION ? cardPlaylistOf(submission.streamKey) : null),
  posters: (submission: SubmissionView, _args: unknown, context: Context) =>
    submission.posters.map(({ fileKey, ...poster }) => ({ ...poster, url: urlOf(context, submission, fileKey) as string })),
} satisfies Partial<SubmissionResolvers>;

export const submissionResolvers: Resolvers = {
  Query: {
    mySubmissions: (_parent, _args, context) => mySubmissions(context),
    submission: (_parent, { id }, context) => visibleSubmission(context, id),
    reviewSubmissions: (_parent, args, context) =>
      reviewSubmissions(context, {
        filter: args.status ?? 'pending',
        topicId: args.topicId ?? null,
        sort: args.sort ?? 'newest',
        first: args.first ?? 20,
        offset: args.offset ?? 0,
      }),
    recentSubmissions: (_parent, args, context) => recentSubmissions(context, args.first ?? 5),
    submissionHistory: (_parent, { id }, context) => submissionHistory(context, id),
    adminStats: (_parent, _args, context) => adminStats(context.runtime.db),
    poem: (_parent, { id }, context) => publicPoem(context, id),
  },
  Mutation: {
    submitPoem: async (_parent, { input }, context) => ({ submission: await submitPoem(context, input) }),
    withdrawSubmission: async (_parent, { input }, context) => ({ submission: await withdrawSubmission(context, input.id) }),
    approveSubmission: async (_parent, { input }, context) => ({ submission: await approveSubmission(context, input.id, input.feedback) }),
    rejectSubmission: async (_parent, { input }, context) => ({ submission: await rejectSubmission(context, input.id, input.reason) }),
    takeDownSubmission: async (_parent, { input }, context) => ({ submission: await takeDownSubmission(context, input.id, input.reason) }),
  },
  Subscription: {
    mySubmissionChanged: {
      subscribe: (_parent, _args, context) => {
        const userId = requireViewer(context).user.id;
        return context.runtime.hub.subscribe('submission.changed', (event) => event.userId === userId);
      },
      resolve: (event: EventOf<'submission.changed'>, _args: unknown, context: Context) =>
        requireSubmissionView(context.runtime.db, event.submissionId),
    },
    reviewQueueChanged: {
      subscribe: (_parent, _args, context) => context.runtime.hub.subscribe('submission.changed'),
      resolve: async (event: EventOf<'submission.changed'>, _args: unknown, context: Context) => ({
        submission: await requireSubmissionView(context.runtime.db, event.submissionId),
        pendingCount: await pendingCount(context.runtime.db),
      }),
    },
    adminStatsChanged: {
      subscribe: (_parent, _args, context) =>
        context.runtime.hub.subscribe(['submission.changed', 'rewards.changed', 'account.changed', 'topics.changed', 'beats.changed']),
      resolve: (_event: unknown, _args: unknown, context: Context) => adminStats(context.runtime.db),
    },
  },
  Submission: {
    ...sharedFields,
    videoUrl: (submission, _args, context) => originalUrlOf(context, submission),
    approvalBlockedReason: (submission, _args, context) => approvalBlockedReason(context.runtime, submission),
    submitter: (submission, _args, context) => (isAdmin(context.viewer) ? submission.author : null),
    takenDown: (submission) => submission.takenDownAt !== null,
    approvalReward: (submission) =>
      submission.approvalReward
        ? { ...submission.approvalReward, submissionTitle: submission.title, submittedAt: submission.submittedAt, poet: submission.author }
        : null,
  },
  Poem: {
    ...sharedFields,
    videoUrl: (poem, _args, context) => (originalsArePublic(context.runtime) ? originalUrlOf(context, poem) : null),
  },
};
