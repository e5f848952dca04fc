import { useQuery } from '@apollo/client/react';
import { graphql, type DocumentType } from '../__generated__';

const RewardRulesQuery = graphql(`
  query RewardRulesQuery {
    rewardRules {
      approvalCents
      bountyCents
      bountyTarget
    }
  }
`);

export type RewardRules = DocumentType<typeof RewardRulesQuery>['rewardRules'];

/** The rewards the server pays, for the copy that promises them; undefined until they have arrived. */
export function useRewardRules(): RewardRules | undefined {
  return useQuery(RewardRulesQuery).data?.rewardRules;
}
