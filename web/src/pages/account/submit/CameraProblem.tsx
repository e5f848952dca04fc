import { Notice } from '../../../components/form/Notice';
import type { CameraProblemKind } from '../../../studio/useCamera';

function HowToAllow() {
  return (
    <>
      <p>To let Spoken use your camera and microphone, allow them for this site, then press Try Again:</p>
      <ul className="camera-help">
        <li>
          <strong>Chrome or Edge:</strong> select the camera icon or the site controls at the left of the address bar and set Camera and
          Microphone to Allow.
        </li>
        <li>
          <strong>Safari on a Mac:</strong> choose Safari › Settings for This Website and set Camera and Microphone to Allow.
        </li>
        <li>
          <strong>Safari on iPhone or iPad:</strong> tap the page menu in the address bar, then Website Settings, and allow Camera and
          Microphone.
        </li>
        <li>
          <strong>Firefox:</strong> select the crossed-out camera or microphone icon in the address bar and remove the block.
        </li>
        <li>
          <strong>Chrome on Android:</strong> tap the site controls beside the address, then Permissions, and allow Camera and Microphone.
        </li>
      </ul>
      <p>Still blocked? Your device&apos;s privacy settings may be keeping the browser itself from the camera.</p>
    </>
  );
}

const ADVICE: Record<Exclude<CameraProblemKind, 'refused'>, string> = {
  missing: 'Connect a camera and a microphone, then press Try Again.',
  busy: 'Another app or tab may be using your camera. Close it, then press Try Again.',
  unsupported: 'Open Spoken at its https:// address in an up-to-date Chrome, Edge, Firefox or Safari.',
};

interface CameraProblemProps {
  kind: CameraProblemKind;
  detail: string;
  onRetry: () => void;
}

/** The spec's camera error, with what the poet can do about it. */
export function CameraProblem({ kind, detail, onRetry }: CameraProblemProps) {
  return (
    <Notice tone="error">
      <p>
        <strong>Error accessing camera/microphone: {detail}</strong>
      </p>
      {kind === 'refused' ? <HowToAllow /> : <p>{ADVICE[kind]}</p>}
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try Again
      </button>
    </Notice>
  );
}
