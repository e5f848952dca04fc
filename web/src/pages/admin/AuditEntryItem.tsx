import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { formatDateTime } from '../../lib/format';

export const AuditEntryFragment = graphql(`
  fragment AuditEntry_entry on AuditEntry {
    id
    action
    subjectType
    subjectId
    subjectLabel
    reason
    createdAt
    actor {
      id
      name
    }
    changes {
      field
      before
      after
    }
  }
`);

/** Readable names of the actions the server records; any other action shows as recorded. */
export const ACTION_LABELS: Record<string, string> = {
  'submission.approve': 'Approved a submission',
  'submission.reject': 'Rejected a submission',
  'submission.take_down': 'Took down a poem',
  'reward.pay': 'Paid a reward',
  'reward.void': 'Voided a reward',
  'reward.forfeit': 'Voided a reward its poet forfeited by deleting their account',
  'payouts.export': 'Exported pending payouts',
  'votes.void': 'Voided votes',
  'topic.create': 'Created a topic',
  'topic.update': 'Edited a topic',
  'topic.activate': 'Activated a topic',
  'topic.deactivate': 'Deactivated a topic',
  'topic.delete': 'Deleted a topic',
  'beat.create': 'Uploaded a beat',
  'beat.activate': 'Activated a beat',
  'beat.deactivate': 'Deactivated a beat',
  'beat.delete': 'Deleted a beat',
  'page.update': 'Edited a page',
  'siteSetting.update': 'Changed the video channel',
  'admin.register': 'Registered as admin',
  'admin.verify': 'Verified admin email (seat taken)',
  'admin.registration_lapse': 'Admin registration lapsed unverified',
  'admin.delete_account': 'Deleted their admin account',
  'admin.step_down': 'Stepped an admin down',
  'user.block': 'Blocked a user',
  'user.unblock': 'Unblocked a user',
  'live_show.spotlight': 'Put a poem on stage',
  'live_show.open_round': 'Opened a voting round',
  'live_show.close_round': 'Closed a voting round',
  'live_show.reveal': 'Revealed the leader',
  'live_show.end': 'Ended the night',
};

export const SUBJECT_LABELS: Record<string, string> = {
  submission: 'Submission',
  reward: 'Reward',
  payouts: 'Payouts',
  poem: 'Poem',
  topic: 'Topic',
  beat: 'Beat',
  page: 'Page',
  site_setting: 'Site setting',
  user: 'User',
  live_show: 'Slam night',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** Names of recorded fields that words made from the field's own name would not say well. */
const FIELD_LABELS: Record<string, string> = {
  tallies: 'Votes',
  voided: 'Votes voided',
  bountyPoemId: 'Bounty poem',
  winnerPoemId: 'Winner',
  rewardCaseId: 'Reward case',
  voidingId: 'Voiding',
  rewardId: 'Reward',
  userIds: 'Accounts',
};

/** A recorded field as words: `paidToBank` → 'Paid to bank'; a nested one as `Votes · Streetlamp Psalm`. */
export function fieldLabel(field: string): string {
  // A part that is not a field's own name (a poem's title) is shown as recorded.
  const words = (part: string) =>
    FIELD_LABELS[part] ?? (/^[a-z][a-zA-Z0-9]*$/.test(part) ? part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().replace(/^./, (first) => first.toUpperCase()) : part);
  return field.split('.').map(words).join(' · ');
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const SHOWN_MAX = 120;

/** A recorded value as text: times in local time, long text cut short (the title holds it whole). */
function AuditValue({ value }: { value: string | null }) {
  if (value === null) return <span className="card-meta">—</span>;
  const text = INSTANT.test(value) ? formatDateTime(value) : value;
  return <span title={text.length > SHOWN_MAX ? text : undefined}>{text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX)}…` : text}</span>;
}

/** One audit entry: who did what to which subject, when, the fields it changed and why. */
export function AuditEntryItem({ entry: shown }: { entry: FragmentType<typeof AuditEntryFragment> }) {
  const entry = getFragmentData(AuditEntryFragment, shown);
  const subject = entry.subjectLabel ?? entry.subjectId;
  return (
    <li className="audit-entry">
      <p>
        <strong>{entry.actor?.name ?? 'The server'}</strong> · {actionLabel(entry.action)}
        {subject ? (
          <>
            {' '}
            · <span className="break-anywhere">{SUBJECT_LABELS[entry.subjectType] ?? entry.subjectType}: {subject}</span>
          </>
        ) : null}
      </p>
      {entry.changes.length > 0 ? (
        <ul className="audit-changes">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <span className="audit-field">{fieldLabel(change.field)}:</span> <AuditValue value={change.before} /> → <AuditValue value={change.after} />
            </li>
          ))}
        </ul>
      ) : null}
      {entry.reason ? <p className="history-detail">Reason: {entry.reason}</p> : null}
      <time className="card-meta" dateTime={entry.createdAt}>
        {formatDateTime(entry.createdAt)}
      </time>
    </li>
  );
}
