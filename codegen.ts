import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';
import { enumValues } from './server/graphql/enums';

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
          PoemTally: '../fanout/tallies#TallyOfPoem',
          SetVotePayload: '../votes/votes#VoteOutcome',
          Beat: '../db/schema#BeatRow',
          LiveShow: '../live/shows#LiveShowView',
          LiveRound: '../db/schema#LiveRoundRow',
          VoteVoiding: '../db/schema#VoteVoidingRow',
          VoidVotesPayload: '../voiding/voiding#VoidingOutcome',
          RewardCase: '../db/schema#RewardCaseRow',
          IntegritySignals: '../integrity/signals#IntegritySignalsView',
        },
        enumValues,
      },
    },
    'web/src/__generated__/': {
      documents: ['web/src/**/*.tsx', 'web/src/**/*.ts', '!web/src/__generated__/**'],
      preset: 'client',
      // Each document carries its hash (the client sends only that), and persisted-documents.json
      // lists them all: the operations the server answers in production (server/graphql/trustedDocuments.ts).
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' }, persistedDocuments: { hashAlgorithm: 'sha256' } },
      // Apollo's cache adds __typename to what it sends; the listed documents must select it themselves.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Upload: 'File' },
        // Apollo adds __typename to every selection; optimistic answers and cache writes must carry it.
        nonOptionalTypename: true,
      },
    },
    // The phone page (web/live) sends its operations as plain strings from its own small bundle:
    // typed documents that are strings, with no graphql-js or Apollo behind them.
    'web/live/src/__generated__/': {
      documents: ['web/live/src/**/*.ts', '!web/live/src/__generated__/**'],
      preset: 'client',
      // Without Apollo's cache, the page needs nothing of a document but its hash.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256', mode: 'replaceDocumentWithHash' } },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Upload: 'File' },
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
