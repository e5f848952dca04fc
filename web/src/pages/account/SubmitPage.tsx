import { Page } from '../../components/Page';

export default function SubmitPage() {
  return (
    <Page
      title="Create a Poem"
      lead="Pick a topic, choose a beat, and record your poem right here in your browser."
    />
  );
}
