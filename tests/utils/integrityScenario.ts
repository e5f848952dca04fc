import { eq, sql } from 'drizzle-orm';
import { canonicalEmail } from '../../server/accounts/email';
import type { Database } from '../../server/db/client';
import { submissions, users, voteVoidings, votes, type SubmissionRow, type TopicRow, type UserRow } from '../../server/db/schema';
import { seedApprovedPoem, seedTopic } from './scenarios';
import type { TestServer } from './server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface IntegrityScenario {
  topic: TopicRow;
  /** 24 bought votes (2 addresses, 3 burst minutes, new unverified accounts made in 2 minutes) and 6 organic ones. */
  ringPoem: SubmissionRow;
  /** 25 organic votes, one an hour, from established verified accounts with their own addresses. */
  cleanPoem: SubmissionRow;
  /** No votes, so never scored. */
  quietPoem: SubmissionRow;
  /** Every voter, to check that none of them is named in an answer. */
  voters: UserRow[];
}

async function seedVoter(db: Database, label: string, createdAt: Date, verified: boolean): Promise<UserRow> {
  const email = `${label}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ name: `Voter ${label}`, email, emailCanonical: canonicalEmail(email), emailVerifiedAt: verified ? createdAt : null, createdAt })
    .returning();
  if (!row) throw new Error('seedVoter inserted nothing');
  return row;
}

/**
 * A topic voting for ten days with a planted ring on one poem, an organic poem and a poem with no
 * votes. The ring's figures are exact: see tests/integrity/signals.test.ts.
 */
export async function seedIntegrityScenario(server: TestServer): Promise<IntegrityScenario> {
  const { db } = server;
  const now = Date.now();
  const approved = { reviewedAt: new Date(now - 10 * DAY) };
  const topic = await seedTopic(db, { title: 'Ubuntu' });
  const ringPoem = await seedApprovedPoem(server, topic.id, { title: 'Bought Applause', ...approved });
  const cleanPoem = await seedApprovedPoem(server, topic.id, { title: 'Quiet Streets', ...approved });
  const quietPoem = await seedApprovedPoem(server, topic.id, { title: 'Unheard', ...approved });

  const organic: UserRow[] = [];
  for (let index = 0; index < 25; index += 1) organic.push(await seedVoter(db, `organic${index}`, new Date(now - 30 * DAY - index * HOUR), true));
  await db.insert(votes).values(
    organic.map((voter, index) => ({ poemId: cleanPoem.id, userId: voter.id, createdAt: new Date(now - (index + 1) * HOUR), ipHash: `organic-address-${index}` })),
  );
  await db.insert(votes).values(
    organic.slice(0, 6).map((voter, index) => ({ poemId: ringPoem.id, userId: voter.id, createdAt: new Date(now - (index + 2) * DAY), ipHash: `organic-address-${index}` })),
  );
  const [blocked] = organic;
  if (blocked) await db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id));

  // Ring accounts: 12 made in each of two minutes two hours ago, none verified.
  const madeFrom = Math.floor((now - 2 * HOUR) / MINUTE) * MINUTE;
  const ring: UserRow[] = [];
  for (let index = 0; index < 25; index += 1) ring.push(await seedVoter(db, `ring${index}`, new Date(madeFrom + Math.floor(index / 13) * MINUTE + (index % 13) * 1000), false));
  // Their votes: 8 in each of three minutes an hour ago, 16 from one address and 8 from another.
  const burstFrom = Math.floor((now - HOUR) / MINUTE) * MINUTE;
  await db.insert(votes).values(
    ring.slice(0, 24).map((voter, index) => ({
      poemId: ringPoem.id,
      userId: voter.id,
      createdAt: new Date(burstFrom + Math.floor(index / 8) * MINUTE + (index % 8) * 5000),
      ipHash: index % 3 === 2 ? 'ring-address-b' : 'ring-address-a',
    })),
  );
  // The 25th ring vote was voided: it counts for nothing and is only reported as voided.
  const [voiding] = await db
    .insert(voteVoidings)
    .values({ topicId: topic.id, poemId: ringPoem.id, selection: { kind: 'accounts' }, reason: 'Test voiding', voteCount: 1 })
    .returning();
  const lastRing = ring[24];
  if (!voiding || !lastRing) throw new Error('seedIntegrityScenario: voiding not seeded');
  await db.insert(votes).values({ poemId: ringPoem.id, userId: lastRing.id, createdAt: new Date(burstFrom + 10_000), ipHash: 'ring-address-a', voidingId: voiding.id });
  await db.execute(sql`update ${submissions} set vote_count = (select count(*) from votes where poem_id = ${submissions.id} and voiding_id is null) where topic_id = ${topic.id}`);
  return { topic, ringPoem, cleanPoem, quietPoem, voters: [...organic, ...ring] };
}
