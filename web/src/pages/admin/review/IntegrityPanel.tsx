import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import {
  BURST_FACTOR,
  BURST_MIN_VOTES,
  CROWDED_GROUP_VOTES,
  FULL_WEIGHT_VOTES,
  rateText,
  SCORE_WEIGHTS,
  SIGNUP_BURST_ACCOUNTS,
} from '../../../../../common/integrityScore';
import { formatClock, formatDateTime } from '../../../lib/format';
import { adminReadFailureText } from '../../../apollo/errors';
import { QueryCell } from '../../../components/QueryCell';
import { BarList } from '../BarList';

const AdminIntegrityQuery = graphql(`
  query AdminIntegrityQuery($poemId: ID!) {
    integritySignals(poemId: $poemId) {
      poemId
      score
      reasons
      computedAt
      totals {
        votes
        voidedVotes
        withoutAddress
        addressGroups
        newAccounts
        unverified
        burstCreated
        blockedVoters
      }
      addressGroups {
        group
        label
        votes
        share
      }
      expectedPerMinute
      burstThreshold
      bursts {
        from
        to
        votes
        expected
        perMinute
      }
      newAccountShare
      unverifiedShare
      burstCreatedShare
    }
  }
`);

/** Which votes to void, in the terms the voiding mutation takes. */
export type VoteSelection = { addressGroup: string } | { burstFrom: string; burstTo: string };

const percent = (share: number) => `${Math.round(share * 100)}%`;

function scoreLevel(score: number): { label: string; tone: string } {
  if (score >= 50) return { label: 'High', tone: 'rejected' };
  if (score >= 20) return { label: 'Worth a look', tone: 'pending' };
  return { label: 'Low', tone: 'paid' };
}

function VoidButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="button button--secondary button--small" onClick={onClick} aria-label={label}>
      Void…
    </button>
  );
}


/**
 * What a poem's votes say about how they were cast: the score with its reasons, the address groups
 * with most votes, bursts against the topic's normal rate, and the voters' accounts. Rows offer
 * "Void…" only when `onVoid` is given.
 */
export function IntegrityPanel({ poemId, onVoid }: { poemId: string; onVoid?: (selection: VoteSelection) => void }) {
  const result = useQuery(AdminIntegrityQuery, { variables: { poemId }, fetchPolicy: 'cache-and-network' });
  return (
    <QueryCell result={result} failure={adminReadFailureText} loading={<p className="card-meta">Reading the votes…</p>}>
      {(data) => {
        const signals = data.integritySignals;
        const { totals } = signals;
        const level = scoreLevel(signals.score);
        return (
          <div className="integrity">
            <div className="integrity-score">
              <p>
                <strong className="integrity-score-value">{signals.score}</strong> <span className="card-meta">out of 100</span>{' '}
                <span className={`badge badge--${level.tone}`}>{level.label}</span>
              </p>
              <p className="card-meta">Computed {formatDateTime(signals.computedAt)} from {totals.votes} counted votes.</p>
            </div>
            <ul className="integrity-reasons">
              {signals.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>

            <div className="integrity-columns">
              <div>
                <h3>Voters</h3>
                <dl className="detail-list">
                  <dt>Accounts under a day old</dt>
                  <dd>
                    {totals.newAccounts} ({percent(signals.newAccountShare)})
                  </dd>
                  <dt>Email not verified</dt>
                  <dd>
                    {totals.unverified} ({percent(signals.unverifiedShare)})
                  </dd>
                  <dt>Made in a sign-up burst</dt>
                  <dd>
                    {totals.burstCreated} ({percent(signals.burstCreatedShare)})
                  </dd>
                  <dt>Now blocked</dt>
                  <dd>{totals.blockedVoters}</dd>
                  <dt>Voided votes</dt>
                  <dd>{totals.voidedVotes}</dd>
                </dl>
              </div>
              <div>
                <h3>Address groups</h3>
                <p className="card-meta">
                  {totals.addressGroups} groups
                  {totals.withoutAddress > 0 ? `; ${totals.withoutAddress} votes without an address` : ''}. Most votes:
                </p>
                {signals.addressGroups.length === 0 ? (
                  <p className="card-meta">No votes with an address yet.</p>
                ) : (
                  <BarList
                    className="integrity-bars"
                    rows={signals.addressGroups.map((group) => ({
                      key: group.group,
                      tone: 'rejected',
                      label: `${group.label}, ${percent(group.share)}`,
                      count: group.votes,
                      action: onVoid ? <VoidButton label={`Void the votes of ${group.label}`} onClick={() => onVoid({ addressGroup: group.group })} /> : undefined,
                    }))}
                  />
                )}
              </div>
            </div>

            <h3>Bursts</h3>
            <p className="card-meta">
              A poem on this topic normally gets {rateText(signals.expectedPerMinute)} votes a minute; a minute with {signals.burstThreshold} or more is a burst.
            </p>
            {signals.bursts.length === 0 ? (
              <p className="card-meta">No bursts.</p>
            ) : (
              <ol className="integrity-bursts">
                {signals.bursts.map((burst) => (
                  <li key={String(burst.from)}>
                    <p>
                      <strong>
                        {formatDateTime(burst.from)} to {formatClock(burst.to)}
                      </strong>
                      : {burst.votes} votes where the normal rate gives {rateText(burst.expected)}
                      {onVoid ? (
                        <>
                          {' '}
                          <VoidButton label={`Void the votes of the burst from ${formatDateTime(burst.from)}`} onClick={() => onVoid({ burstFrom: burst.from, burstTo: burst.to })} />
                        </>
                      ) : null}
                    </p>
                    <BarList
                      className="integrity-bars"
                      rows={burst.perMinute.map((count, index) => {
                        const minute = new Date(new Date(burst.from).getTime() + index * 60_000);
                        return { key: minute.toISOString(), label: formatClock(minute), count, tone: 'rejected' };
                      })}
                    />
                  </li>
                ))}
              </ol>
            )}

            <details className="integrity-how">
              <summary>How this score is made</summary>
              <p>Each signal is a share of the poem&apos;s counted votes (voided votes are left out), weighted, for at most 100 points:</p>
              <ul>
                <li>
                  {SCORE_WEIGHTS.crowded} × votes from address groups with {CROWDED_GROUP_VOTES} or more votes (one keyed network address; the address itself is never
                  stored)
                </li>
                <li>
                  {SCORE_WEIGHTS.burst} × votes cast in burst minutes: at least {BURST_MIN_VOTES} votes, and {BURST_FACTOR} times the topic&apos;s normal rate
                </li>
                <li>
                  {SCORE_WEIGHTS.burstCreated} × voters whose accounts were made in a sign-up burst: {SIGNUP_BURST_ACCOUNTS} or more of this poem&apos;s voters in the
                  same minute
                </li>
                <li>{SCORE_WEIGHTS.newAccount} × voters whose accounts were less than a day old when they voted</li>
                <li>{SCORE_WEIGHTS.unverified} × voters who have not verified their email</li>
              </ul>
              <p>Below {FULL_WEIGHT_VOTES} votes the score is scaled down, so a handful of votes cannot top the queue. A score is a reason to look, never a verdict.</p>
            </details>
          </div>
        );
      }}
    </QueryCell>
  );
}
