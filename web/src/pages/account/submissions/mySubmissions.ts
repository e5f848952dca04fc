import type { ApolloCache } from '@apollo/client';
import { useQuery, useSubscription } from '@apollo/client/react';
import { getFragmentData, graphql, type DocumentType, type FragmentType } from '../../../__generated__';
import { DashboardStatsQuery } from '../dashboard/DashboardStats';
import { MyRewardsQuery } from '../payment/MyRewards';

/** What the poet's own list shows of a submission. */
const MySubmissionFragment = graphql(`
  fragment MySubmission_submission on Submission {
    id
    title
    transcript
    status
    topicTitle
    beatTitle
    ...PoemVideo_media
    processingState
    processingError
    feedback
    submittedAt
    takenDown
    voteCount
    frozen
  }
`);

export type MySubmission = DocumentType<typeof MySubmissionFragment>;

export const MySubmissionsQuery = graphql(`
  query MySubmissionsQuery {
    mySubmissions {
      ...MySubmission_submission
    }
  }
`);

// A changed submission is normalised by id, so the list shows its new status and feedback in place.
const MySubmissionChangedSubscription = graphql(`
  subscription MySubmissionChangedSubscription {
    mySubmissionChanged {
      ...MySubmission_submission
    }
  }
`);

/** Newest first, as the API lists them. */
function newestFirst(a: MySubmission, b: MySubmission): number {
  return b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id);
}

/** Puts a submission the list does not have yet into the cached list (a new upload, perhaps from another tab). */
export function addToMySubmissions(cache: ApolloCache, added: FragmentType<typeof MySubmissionFragment>): void {
  const submission = getFragmentData(MySubmissionFragment, added);
  cache.updateQuery({ query: MySubmissionsQuery }, (current) => {
    if (!current || current.mySubmissions.some((item) => getFragmentData(MySubmissionFragment, item).id === submission.id)) return current;
    const byDate = (a: typeof added, b: typeof added) => newestFirst(getFragmentData(MySubmissionFragment, a), getFragmentData(MySubmissionFragment, b));
    return { ...current, mySubmissions: [{ ...added, __typename: 'Submission' as const }, ...current.mySubmissions].sort(byDate) };
  });
}

/**
 * Keeps the poet's submissions live while a screen showing them is open: an admin's decision shows
 * at once, a new submission joins the list, and earnings are fetched again as rewards follow.
 */
export function useMySubmissionUpdates(): void {
  useSubscription(MySubmissionChangedSubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      const submission = data.data?.mySubmissionChanged;
      if (!submission) return;
      addToMySubmissions(client.cache, submission);
      // The figures a decision moves: earnings and rewards.
      void client.refetchQueries({ include: [DashboardStatsQuery, MyRewardsQuery] });
    },
  });
}

/** The poet's submissions, newest first, as the list and the dashboard's figures read them. */
export function useMySubmissions() {
  // Tallies move while the screen is closed: each visit shows the list at once, then today's counts.
  const result = useQuery(MySubmissionsQuery, { fetchPolicy: 'cache-and-network' });
  return { ...result, submissions: getFragmentData(MySubmissionFragment, result.data?.mySubmissions) };
}
