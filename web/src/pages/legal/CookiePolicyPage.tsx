import { Page } from '../../components/Page';

export default function CookiePolicyPage() {
  return <Page title="Cookie Policy" lead="Which cookies Spoken uses, and how you can control them." />;
}
