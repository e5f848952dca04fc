import { randomBytes } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { canonicalEmail } from '../../server/accounts/email';
import { bankDetails, users } from '../../server/db/schema';
import { decryptBankDetails, encryptBankDetails } from '../../server/rewards/bankDetails';
import { bankKeyOf, bankKeyring } from '../../server/security/keys';
import { gql } from '../utils/graphql';
import { runScript } from '../utils/process';
import { signIn } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';

const rotateBankKey = (env: Record<string, string>) => runScript('server/rotateBankKey.ts', env);

const details = (n: number) => ({ bankName: 'FNB', accountType: 'Cheque', accountNumber: `6200${String(n).padStart(7, '0')}`, branchCode: '250655', accountHolder: `Poet ${n}` });
const hex = () => randomBytes(32).toString('hex');
const MY_BANK = '{ myBankDetails { accountNumber } }';

describe('rotating the bank details key', () => {
  const oldKey = hex();
  const newKey = hex();
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  /** Poets with bank details under `key`: more than one batch of them, the first from before keys had ids. */
  async function poetsWithDetails(server: TestServer, key: string, count: number) {
    const tag = randomBytes(4).toString('hex');
    const poets = await server.db
      .insert(users)
      .values(Array.from({ length: count }, (_, n) => ({ name: `Poet ${n}`, email: `p${n}.${tag}@gmail.com`, emailCanonical: canonicalEmail(`p${n}.${tag}@gmail.com`), emailVerifiedAt: new Date(), termsAcceptedAt: new Date() })))
      .returning();
    const sealedUnder = bankKeyOf(Buffer.from(key, 'hex'));
    await server.db.insert(bankDetails).values(
      poets.map((poet, n) => {
        const sealed = encryptBankDetails(sealedUnder, poet.id, details(n));
        return { userId: poet.id, encrypted: sealed.encrypted, keyId: n === 0 ? null : sealed.keyId };
      }),
    );
    return poets;
  }

  it('re-encrypts every row under the new key, in batches and once, so the old key can go', async () => {
    const before = await startTestServer({ env: { BANK_DETAILS_KEY: oldKey } });
    servers.push(before);
    const poets = await poetsWithDetails(before, oldKey, 130);
    // PGlite is one process's: the server stops first. PostgreSQL keeps serving while the rows change.
    if (before.engine === 'pglite') await before.server.close();

    const rotation = { ...before.env, BANK_DETAILS_KEY: newKey, BANK_DETAILS_OLD_KEYS: oldKey };
    const rotated = await rotateBankKey(rotation);
    expect(rotated).toMatchObject({ code: 0, stderr: '' });
    expect(rotated.stdout).toMatch(/^100 re-encrypted$/m);
    expect(rotated.stdout).toMatch(/^Done: 130 re-encrypted/m);
    expect((await rotateBankKey(rotation)).stdout).toMatch(/^Done: 0 re-encrypted/m);

    const after = await startTestServer({ shareDatabaseWith: before, env: { BANK_DETAILS_KEY: newKey } });
    servers.push(after);
    const rows = await after.db.select().from(bankDetails);
    const newId = bankKeyOf(Buffer.from(newKey, 'hex')).id;
    expect(new Set(rows.map((row) => row.keyId))).toEqual(new Set([newId]));
    const onlyNew = bankKeyring(Buffer.from(newKey, 'hex'), []);
    const legacy = poets[0];
    expect(decryptBankDetails(onlyNew, rows.find((row) => row.userId === legacy?.id) as (typeof rows)[number])).toEqual(details(0));
    const poet = await signIn(after, poets[7] as (typeof poets)[number]);
    expect((await gql(after, MY_BANK, {}, { token: poet.token })).data).toEqual({ myBankDetails: { accountNumber: details(7).accountNumber } });
  });

  it('stops at a row whose key is not configured, naming the key, and changes nothing of its batch', async () => {
    const server = await startTestServer({ env: { BANK_DETAILS_KEY: newKey } });
    servers.push(server);
    const lostKey = hex();
    const [poet] = await poetsWithDetails(server, lostKey, 2);
    await server.db.update(bankDetails).set({ keyId: bankKeyOf(Buffer.from(lostKey, 'hex')).id }).where(isNull(bankDetails.keyId));
    const [before] = await server.db.select().from(bankDetails).where(eq(bankDetails.userId, poet?.id as string));
    const lostId = bankKeyOf(Buffer.from(lostKey, 'hex')).id;
    expect(() => decryptBankDetails(bankKeyring(Buffer.from(newKey, 'hex'), [Buffer.from(oldKey, 'hex')]), before as NonNullable<typeof before>)).toThrow(
      `Bank details are encrypted under key ${lostId}, which is not configured`,
    );
    if (server.engine === 'pglite') await server.server.close();

    const failed = await rotateBankKey({ ...server.env, BANK_DETAILS_OLD_KEYS: oldKey });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`rotate-bank-key failed: Bank details are encrypted under key ${lostId}, which is not configured`);

    const reopened = await startTestServer({ shareDatabaseWith: server });
    servers.push(reopened);
    const [after] = await reopened.db.select().from(bankDetails).where(eq(bankDetails.userId, poet?.id as string));
    expect(after).toEqual(before);
  });
});
