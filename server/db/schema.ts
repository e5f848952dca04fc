import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const roleEnum = pgEnum('role', ['user', 'admin']);
export const videoQualityEnum = pgEnum('video_quality', ['high', 'medium', 'low', 'auto', 'lower', 'lowest']);

export interface AdminPermissions {
  manageUsers: boolean;
  manageTopics: boolean;
  reviewSubmissions: boolean;
  processPayments: boolean;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stage name shown to the public; the registration name when null. */
    publicName: text('public_name'),
    /** The address as the person typed it, used for display and mail. */
    email: text('email').notNull(),
    /** One inbox, one account: lower-case, and for Gmail without dots or +suffix. */
    emailCanonical: text('email_canonical').notNull().unique(),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    role: roleEnum('role').notNull().default('user'),
    adminLevel: integer('admin_level'),
    permissions: jsonb('permissions').$type<AdminPermissions>(),
    googleAuth: boolean('google_auth').notNull().default(false),
    preferredVideoQuality: videoQualityEnum('preferred_video_quality').notNull().default('high'),
    /** Whether cards play by themselves, muted, while on screen. */
    autoPlay: boolean('auto_play').notNull().default(true),
    poemsSubmitted: integer('poems_submitted').notNull().default(0),
    poemsAccepted: integer('poems_accepted').notNull().default(0),
    poemsRejected: integer('poems_rejected').notNull().default(0),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    blockedAt: timestamptz('blocked_at'),
    /** Set when the person deleted their account: personal data is erased, the row stays for history. */
    deletedAt: timestamptz('deleted_at'),
    /** Demo accounts are seeded for the embedded default and never receive mail. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    lastLogin: timestamptz('last_login'),
  },
  (table) => [
    check('users_counters_non_negative', sql`${table.poemsSubmitted} >= 0 and ${table.poemsAccepted} >= 0 and ${table.poemsRejected} >= 0`),
    check('users_admin_fields', sql`(${table.role} = 'admin') = (${table.adminLevel} is not null)`),
    index('users_role_idx').on(table.role),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const tokenPurposeEnum = pgEnum('token_purpose', ['verify_email', 'reset_password']);

/** Single-use links mailed to people. Only a hash of the token is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);

/**
 * Outgoing mail. A message is written in the transaction that causes it and sent after commit by
 * the mail worker; without SMTP it stays here as the development outbox.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (table) => [index('mail_messages_pending_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);

/**
 * A deleted account's address cannot register again until `heldUntil`. Only a keyed hash of the
 * canonical address is kept (HMAC under IDENTITY_HASH_KEY), never the address itself.
 */
export const deletedEmailHolds = pgTable(
  'deleted_email_holds',
  {
    emailHash: text('email_hash').primaryKey(),
    heldUntil: timestamptz('held_until').notNull(),
  },
  (table) => [index('deleted_email_holds_held_until_idx').on(table.heldUntil)],
);

/** Google ID tokens already used (by jti, or a hash of the token), kept until they expire, so each is accepted once. */
export const usedGoogleTokens = pgTable(
  'used_google_tokens',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('used_google_tokens_expires_idx').on(table.expiresAt)],
);

/**
 * Fixed-window counters of the rate limits (server/security/rateLimits.ts), shared by every
 * instance. `key` is the limit's name and a keyed hash of what it counts (an account, an address).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamptz('resets_at').notNull(),
  },
  (table) => [index('rate_limits_resets_at_idx').on(table.resetsAt)],
);

export type UserRow = typeof users.$inferSelect;
export type MailMessageRow = typeof mailMessages.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Listed publicly, and open for submissions until the deadline. */
    active: boolean('active').notNull().default(false),
    /** Submissions close at this instant; open-ended when null. */
    deadline: timestamptz('deadline'),
    /** Voting closes at this instant (the spec's endDate); open-ended when null. */
    votingEndsAt: timestamptz('voting_ends_at'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('topics_title_length', sql`char_length(${table.title}) between 1 and 120`),
    index('topics_active_idx').on(table.active),
  ],
);

