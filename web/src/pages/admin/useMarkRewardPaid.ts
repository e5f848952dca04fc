import { useMutation } from '@apollo/client/react';
import { graphql } from '../../__generated__';

const AdminMarkRewardPaidMutation = graphql(`
  mutation AdminMarkRewardPaidMutation($input: RewardIdInput!) {
    markRewardPaid(input: $input) {
      reward {
        id
        kind
        status
        paidAt
        paidTo {
          bankName
          maskedAccountNumber
        }
        submissionId
      }
    }
  }
`);

/** Marks a reward paid; paying an approval reward makes its poem 'paid' at once on every screen. */
export function useMarkRewardPaid() {
  const [mutate, state] = useMutation(AdminMarkRewardPaidMutation, {
    update(cache, { data }) {
      const reward = data?.markRewardPaid.reward;
      if (reward?.kind !== 'APPROVAL') return;
      cache.modify({ id: cache.identify({ __typename: 'Submission', id: reward.submissionId }), fields: { status: () => 'PAID' } });
    },
  });
  const markPaid = (id: string) => mutate({ variables: { input: { id } } });
  return [markPaid, state] as const;
}
