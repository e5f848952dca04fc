import { Page } from '../../components/Page';

export default function VotingPage() {
  return (
    <Page
      title="Vote for Your Favourites"
      lead="Watch this topic's approved poems and vote for the ones that move you."
    />
  );
}
