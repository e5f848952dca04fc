import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';

const COUNTERS = { submitted: 'poemsSubmitted', accepted: 'poemsAccepted', rejected: 'poemsRejected' } as const;

/** Adds one to the poet's count of poems submitted, accepted or rejected, in the caller's transaction. */
export async function countPoem(tx: Queryable, userId: string, outcome: keyof typeof COUNTERS): Promise<void> {
  const counter = COUNTERS[outcome];
  await tx.update(users).set({ [counter]: sql`${users[counter]} + 1` }).where(eq(users.id, userId));
}
