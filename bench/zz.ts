import { seedTopic, signedInPoets } from '../tests/utils/scenarios';
import { startTestServer } from '../tests/utils/server';
import { gql } from '../tests/utils/graphql';
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const s = await startTestServer();
await seedTopic(s.db);
const [v] = await signedInPoets(s, 1);
const runs: [string, () => Promise<unknown>][] = [
  ['healthz', () => fetch(`${s.url}/healthz`).then((r) => r.text())],
  ['typename', () => gql(s, '{ __typename }')],
  ['viewer-visitor', () => gql(s, '{ viewer { id } }')],
  ['viewer', () => gql(s, '{ viewer { id } }', {}, { token: v!.token })],
];
for (const [label, run] of runs) {
  for (let i = 0; i < 20; i++) await run();
  const t = performance.now();
  for (let i = 0; i < 100; i++) await run();
  console.log(label, ((performance.now() - t) / 100).toFixed(2), 'ms each');
}
await s.close();
