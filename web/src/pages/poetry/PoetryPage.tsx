import { Page } from '../../components/Page';

export default function PoetryPage() {
  return (
    <Page
      title="Poetry Gallery"
      lead="Read poems from our community, written on the topics we've explored together."
    />
  );
}
