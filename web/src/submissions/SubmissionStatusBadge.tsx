import type { SubmissionStatus } from '../__generated__/graphql';
import './submissionStatus.css';

interface SubmissionStatusBadgeProps {
  status: SubmissionStatus;
  /** A poem taken down says so, whatever its status was. */
  takenDown?: boolean;
}

/** A submission's status in its colour: pending yellow, approved blue, rejected red, paid green. */
export function SubmissionStatusBadge({ status, takenDown = false }: SubmissionStatusBadgeProps) {
  if (takenDown) return <span className="badge badge--rejected">Taken down</span>;
  return <span className={`badge badge--${status.toLowerCase()}`}>{status}</span>;
}