export const beats = pgTable(
  'beats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    genre: text('genre'),
    bpm: text('bpm'),
    key: text('key'),
    /** Where the media store keeps the file. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    /** The type recognised from the file's content, not the name the browser sent. */
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    active: boolean('active').notNull().default(true),
    /** Read from the file by a job after upload; null until then, or when it could not be read. */
    durationSeconds: doublePrecision('duration_seconds'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // The media route asks whether a requested file is an active beat's.
  (table) => [index('beats_file_key_idx').on(table.fileKey)],
);

export const pageKeyEnum = pgEnum('page_key', ['about', 'terms', 'privacy', 'help', 'cookies']);

export const pages = pgTable('pages', {
  key: pageKeyEnum('key').primaryKey(),
  content: text('content').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** The sample poems of the poetry gallery: written for Spoken, seeded on every start. */
export const galleryPoems = pgTable('gallery_poems', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  authorName: text('author_name'),
  topicName: text('topic_name').notNull(),
  position: integer('position').notNull(),
});

/** Where a poem's video is in its transcoding job: renditions, poster and duration exist once 'ready'. */
export const processingStateEnum = pgEnum('media_processing_state', ['queued', 'processing', 'ready', 'failed']);

export const submissionStatusEnum = pgEnum('submission_status', ['pending', 'approved', 'rejected', 'paid', 'withdrawn']);

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    transcript: text('transcript').notNull(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'restrict' }),
    /** The topic's title when submitted, shown if the topic is renamed. */
    topicTitle: text('topic_title').notNull(),
    beatId: uuid('beat_id').references(() => beats.id, { onDelete: 'set null' }),
    /** Kept when the beat is deleted. */
    beatTitle: text('beat_title'),
    status: submissionStatusEnum('status').notNull().default('pending'),
    /** The file as uploaded, always served when no rendition is. */
    videoKey: text('video_key').notNull(),
    /** The poster image, a frame of the video. */
    thumbnailKey: text('thumbnail_key'),
    /**
     * The folder of the video's HLS package (`streams/<uuid>`: a master playlist, one media playlist
     * and its fMP4 segments per rendition); null until packaged.
     */
    streamKey: text('stream_key'),
    processingState: processingStateEnum('processing_state').notNull().default('queued'),
    /** Why the video could not be processed, in words for the poet and admins. */
    processingError: text('processing_error'),
    durationSeconds: doublePrecision('duration_seconds'),
    /**
     * Which rules made the renditions and poster (MEDIA_PROCESSING_VERSION when current): files
     * made under older rules are made again once, at start-up.
     */
    processingVersion: integer('processing_version').notNull().default(0),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    /** Reviewer text shown to the author: approval feedback or the rejection reason. */
    feedback: text('feedback'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** An approved poem later found to break the rules leaves public view. */
    takenDownAt: timestamptz('taken_down_at'),
    takenDownReason: text('taken_down_reason'),
    voteCount: integer('vote_count').notNull().default(0),
    /** Rises with every change of voteCount, so a client keeps the newest tally it hears. */
    voteVersion: integer('vote_version').notNull().default(0),
    /** When the poem reached 500 votes: from then on it is frozen, no votes in or out. */
    reachedTargetAt: timestamptz('reached_target_at'),
    /**
     * Of voteCount, the votes cast since its topic's slam night started (the night running, else the
     * last): while a night runs, votes change only in its rounds. Set to 0 when a night starts.
     */
    nightVoteCount: integer('night_vote_count').notNull().default(0),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('submissions_title_length', sql`char_length(${table.title}) between 1 and 120`),
    check('submissions_transcript_length', sql`char_length(${table.transcript}) between 1 and 5000`),
    check('submissions_vote_count_range', sql`${table.voteCount} between 0 and 500`),
    check('submissions_night_vote_count_range', sql`${table.nightVoteCount} between 0 and ${table.voteCount}`),
    index('submissions_user_idx').on(table.userId, table.submittedAt),
    index('submissions_topic_status_idx').on(table.topicId, table.status),
    // A topic's poems in the voting list's order (most votes first: the index read backwards), so a
    // page of the list, the home page's top poems above all, is read off the index, not sorted from
    // every poem on the topic.
    index('submissions_topic_votes_idx').on(table.topicId, table.voteCount, table.submittedAt, table.id),
    index('submissions_status_idx').on(table.status, table.submittedAt),
    // The media route asks whether a requested file belongs to a public poem.
    index('submissions_video_key_idx').on(table.videoKey),
    index('submissions_thumbnail_key_idx').on(table.thumbnailKey).where(sql`${table.thumbnailKey} is not null`),
    index('submissions_stream_key_idx').on(table.streamKey).where(sql`${table.streamKey} is not null`),
  ],
);

