/**
 * bench/lighthouse: Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G network,
 * simulated) of home, the voting page of the demo's first active topic and its most voted poem's
 * page, as a first-time visitor sees them, in Debian's Chromium against a server process on the
 * embedded database with demo content, in a fresh data directory. Each page is audited RUNS times
 * (3) and the run with the median performance score is reported: its performance, accessibility,
 * best-practices and SEO scores (0 to 100), with the audits that cost points; and the page's lowest
 * performance score of its runs.
 * Targets: performance at least 90; accessibility, best practices and SEO 100.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess, type ServerProcess } from '../tests/utils/process';
import { buildWebApp } from './buildWebApp';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };

async function query<T>(baseURL: string, text: string): Promise<T | undefined> {
  const response = await fetch(`${baseURL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: text }) });
  return ((await response.json()) as { data?: T }).data;
}

/** The demo's first active topic and its most voted poem. */
async function demoPages(baseURL: string): Promise<[string, string][]> {
  const topics = await query<{ topics: { id: string }[] }>(baseURL, '{ topics { id } }');
  const topicId = topics?.topics[0]?.id;
  if (!topicId) throw new Error('the demo content has no active topic');
  const poems = await query<{ votingPoems: { nodes: { id: string }[] } }>(baseURL, `{ votingPoems(topicId: "${topicId}", first: 1) { nodes { id } } }`);
  const poemId = poems?.votingPoems.nodes[0]?.id;
  if (!poemId) throw new Error('the demo content has no poem on its first active topic');
  return [
    ['home', '/'],
    ['voting', `/voting/${topicId}`],
    ['poem', `/poems/${poemId}`],
  ];
}

/** Lighthouse's report of `url`; a run whose trace failed (NO_NAVSTART on a loaded machine, say) is tried once more. */
async function report(port: number, url: string, attempts = 2) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (!lhr.runtimeError) return lhr;
  if (attempts > 1) return report(port, url, attempts - 1);
  throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
}

/** Runs per page: one audit varies by several points, so the one with the median performance score is reported, as Lighthouse's own guidance does. */
const RUNS = Number(process.env.RUNS ?? 3);

async function medianReport(port: number, url: string) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await report(port, url));
  const byScore = runs.map((lhr) => ({ lhr, score: lhr.categories.performance?.score ?? 0 })).sort((a, b) => a.score - b.score);
  console.log(`${url}: performance of the ${RUNS} runs ${byScore.map((run) => Math.round(run.score * 100)).join(', ')}`);
  const median = byScore[Math.floor(byScore.length / 2)];
  if (!median) throw new Error(`no audit of ${url}`);
  return { lhr: median.lhr, lowestPerformance: Math.round((byScore[0]?.score ?? 0) * 100) };
}

type Scores = Record<Category, number> & { performance_lowest: number };

async function audit(port: number, url: string): Promise<Scores> {
  const { lhr, lowestPerformance } = await medianReport(port, url);
  const medianScores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Record<Category, number>;
  const scores = { ...medianScores, performance_lowest: lowestPerformance };
  const line = CATEGORIES.map((category) => `${category} ${scores[category]}${scores[category] < TARGETS[category] ? ' (UNDER)' : ''}`).join(', ');
  console.log(`${url}: ${line}`);
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
  console.log(`  ${metrics.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ')}`);
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const found = lhr.audits[ref.id];
      if (ref.weight > 0 && found && found.score !== null && found.score < 1 && category !== 'performance') console.log(`  ${category}: ${found.title}`);
    }
  }
  return scores;
}

async function main(): Promise<void> {
  await buildWebApp();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'spoken-bench-lighthouse-'));
  let server: ServerProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    const results: Record<string, Scores> = {};
    const pages = await demoPages(server.url);
    // Each page once first: the server's first render of a page loads that page's code.
    for (const [, pathname] of pages) await fetch(`${server.url}${pathname}`);
    for (const [name, pathname] of pages) results[name] = await audit(chrome.port, `${server.url}${pathname}`);
    const figures = Object.fromEntries(
      Object.entries(results).flatMap(([name, scores]) => Object.entries(scores).map(([key, score]) => [`${name}_${key.replace('-', '_')}`, score])),
    );
    console.log(JSON.stringify({ bench: 'lighthouse', ...figures }));
  } finally {
    chrome?.kill();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
