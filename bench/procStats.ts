/** Readings of a process's memory and CPU from /proc (Linux). */
import { readFileSync } from 'node:fs';

export function rssKb(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Starts measuring processes' CPU; the returned function gives their share of one core since then. */
export function cpuMeter(pids: number[]): () => number {
  const used = () => pids.reduce((total, pid) => total + cpuSeconds(pid), 0);
  const before = used();
  const started = performance.now();
  return () => (used() - before) / ((performance.now() - started) / 1000);
}
