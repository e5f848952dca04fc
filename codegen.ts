import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'server/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#Context',
        useIndexSignature: false,
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          DateTime: { input: 'Date', output: 'Date | string' },
          Upload: { input: '../media/upload#PendingUpload', output: 'never' },
        },
        mappers: {
          Account: '../db/schema#UserRow',
          User: '../db/schema#UserRow',
          AdminAction: '../accounts/userAdmin#AdminActionWithPeople',
          Topic: '../topics/topics#TopicView',
          TopicChange: '../topics/topics#TopicChangeView',
          Page: '../db/schema#PageRow',
          GalleryPoem: '../db/schema#GalleryPoemRow',
          Submission: '../submissions/view#SubmissionView',
          Poem: '../submissions/view#SubmissionView',
          SubmissionEvent: '../submissions/history#SubmissionEventView',
          AdminStats: '../submissions/stats#AdminStatsFigures',
          Reward: '../rewards/ledger#RewardView',
          BankDetails: '../rewards/bankDetails#SavedBankDetails',
          TopicVoting: '../votes/reads#TopicVotingView',
          PoemTally: '../votes/tallies#TallyOfPoem',
          Beat: '../db/schema#BeatRow',
        },
        enumValues: {
          Role: { USER: 'user', ADMIN: 'admin' },
          VideoQuality: { HIGH: 'high', MEDIUM: 'medium', LOW: 'low' },
          AdminActionKind: { BLOCK_USER: 'block_user', UNBLOCK_USER: 'unblock_user', STEP_DOWN_ADMIN: 'step_down_admin' },
          GoogleIntent: { USER: 'user', ADMIN: 'admin' },
          PageKey: { ABOUT: 'about', TERMS: 'terms', PRIVACY: 'privacy', HELP: 'help', COOKIES: 'cookies' },
          SubmissionStatus: { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected', PAID: 'paid', WITHDRAWN: 'withdrawn' },
          SubmissionFilter: {
            PENDING: 'pending',
            APPROVED: 'approved',
            REJECTED: 'rejected',
            PAID: 'paid',
            WITHDRAWN: 'withdrawn',
            TAKEN_DOWN: 'taken_down',
            ALL: 'all',
          },
          SubmissionEventKind: {
            SUBMITTED: 'submitted',
            WITHDRAWN: 'withdrawn',
            APPROVED: 'approved',
            REJECTED: 'rejected',
            TAKEN_DOWN: 'taken_down',
            REWARD_ADDED: 'reward_added',
            REWARD_PAID: 'reward_paid',
            REWARD_VOIDED: 'reward_voided',
          },
          RewardKind: { APPROVAL: 'approval', BOUNTY: 'bounty' },
          RewardStatus: { PENDING: 'pending', PAID: 'paid', VOID: 'void' },
          PayoutFilter: { PENDING: 'pending', PAID: 'paid', ALL: 'all' },
          PoemSort: { VOTES: 'votes', NEWEST: 'newest', OLDEST: 'oldest' },
        },
      },
    },
    'web/src/__generated__/': {
      documents: ['web/src/**/*.tsx', 'web/src/**/*.ts', '!web/src/__generated__/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Upload: 'File' },
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
