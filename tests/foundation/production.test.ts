import { hashPassword } from '../../server/accounts/passwordHashing';
import { LOGIN, PASSWORD } from '../utils/accounts';
import { gql } from '../utils/graphql';
import { startMailbox } from '../utils/mailbox';
import { startServerProcess } from '../utils/process';
import { seedUser } from '../utils/scenarios';
import { startTestServer } from '../utils/server';

describe('production mode', () => {
  it('refuses to start without its secrets, naming what is missing', async () => {
    await expect(startServerProcess({ NODE_ENV: 'production', DATA_DIR: '/nonexistent-spoken' })).rejects.toThrow(
      /Production needs these settings: JWT_SECRET, BANK_DETAILS_KEY, ADMIN_PASSCODE, IDENTITY_HASH_KEY, PUBLIC_URL, SMTP_URL/,
    );
  });

  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

  onPostgres('runs on PostgreSQL with secure cookies and no development pages', async () => {
    const mailbox = await startMailbox();
    const database = await startTestServer();
    const production = await startServerProcess({
      NODE_ENV: 'production',
      DATA_DIR: database.env.DATA_DIR as string,
      DATABASE_URL: database.env.DATABASE_URL as string,
      JWT_SECRET: database.env.JWT_SECRET as string,
      BANK_DETAILS_KEY: database.env.BANK_DETAILS_KEY as string,
      IDENTITY_HASH_KEY: database.env.IDENTITY_HASH_KEY as string,
      ADMIN_PASSCODE: 'production-passcode',
      PUBLIC_URL: 'https://spoken.example',
      SMTP_URL: mailbox.smtpUrl,
    });
    try {
      expect((await fetch(`${production.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${production.url}/dev/outbox`)).status).toBe(404);
      const poet = await seedUser(database.db, { passwordHash: await hashPassword(PASSWORD) });
      const login = await gql(production, LOGIN, { email: poet.email, password: PASSWORD });
      expect(login.headers.get('set-cookie')).toMatch(/spoken_session=.*HttpOnly.*Secure.*SameSite=Lax/i);
      const unknown = await gql(production, '{ viewer { nope } }');
      expect(unknown.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    } finally {
      await production.stop();
      await database.close();
      await mailbox.close();
    }
  });
});