/**
 * A poet's resumable video upload (server/uploads): who began it, what they declared, and where its
 * bytes went once it was complete. Limits and ownership are decided here; the upload store keeps
 * only the unfinished bytes. Unfinished or unused uploads are reclaimed once `expires_at` passes.
 */
export const videoUploads = pgTable(
  'video_uploads',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The length the poet declared when beginning, counted against their day's bytes. */
    declaredBytes: integer('declared_bytes').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    completedAt: timestamptz('completed_at'),
    /** The type recognised from the content once complete. */
    fileType: text('file_type'),
    /** The file in the media store, once complete. */
    mediaKey: text('media_key'),
    /** The submission that used the upload: each is submitted at most once. */
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    check('video_uploads_declared_bytes_range', sql`${table.declaredBytes} > 0`),
    index('video_uploads_user_idx').on(table.userId, table.createdAt),
    index('video_uploads_expires_idx').on(table.expiresAt).where(sql`${table.usedAt} is null`),
  ],
);

/** The H.264/AAC MP4 copies of a poem's video made for playback, one per height. */
export const videoRenditions = pgTable(
  'video_renditions',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** Lines of the shorter side of the picture: 1080, 720, 480, or the source's own when it is smaller. */
    height: integer('height').notNull(),
    /** Unique, and so indexed: the media route asks whether a requested file is a public poem's rendition. */
    fileKey: text('file_key').notNull().unique(),
    fileSize: integer('file_size').notNull(),
  },
  (table) => [primaryKey({ columns: [table.submissionId, table.height] })],
);

export type VideoRenditionRow = typeof videoRenditions.$inferSelect;

/** The poster of a poem's video in a few widths, each as WebP and as JPEG. */
export const posterImages = pgTable(
  'poster_images',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** image/webp or image/jpeg. */
    type: text('type').notNull(),
    /** Unique, and so indexed: the media route asks whether a requested file is a public poem's poster. */
    fileKey: text('file_key').notNull().unique(),
    fileSize: integer('file_size').notNull(),
  },
  (table) => [primaryKey({ columns: [table.submissionId, table.width, table.type] })],
);

/**
 * The running background jobs, each with the last time its worker said it was alive: a job whose
 * worker stops beating (its instance died) is handed to another instance.
 */
export const jobHeartbeats = pgTable('job_heartbeats', {
  /** The job queue's own id of the job (pg-boss keeps it across retries). */
  jobId: uuid('job_id').primaryKey(),
  beatAt: timestamptz('beat_at').notNull().defaultNow(),
});

export const rewardKindEnum = pgEnum('reward_kind', ['approval', 'bounty']);
export const rewardStatusEnum = pgEnum('reward_status', ['pending', 'paid', 'void']);

