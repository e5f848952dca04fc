import { Page } from '../../components/Page';

export default function PrivacyPolicyPage() {
  return <Page title="Privacy Policy" lead="How Spoken collects, uses and protects your personal information." />;
}
