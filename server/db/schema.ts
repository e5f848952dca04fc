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

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
