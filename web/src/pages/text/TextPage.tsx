import type { PageKey } from '../../__generated__/graphql';
import { Page } from '../../components/Page';
import { PageText } from './PageText';

interface TextPageProps {
  pageKey: PageKey;
  title: string;
  lead: string;
}

/** A whole screen that is one admin-edited text page: privacy, terms, cookies, help. */
export function TextPage({ pageKey, title, lead }: TextPageProps) {
  return (
    <Page title={title} lead={lead}>
      <PageText pageKey={pageKey} title={title} />
    </Page>
  );
}
