import { TextPage } from '../text/TextPage';

export default function CookiePolicyPage() {
  return <TextPage pageKey="COOKIES" title="Cookie Policy" lead="Which cookies Spoken uses, and how you can control them." />;
}
