import { sql } from 'drizzle-orm';
import { withPostgresClient } from '../../server/db/client';
import { startTestServer, type TestServer } from '../utils/server';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('a PostgreSQL connection lost while a transaction holds it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('fails that transaction only: the process lives on and the next statements run', async () => {
    const database = new URL(server.env.DATABASE_URL ?? '').pathname.slice(1);
    let holding: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (holding = resolve));
    let resume: () => void = () => undefined;
    const resumed = new Promise<void>((resolve) => (resume = resolve));

    // Between two statements the connection is checked out of the pool but runs no query, as while
    // a transaction awaits other work: PostgreSQL's goodbye then arrives with nobody listening.
    const transaction = server.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding();
      await resumed;
      await tx.execute(sql`select 1`);
    });
    await held;
    await withPostgresClient(process.env.TEST_DATABASE_URL ?? '', (admin) =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    resume();

    await expect(transaction).rejects.toThrow();
    await expect(server.db.transaction((tx) => tx.execute(sql`select 1`))).resolves.toBeDefined();
  });
});
