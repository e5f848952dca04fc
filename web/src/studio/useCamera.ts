import { useEffect, useState } from 'react';
import { CAPTURE_CONSTRAINTS } from './captureSettings';
import { problemDetail } from './take';

/** Why the camera could not be opened: refused by the poet or the browser, not there, or held by another app. */
export type CameraProblemKind = 'refused' | 'missing' | 'busy' | 'unsupported';

export type CameraState =
  | { status: 'opening' }
  | { status: 'ready'; stream: MediaStream }
  | { status: 'failed'; kind: CameraProblemKind; detail: string };

const KINDS: Record<string, CameraProblemKind> = {
  NotAllowedError: 'refused',
  SecurityError: 'refused',
  NotFoundError: 'missing',
  OverconstrainedError: 'missing',
  NotReadableError: 'busy',
  AbortError: 'busy',
};

function failedState(error: unknown): CameraState {
  const name = error instanceof Error ? error.name : '';
  return { status: 'failed', kind: KINDS[name] ?? 'busy', detail: problemDetail(error) };
}

/** The camera and microphone with the studio's capture settings, open while the component is; `retry` asks again. */
export function useCamera(): CameraState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CameraState>({ status: 'opening' });

  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ status: 'failed', kind: 'unsupported', detail: 'this browser cannot use a camera on this page' });
      return;
    }
    let open: MediaStream | null = null;
    let closed = false;
    setState({ status: 'opening' });
    navigator.mediaDevices.getUserMedia(CAPTURE_CONSTRAINTS).then(
      (stream) => {
        if (closed) return stream.getTracks().forEach((track) => track.stop());
        open = stream;
        setState({ status: 'ready', stream });
      },
      (error: unknown) => {
        if (!closed) setState(failedState(error));
      },
    );
    return () => {
      closed = true;
      open?.getTracks().forEach((track) => track.stop());
    };
  }, [attempt]);

  return { ...state, retry: () => setAttempt((count) => count + 1) };
}
