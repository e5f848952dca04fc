import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { canonicalEmail } from './email';

/** The live (not deleted) account for an address, however it is spelled. */
export async function findByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.emailCanonical, canonicalEmail(email)), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
