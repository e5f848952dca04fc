import { openDatabase, type DatabaseConnection } from '../../server/db/client';
import { routineStatement } from '../../server/db/statements';
import { createLogger } from '../../server/logger';
import { startTestServer, type TestServer } from '../utils/server';

// The vote's statement runs in a function each instance creates on first use (server/db/statements.ts):
// these are instances of the server, each with its own connection to one PostgreSQL database.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const plusOne = routineStatement<{ n: number }>('plus', ['integer'], [['n', 'integer']], 'select $1 + 1');
const plusTwo = routineStatement<{ n: number }>('plus', ['integer'], [['n', 'integer']], 'select $1 + 2');

onPostgres('statements run in functions, on PostgreSQL', () => {
  let server: TestServer;
  const instances: DatabaseConnection[] = [];

  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await Promise.all(instances.splice(0).map((instance) => instance.close()));
    await server.close();
  });

  async function openInstances(count: number): Promise<DatabaseConnection[]> {
    const opened = await Promise.all(Array.from({ length: count }, () => openDatabase({ url: server.env.DATABASE_URL, log: createLogger('silent') })));
    instances.push(...opened);
    return opened;
  }

  it('creates the function once when instances starting together all run the statement at once', async () => {
    const started = await openInstances(8);
    const answers = await Promise.all(started.map((instance) => instance.run(plusOne, [1])));
    expect(answers).toEqual(started.map(() => [{ n: 2 }]));
  });

  it('keeps each version of a statement to its own function, as during a rolling deploy', async () => {
    const [older, newer] = await openInstances(2);
    expect(await older?.run(plusOne, [1])).toEqual([{ n: 2 }]);
    expect(await newer?.run(plusTwo, [1])).toEqual([{ n: 3 }]);
    expect(await older?.run(plusOne, [1])).toEqual([{ n: 2 }]);
  });

  it('creates the function again when the database no longer has it, as after a restore under a running instance', async () => {
    const [instance] = await openInstances(1);
    expect(await instance?.run(plusOne, [1])).toEqual([{ n: 2 }]);
    await instance?.executeSql(`drop function ${plusOne.routine?.name}`);
    expect(await instance?.run(plusOne, [1])).toEqual([{ n: 2 }]);
  });
});
