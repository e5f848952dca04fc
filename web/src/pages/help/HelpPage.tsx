import { TextPage } from '../text/TextPage';

export default function HelpPage() {
  return <TextPage pageKey="HELP" title="Help" lead="Answers to the questions poets and voters ask most." />;
}
