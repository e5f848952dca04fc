import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql, type DocumentType } from '../__generated__';

/*
 * ViewerQuery (viewer/ViewerProvider.tsx) also reads these, so they are in the store before any
 * page shows a poem card: fetched with the viewer at start and again whenever the session changes,
 * which empties the store. Read on their own, they arrived after the cards and pushed them down.
 */
const SiteRulesFragment = graphql(`
  fragment SiteRules_rules on SiteRules {
    approvalCents
    bountyCents
    bountyTarget
    maxVideoBytes
    minPoemSeconds
    maxPoemSeconds
  }
`);

const SiteRulesQuery = graphql(`
  query SiteRulesQuery {
    siteRules {
      ...SiteRules_rules
    }
  }
`);

export type SiteRules = DocumentType<typeof SiteRulesFragment>;

/** The rules the server enforces, for the copy that states them and the checks made before sending; undefined until they have arrived. */
export function useSiteRules(): SiteRules | undefined {
  return getFragmentData(SiteRulesFragment, useQuery(SiteRulesQuery).data?.siteRules);
}
