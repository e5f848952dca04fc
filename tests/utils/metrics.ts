/** The value of the sample `series` (name and labels, as Prometheus prints them) in a /metrics text, or undefined when absent. */
export function metricSample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