/** The rewards ledger: one row per reward, each paid (or voided) on its own. */
export const rewards = pgTable(
  'rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'restrict' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'restrict' }),
    kind: rewardKindEnum('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: rewardStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    /** The bank the reward was paid into, as the poet's details named it at the time. */
    paidToBank: text('paid_to_bank'),
    /** The account it was paid into, masked to its last digits. */
    paidToAccount: text('paid_to_account'),
    voidedAt: timestamptz('voided_at'),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    /**
     * When the reward may be paid: at once for the R50; for the R1000, 24 hours after it was
     * awarded, so a voiding in that window can still move it.
     */
    payableAt: timestamptz('payable_at').notNull().defaultNow(),
  },
  (table) => [
    check('rewards_amount_positive', sql`${table.amountCents} > 0`),
    check('rewards_paid_has_time', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
    /** At most one R50 per poem. */
    uniqueIndex('rewards_one_approval_per_submission').on(table.submissionId).where(sql`${table.kind} = 'approval'`),
    /** At most one standing R1000 bounty per topic; a voided one may be followed by its rightful one. */
    uniqueIndex('rewards_one_bounty_per_topic').on(table.topicId).where(sql`${table.kind} = 'bounty' and ${table.status} <> 'void'`),
    index('rewards_user_idx').on(table.userId),
    index('rewards_status_idx').on(table.status),
  ],
);

/** A poet's bank details, encrypted with AES-256-GCM under BANK_DETAILS_KEY. */
export const bankDetails = pgTable('bank_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** base64 of iv (12 bytes) | auth tag (16 bytes) | ciphertext of the JSON details. */
  encrypted: text('encrypted').notNull(),
  /** Which bank key encrypted it; null for the key configured before keys had ids. */
  keyId: text('key_id'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const submissionEventKindEnum = pgEnum('submission_event_kind', [
  'submitted',
  'withdrawn',
  'approved',
  'rejected',
  'taken_down',
  'reward_added',
  'reward_paid',
  'reward_voided',
]);

/** The history of a submission: every change, with who made it and when. */
export const submissionEvents = pgTable(
  'submission_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    kind: submissionEventKindEnum('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (table) => [index('submission_events_submission_idx').on(table.submissionId, table.createdAt)],
);

export type TopicRow = typeof topics.$inferSelect;
export type BeatRow = typeof beats.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type GalleryPoemRow = typeof galleryPoems.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
export type RewardRow = typeof rewards.$inferSelect;
export type SubmissionEventRow = typeof submissionEvents.$inferSelect;

/** One vote per person per poem; the poem's vote_count is kept equal to its rows here. */
export const votes = pgTable(
  'votes',
  {
    poemId: uuid('poem_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Each vote's own instant (clock time, not its transaction's), for ties and integrity reviews. */
    createdAt: timestamptz('created_at').notNull().default(sql`clock_timestamp()`),
    /** A keyed hash of the voter's network address, never the address itself. */
    ipHash: text('ip_hash'),
    /** Set when an admin voided the vote: it is kept, and counts for nothing. */
    voidingId: uuid('voiding_id').references(() => voteVoidings.id),
  },
  (table) => [
    primaryKey({ columns: [table.poemId, table.userId] }),
    index('votes_user_idx').on(table.userId),
    // Integrity signals read a poem's votes by time and by address group.
    index('votes_poem_created_idx').on(table.poemId, table.createdAt),
    index('votes_poem_ip_hash_idx').on(table.poemId, table.ipHash),
    index('votes_voiding_idx').on(table.voidingId).where(sql`${table.voidingId} is not null`),
  ],
);

/**
 * An admin's decision to void a set of votes (a blocked account, an address group, a burst) on one
 * poem or across a topic, with the reason the poem's page shows.
 */
export const voteVoidings = pgTable(
  'vote_voidings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    /** The one poem voided on; null when the voiding covered the whole topic. */
    poemId: uuid('poem_id').references(() => submissions.id, { onDelete: 'cascade' }),
    /** Which voters, as the admin chose them: { kind: 'accounts' | 'address' | 'burst', ... }. */
    selection: jsonb('selection').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    voteCount: integer('vote_count').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('vote_voidings_topic_idx').on(table.topicId, table.createdAt), index('vote_voidings_poem_idx').on(table.poemId)],
);

/**
 * A paid reward that a later correction says was not earned. Money is never taken back silently:
 * the case stays open until an admin records how it was settled.
 */
export const rewardCases = pgTable(
  'reward_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    voidingId: uuid('voiding_id').references(() => voteVoidings.id),
    openedAt: createdAt(),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (table) => [
    index('reward_cases_open_idx').on(table.openedAt).where(sql`${table.resolvedAt} is null`),
    check('reward_cases_resolution', sql`(${table.resolvedAt} is null) = (${table.resolution} is null)`),
  ],
);

/**
 * Each poem's integrity score and its reasons, recomputed from its votes, so queues sort by it
 * without reading every vote.
 */
export const integrityScores = pgTable(
  'integrity_scores',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    computedAt: timestamptz('computed_at').notNull().defaultNow(),
  },
  (table) => [index('integrity_scores_score_idx').on(table.score)],
);

/**
 * Every admin action, with who, when and the fields before and after. Append-only: a trigger
 * refuses UPDATE, DELETE and TRUNCATE. It has no foreign keys, so deleting a person or a poem never
 * has to change a row here; the actor's name is kept as it was. Tamper-evident: each entry's hash
 * covers its content and the hash of the one before (server/audit/chain.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    /** What was done, e.g. 'submission.approve', 'topic.update', 'votes.void'. */
    action: text('action').notNull(),
    /** What it was done to: 'submission', 'topic', 'beat', 'page', 'user', 'reward', 'live_show', ... */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** The poem concerned, if any, so its review page lists its own entries. */
    submissionId: uuid('submission_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** The entry's place in the chain, from 1. Set by the audit_log_chain trigger, whatever an insert says. */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    /** SHA-256 (hex) of the previous entry's hash and this entry's content. Set by the same trigger. */
    hash: text('hash').notNull().default(''),
  },
  (table) => [
    uniqueIndex('audit_log_seq_idx').on(table.seq),
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_submission_idx').on(table.submissionId, table.createdAt).where(sql`${table.submissionId} is not null`),
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId),
  ],
);

/** The decision of a topic when its voting closed: at most one per topic, written once. */
export const topicResults = pgTable('topic_results', {
  topicId: uuid('topic_id')
    .primaryKey()
    .references(() => topics.id, { onDelete: 'cascade' }),
  /** The winning poem; null when no poem received a vote. */
  submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
  voteCount: integer('vote_count').notNull().default(0),
  decidedAt: timestamptz('decided_at').notNull().defaultNow(),
});

export type VoteRow = typeof votes.$inferSelect;
export type VoteVoidingRow = typeof voteVoidings.$inferSelect;
export type RewardCaseRow = typeof rewardCases.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type TopicResultRow = typeof topicResults.$inferSelect;

/**
 * A topic's slam night, once a host has used a control on it: the poem on stage and the reveal.
 * While it runs (not ended), the topic's votes count only in an open round.
 */
/** The votes that decide a slam night's winner: those cast in the night's rounds, or the topic's overall tally. */
export const liveResultBasisEnum = pgEnum('live_result_basis', ['night', 'overall']);

export const liveShows = pgTable('live_shows', {
  topicId: uuid('topic_id')
    .primaryKey()
    .references(() => topics.id, { onDelete: 'cascade' }),
  stagePoemId: uuid('stage_poem_id').references(() => submissions.id, { onDelete: 'set null' }),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
  /** The host ended the night: the topic's usual voting rules hold again. */
  endedAt: timestamptz('ended_at'),
  revealedAt: timestamptz('revealed_at'),
  revealedPoemId: uuid('revealed_poem_id').references(() => submissions.id, { onDelete: 'set null' }),
  /** Which votes the host chose to decide the revealed winner. */
  revealedBasis: liveResultBasisEnum('revealed_basis'),
  version: integer('version').notNull().default(1),
});

/** A round of a slam night's voting, open from openedAt until closesAt or a host closes it. */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => liveShows.topicId, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    roomOnly: boolean('room_only').notNull(),
    openedAt: timestamptz('opened_at').notNull().defaultNow(),
    closesAt: timestamptz('closes_at').notNull(),
    closedAt: timestamptz('closed_at'),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('live_rounds_topic_number_idx').on(table.topicId, table.number)],
);

/**
 * The join codes of a room-only round, one per 20-second slot, written when a projector first
 * shows it: a vote in the round counts only with a code shown in the last minute.
 */
export const liveJoinCodes = pgTable(
  'live_join_codes',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => liveRounds.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    code: text('code').notNull(),
    shownFrom: timestamptz('shown_from').notNull(),
    goodUntil: timestamptz('good_until').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.slot] })],
);

export type LiveShowRow = typeof liveShows.$inferSelect;
export type LiveRoundRow = typeof liveRounds.$inferSelect;

export const siteSettingKeyEnum = pgEnum('site_setting_key', ['video_channel_url']);

/** Site-wide settings admins change at runtime, such as the video channel home links to. */
export const siteSettings = pgTable('site_settings', {
  key: siteSettingKeyEnum('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
