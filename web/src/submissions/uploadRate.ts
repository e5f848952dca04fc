/** Progress reports further back than this no longer count towards the rate: it follows the connection as it is now. */
const WINDOW_MS = 10_000;
/** A rate from less time than this is noise. */
const SHORTEST_SPAN_MS = 1_000;

/** Measures an upload's speed from its progress reports; start() again after the connection came back. */
export function uploadRateMeter() {
  let samples: { at: number; sent: number }[] = [];
  return {
    start() {
      samples = [];
    },
    /** Notes that `sent` bytes are sent now; returns bytes a second over the recent reports, or null while too few. */
    note(sent: number, at = performance.now()): number | null {
      samples.push({ at, sent });
      while (samples.length > 2 && at - (samples[0]?.at ?? at) > WINDOW_MS) samples.shift();
      const first = samples[0];
      if (!first || at - first.at < SHORTEST_SPAN_MS || sent <= first.sent) return null;
      return ((sent - first.sent) * 1000) / (at - first.at);
    },
  };
}

/** 130 → 'about 2 min left'; under a minute, 'less than a minute left'. */
export function formatTimeLeft(seconds: number): string {
  return seconds < 60 ? 'less than a minute left' : `about ${Math.round(seconds / 60)} min left`;
}
