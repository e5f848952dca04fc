/**
 * How each GraphQL enum's values map to the values the database and services use. Codegen types
 * resolvers with it (codegen.ts) and the schema resolves enums with it, so the two never drift.
 */
export const enumValues = {
  Role: { USER: 'user', ADMIN: 'admin' },
  VideoQuality: { AUTO: 'auto', HIGH: 'high', MEDIUM: 'medium', LOW: 'low', LOWER: 'lower', LOWEST: 'lowest' },
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
  ProcessingState: { QUEUED: 'queued', PROCESSING: 'processing', READY: 'ready', FAILED: 'failed' },
  RewardKind: { APPROVAL: 'approval', BOUNTY: 'bounty' },
  RewardStatus: { PENDING: 'pending', PAID: 'paid', VOID: 'void' },
  PayoutFilter: { PENDING: 'pending', PAID: 'paid', ALL: 'all' },
  PoemSort: { VOTES: 'votes', NEWEST: 'newest', OLDEST: 'oldest' },
  SubmissionSort: { NEWEST: 'newest', INTEGRITY_SCORE: 'integrity_score' },
  LiveResultBasis: { NIGHT: 'night', OVERALL: 'overall' },
} as const;
