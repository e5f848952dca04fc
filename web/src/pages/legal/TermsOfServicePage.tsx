import { Page } from '../../components/Page';

export default function TermsOfServicePage() {
  return <Page title="Terms of Service" lead="The terms that apply when you use Spoken and submit your poems." />;
}
