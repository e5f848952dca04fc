import { TextPage } from '../text/TextPage';

export default function TermsOfServicePage() {
  return <TextPage pageKey="TERMS" title="Terms of Service" lead="The terms that apply when you use Spoken and submit your poems." />;
}
