import { useMutation } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { FormAction } from '../../components/form/useFormAction';

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

/**
 * Marks a reward paid through the screen's form action, which shows a failure as SPEC.md's 'Error
 * updating payment status'; paying an approval reward makes its poem 'paid' at once on every screen.
 */
export function useMarkRewardPaid(action: Pick<FormAction<never>, 'run'>) {
  const [mutate, { loading }] = useMutation(AdminMarkRewardPaidMutation, {
    update(cache, { data }) {
      const reward = data?.markRewardPaid.reward;
      if (reward?.kind !== 'APPROVAL') return;
      cache.modify({ id: cache.identify({ __typename: 'Submission', id: reward.submissionId }), fields: { status: () => 'PAID' } });
    },
  });
  const markPaid = (id: string) =>
    action.run(async () => {
      await mutate({ variables: { input: { id } } });
    }, 'updating payment status');
  return { markPaid, marking: loading };
}
