import { TextPage } from '../text/TextPage';

export default function PrivacyPolicyPage() {
  return <TextPage pageKey="PRIVACY" title="Privacy Policy" lead="How Spoken collects, uses and protects your personal information." />;
}
