import { createSecretKey, type KeyObject } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import type { Database, Queryable } from '../db/client';
import { isUuid } from '../db/ids';
import { preparedPerDatabase } from '../db/prepared';
import { sessions, users, type UserRow } from '../db/schema';
import { publish } from '../events/hub';
import { sessionLetsIn, validSessionConditions } from './validSession';

const ALGORITHM = 'HS256';

const signingKeys = new Map<string, KeyObject>();
/** The secret as a key object, made once: given a string, jsonwebtoken probes it as a public key on every call. */
function signingKey(secret: string): KeyObject {
  let key = signingKeys.get(secret);
  if (!key) signingKeys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

/** A signed-in person on one request or socket: their account row and the session that names them. */
export interface Viewer {
  user: UserRow;
  sessionId: string;
  sessionExpiresAt: Date;
}

export interface SessionSettings {
  secret: string;
  ttlMs: number;
}

export interface IssuedSession {
  sessionId: string;
  token: string;
  expiresAt: Date;
}

/** Opens a session row for `userId` and signs the token that names it. */
export async function createSession(
  db: Queryable,
  settings: SessionSettings,
  userId: string,
  userAgent?: string,
): Promise<IssuedSession> {
  const expiresAt = new Date(Date.now() + settings.ttlMs);
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: userAgent?.slice(0, 300) })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  const token = jwt.sign({ sid: row.id }, signingKey(settings.secret), {
    algorithm: ALGORITHM,
    expiresIn: Math.floor(settings.ttlMs / 1000),
  });
  return { sessionId: row.id, token, expiresAt };
}

// Nearly every request runs this lookup.
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(validSessionConditions(sql.placeholder('sessionId')))
    .limit(1)
    .prepare('session_lookup'),
);

/** The session a token names when its signature and expiry are good; the session itself is not looked up. */
export function sessionIdOf(secret: string, token: string | undefined): string | null {
  if (!token) return null;
  let sessionId: unknown;
  try {
    sessionId = (jwt.verify(token, signingKey(secret), { algorithms: [ALGORITHM] }) as jwt.JwtPayload).sid;
  } catch {
    return null;
  }
  return typeof sessionId === 'string' && isUuid(sessionId) ? sessionId : null;
}

/**
 * The viewer of a session, or null when the session no longer lets its holder in (validSession.ts).
 * Checks the session row on every call, so revocation is immediate.
 */
export async function viewerOfSession(db: Database, sessionId: string): Promise<Viewer | null> {
  const [found] = await sessionLookup(db).execute({ sessionId });
  return found ? { user: found.user, sessionId, sessionExpiresAt: found.expiresAt } : null;
}

/**
 * Which of `sessionIds` (valid UUIDs) still let their holders in (validSession.ts), in one query
 * whatever their number: the ids travel as one parameter.
 */
export async function sessionsStillValid(db: Database, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(sql`${sessions.id} = any(string_to_array(${sessionIds.join(',')}, ',')::uuid[])`, sessionLetsIn()));
  return new Set(rows.map((row) => row.id));
}

/** Ends the given sessions; their open sockets close once the transaction commits. */
export async function revokeSessions(tx: Queryable, sessionIds: string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await announceRevoked(tx, revoked.map((row) => row.id));
}

/** Ends every session of a user, except `keepSessionId` when given (the one changing a password). */
export async function revokeUserSessions(tx: Queryable, userId: string, keepSessionId?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  await announceRevoked(tx, revoked.map((row) => row.id));
}

// NOTIFY payloads are bounded, so a user with very many sessions is announced in chunks.
const IDS_PER_EVENT = 150;

async function announceRevoked(tx: Queryable, sessionIds: string[]): Promise<void> {
  for (let start = 0; start < sessionIds.length; start += IDS_PER_EVENT) {
    await publish(tx, { type: 'sessions.revoked', sessionIds: sessionIds.slice(start, start + IDS_PER_EVENT) });
  }
}

/** Deletes the sessions that can no longer let anyone in: expired or revoked. */
export async function removeEndedSessions(db: Queryable): Promise<void> {
  await db.delete(sessions).where(or(lte(sessions.expiresAt, sql`now()`), isNotNull(sessions.revokedAt)));
}
