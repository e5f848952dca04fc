import { Page } from '../../components/Page';

export default function RegisterPage() {
  return (
    <Page
      title="Sign Up"
      lead="Create your account to record poems, vote for your favourites and earn rewards."
    />
  );
}
