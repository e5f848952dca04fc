/**
 * The backup drill's timings: a data set seeded straight into the database (POETS poets, POEMS
 * approved poems each with a small clip in the media store, VOTES votes; SIZE=demo for the demo
 * content alone), `npm run backup` while a server process serves it, then `npm run restore` into
 * an empty target. PGlite unless BENCH_DATABASE_URL names a PostgreSQL server to make databases on.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { createLogger } from '../server/logger';
import { startServerProcess } from '../tests/utils/process';

const demo = process.env.SIZE === 'demo';
const POETS = demo ? 0 : Number(process.env.POETS ?? 10_000);
const POEMS = demo ? 0 : Number(process.env.POEMS ?? 2_000);
const VOTES = demo ? 0 : Number(process.env.VOTES ?? 500_000);
const CLIP_BYTES = 16 * 1024;
const adminUrl = process.env.BENCH_DATABASE_URL;

interface Place {
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function place(): Promise<Place> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'spoken-bench-backup-'));
  if (!adminUrl) return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  const name = `spoken_bb_${randomBytes(5).toString('hex')}`;
  await onAdmin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await onAdmin(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function onAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** Poets, approved poems on one topic with a clip each, and votes spread evenly (at most 500 a poem). */
async function seed(env: Record<string, string>): Promise<void> {
  const connection = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR as string, 'db'), log: createLogger('silent') });
  try {
    if (POETS === 0) return;
    // The server's statement timeout is for requests; seeding a season takes longer.
    const sql = (text: string) => connection.executeSql(`set statement_timeout = 0; ${text}`);
    await sql(`insert into users (name, email, email_canonical, email_verified_at, terms_accepted_at)
      select 'Poet ' || n, 'poet' || n || '@example.com', 'poet' || n || '@example.com', now(), now() from generate_series(1, ${POETS}) n`);
    await sql(`insert into topics (title) values ('The season')`);
    const keys = Array.from({ length: POEMS }, () => `videos/${randomUUID()}.mp4`);
    const mediaDir = path.join(env.DATA_DIR as string, 'media', 'videos');
    await mkdir(mediaDir, { recursive: true });
    for (const key of keys) await writeFile(path.join(env.DATA_DIR as string, 'media', key), randomBytes(CLIP_BYTES));
    await sql(`insert into submissions (user_id, title, transcript, topic_id, topic_title, video_key, file_name, file_size, file_type, status)
      select u.id, 'Poem ' || k.n, 'Words', t.id, t.title, k.key, 'poem.mp4', ${CLIP_BYTES}, 'video/mp4', 'approved'
      from (select row_number() over () as n, key from unnest(array[${keys.map((key) => `'${key}'`).join(',')}]) key) k
      join (select id, row_number() over (order by id) as n from users) u on u.n = k.n
      cross join (select id, title from topics where title = 'The season') t`);
    const perPoem = Math.ceil(VOTES / POEMS);
    await sql(`insert into votes (poem_id, user_id)
      select p.id, u.id from (select id, row_number() over (order by id) as n from submissions) p
      cross join generate_series(0, ${perPoem - 1}) j
      join (select id, row_number() over (order by id) - 1 as n from users) u on u.n = (p.n * 37 + j) % ${POETS}
      order by p.n, j limit ${VOTES}`);
    await sql(`update submissions s set vote_count = (select count(*) from votes v where v.poem_id = s.id)`);
  } finally {
    await connection.close();
  }
}

function npmRun(script: string, args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`npm run ${script} exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  const engine = adminUrl ? 'postgres' : 'pglite';
  const source = await place();
  const target = await place();
  const archive = path.join(await mkdtemp(path.join(tmpdir(), 'spoken-bench-archive-')), 'backup.tar.gz');
  try {
    let seconds = performance.now();
    await seed(source.env);
    const seedS = (performance.now() - seconds) / 1000;
    // Backup and restore are given the server's keys, as an operator gives them.
    const secrets = { ROOT_SECRET: randomBytes(32).toString('hex'), ADMIN_PASSCODE: 'bench-passcode' };
    const server = await startServerProcess({ ...source.env, ...secrets, NODE_ENV: 'test', SEED_DEMO: demo ? 'true' : 'false', WORKER: 'off', TRUST_PROXY: 'none' }, 300_000);
    let backupS: number;
    try {
      backupS = await npmRun('backup', [archive], { ...source.env, ...secrets });
    } finally {
      await server.stop();
    }
    const restoreS = await npmRun('restore', [archive], { ...target.env, ...secrets });
    seconds = performance.now();
    const again = await startServerProcess({ ...target.env, ...secrets, NODE_ENV: 'test', SEED_DEMO: 'false', WORKER: 'off', TRUST_PROXY: 'none' }, 300_000);
    const restartS = (performance.now() - seconds) / 1000;
    await again.stop();
    const figures = {
      bench: 'backup',
      engine,
      size: demo ? 'demo' : 'season',
      poets: POETS,
      poems: POEMS,
      votes: VOTES,
      seedS: Number(seedS.toFixed(1)),
      backupS: Number(backupS.toFixed(1)),
      restoreS: Number(restoreS.toFixed(1)),
      restartS: Number(restartS.toFixed(1)),
      archiveMB: Number(((await stat(archive)).size / 1e6).toFixed(1)),
    };
    process.stdout.write(`Seeded in ${figures.seedS} s; backup ${figures.backupS} s while serving; restore ${figures.restoreS} s; restored server up in ${figures.restartS} s; archive ${figures.archiveMB} MB\n`);
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  } finally {
    await source.drop();
    await target.drop();
    await rm(path.dirname(archive), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
