import { sql } from 'drizzle-orm';
import { deletedEmailHolds, rateLimits, usedGoogleTokens } from '../../server/db/schema';
import { removeExpiredRecords } from '../../server/background/housekeeping';
import { withTestServer } from '../utils/withTestServer';

const past = sql`now() - interval '1 minute'`;
const future = sql`now() + interval '1 hour'`;

describe('housekeeping', () => {
  const given = withTestServer();

  it('removes ended rate-limit windows, expired Google tokens and lapsed address holds, and keeps the rest', async () => {
    const { db } = given.server;
    await db.delete(rateLimits);
    await db.insert(rateLimits).values([
      { key: 'ended', hits: 3, resetsAt: past },
      { key: 'running', hits: 1, resetsAt: future },
    ]);
    await db.insert(usedGoogleTokens).values([
      { tokenId: 'expired', expiresAt: past },
      { tokenId: 'valid', expiresAt: future },
    ]);
    await db.insert(deletedEmailHolds).values([
      { emailHash: 'lapsed', heldUntil: past },
      { emailHash: 'held', heldUntil: future },
    ]);

    await removeExpiredRecords({ db });

    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)).toEqual(['running']);
    expect((await db.select({ id: usedGoogleTokens.tokenId }).from(usedGoogleTokens)).map((row) => row.id)).toEqual(['valid']);
    expect((await db.select({ hash: deletedEmailHolds.emailHash }).from(deletedEmailHolds)).map((row) => row.hash)).toEqual(['held']);
  });
});
