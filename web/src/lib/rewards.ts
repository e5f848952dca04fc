import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql, type DocumentType } from '../__generated__';

/*
 * ViewerQuery (viewer/ViewerProvider.tsx) also reads these, so they are in the store before any
 * page shows a poem card: fetched with the viewer at start and again whenever the session changes,
 * which empties the store. Read on their own, they arrived after the cards and pushed them down.
 */
const RewardRulesAmounts = graphql(`
  fragment RewardRules_amounts on RewardRules {
    approvalCents
    bountyCents
    bountyTarget
  }
`);

const RewardRulesQuery = graphql(`
  query RewardRulesQuery {
    rewardRules {
      ...RewardRules_amounts
    }
  }
`);

export type RewardRules = DocumentType<typeof RewardRulesAmounts>;

/** The rewards the server pays, for the copy that promises them; undefined until they have arrived. */
export function useRewardRules(): RewardRules | undefined {
  return getFragmentData(RewardRulesAmounts, useQuery(RewardRulesQuery).data?.rewardRules);
}
