import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { hashPassword } from '../../server/accounts/passwordHashing';
import { mailMessages } from '../../server/db/schema';
import { PASSWORD } from '../utils/accounts';
import { gql } from '../utils/graphql';
import { startMailbox } from '../utils/mailbox';
import { mp4Bytes } from '../utils/mediaFiles';
import { startServerProcess } from '../utils/process';
import { poetsAndAdmin, seedTopic, seedUser } from '../utils/scenarios';
import { listedDocument } from '../utils/trustedDocuments';
import { startTestServer, type TestServer } from '../utils/server';
import { until } from '../utils/until';
import { submitPoemGql } from '../utils/videoUpload';

describe('production mode', () => {
  it('refuses to start without its secrets, naming what is missing', async () => {
    await expect(startServerProcess({ NODE_ENV: 'production', DATA_DIR: '/nonexistent-spoken' })).rejects.toThrow(
      /Production needs these settings: ROOT_SECRET, ADMIN_PASSCODE, PUBLIC_URL, SMTP_URL/,
    );
  });

  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

  /** Every production setting, on the test server's database and data. */
  const productionEnv = (database: TestServer, smtpUrl: string): Record<string, string> => ({
    NODE_ENV: 'production',
    DATA_DIR: database.env.DATA_DIR as string,
    DATABASE_URL: database.env.DATABASE_URL as string,
    ROOT_SECRET: database.env.ROOT_SECRET as string,
    ADMIN_PASSCODE: 'production-passcode',
    PUBLIC_URL: 'https://spoken.example',
    SMTP_URL: smtpUrl,
    TRUST_PROXY: 'none',
  });

  onPostgres('refuses to start without the programs that make renditions, naming them', async () => {
    const database = await startTestServer();
    try {
      await expect(startServerProcess({ ...productionEnv(database, 'smtp://127.0.0.1:2525'), PATH: '/nonexistent' })).rejects.toThrow(
        /Production needs these programs on PATH: ffmpeg, ffprobe, nice, prlimit/,
      );
    } finally {
      await database.close();
    }
  });

  onPostgres('refuses to start when bubblewrap cannot confine the media tools, saying how to allow it or do without', async () => {
    const database = await startTestServer();
    // Every media program but bubblewrap.
    const programs = await mkdtemp(path.join(tmpdir(), 'spoken-path-'));
    try {
      for (const name of ['ffmpeg', 'ffprobe', 'nice', 'prlimit']) await symlink(`/usr/bin/${name}`, path.join(programs, name));
      await expect(startServerProcess({ ...productionEnv(database, 'smtp://127.0.0.1:2525'), PATH: programs })).rejects.toThrow(
        /MEDIA_SANDBOX=bwrap, but bubblewrap cannot run the media tools here: bwrap is not on PATH .*set MEDIA_SANDBOX=none/,
      );
    } finally {
      await rm(programs, { recursive: true, force: true });
      await database.close();
    }
  });

  onPostgres('runs on PostgreSQL with secure cookies and no development pages', async () => {
    const mailbox = await startMailbox();
    const database = await startTestServer();
    const production = await startServerProcess(productionEnv(database, mailbox.smtpUrl));
    try {
      expect((await fetch(`${production.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${production.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${production.url}/dev/outbox`)).status).toBe(404);
      // No METRICS_TOKEN: production serves no metrics, not even to this machine.
      expect((await fetch(`${production.url}/metrics`)).status).toBe(404);
      const poet = await seedUser(database.db, { passwordHash: await hashPassword(PASSWORD) });
      // The web app's own sign-in, as production runs only the clients' trusted documents.
      const login = await gql(production, listedDocument('LoginPageMutation').text, { input: { email: poet.email, password: PASSWORD } });
      expect(login.headers.get('set-cookie')).toMatch(/spoken_session=.*HttpOnly.*Secure.*SameSite=Lax/i);
      const unknown = await gql(production, '{ viewer { nope } }');
      expect(unknown.status).toBe(400);
      expect(unknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    } finally {
      await production.stop();
      await database.close();
      await mailbox.close();
    }
  });

  onPostgres('runs a worker-only instance on its database and PUBLIC_URL alone, whose mail the app instances send', async () => {
    const mailbox = await startMailbox();
    const app = await startTestServer({ env: { SMTP_URL: mailbox.smtpUrl } });
    const worker = await startServerProcess({
      NODE_ENV: 'production',
      WORKER: 'only',
      DATA_DIR: app.env.DATA_DIR as string,
      DATABASE_URL: app.env.DATABASE_URL as string,
      PUBLIC_URL: 'https://spoken.example',
    });
    try {
      expect((await fetch(`${worker.url}/healthz`)).status).toBe(200);
      const { poet } = await poetsAndAdmin(app);
      const topic = await seedTopic(app.db);
      const submitted = await submitPoemGql(
        app,
        'mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }',
        { input: { topicId: topic.id, title: 'Cracked', transcript: 'Lines.' } },
        { 'input.video': { content: mp4Bytes(), name: 'cracked.mp4' } },
        { token: poet.token },
      );
      expect(submitted.errors).toBeUndefined();
      // The worker finds the file unreadable and queues the poet's mail; the app's mail worker sends it.
      const mail = await mailbox.next(poet.user.email, /We could not process the video of "Cracked"/, 60_000);
      expect(mail.text).toContain('https://spoken.example');
      // Sent when the worker announced it, not at the mail workers' next 30-second look.
      const sent = await until(
        async () => (await app.db.select().from(mailMessages).where(and(eq(mailMessages.toAddress, poet.user.email), isNotNull(mailMessages.sentAt))))[0],
        'the mail is not marked sent',
      );
      expect((sent.sentAt?.getTime() ?? Infinity) - sent.createdAt.getTime()).toBeLessThan(10_000);
      expect(existsSync(path.join(app.env.DATA_DIR as string, 'secrets.json'))).toBe(false);
    } finally {
      await worker.stop();
      await app.close();
      await mailbox.close();
    }
  });
});
