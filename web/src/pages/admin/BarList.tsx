import type { ReactNode } from 'react';

export interface Bar {
  key: string;
  label: string;
  count: number;
  /** The colour: one of the status tones (pending, approved, paid, rejected). */
  tone: 'pending' | 'approved' | 'paid' | 'rejected';
  /** A control at the end of the row. */
  action?: ReactNode;
}

/** Labelled horizontal bars, each as long as its count against the largest. */
export function BarList({ rows, className }: { rows: Bar[]; className?: string }) {
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ul className={className ? `status-bars ${className}` : 'status-bars'}>
      {rows.map((row) => (
        <li key={row.key}>
          <span className="status-bar-label break-anywhere">{row.label}</span>
          <span className="status-bar-track" aria-hidden="true">
            <span className={`status-bar status-bar--${row.tone}`} style={{ width: `${(row.count / largest) * 100}%` }} />
          </span>
          <span className="status-bar-count">{row.count}</span>
          {row.action ?? null}
        </li>
      ))}
    </ul>
  );
}
