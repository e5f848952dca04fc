import { useSyncExternalStore } from 'react';
import { socketStatus } from './client';
import type { SocketStatus } from './socket';

/** The live socket's status, re-rendering when it changes. */
export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(socketStatus.subscribe, socketStatus.get, () => 'idle');
}
