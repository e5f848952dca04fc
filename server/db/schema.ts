import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const roleEnum = pgEnum('role', ['user', 'admin']);
export const videoQualityEnum = pgEnum('video_quality', ['high', 'medium', 'low']);

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

export const adminActionEnum = pgEnum('admin_action', ['block_user', 'unblock_user', 'step_down_admin']);

/** Who did what to which account, and when. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: adminActionEnum('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (table) => [index('admin_actions_created_idx').on(table.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type AdminActionRow = typeof adminActions.$inferSelect;
export type MailMessageRow = typeof mailMessages.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
