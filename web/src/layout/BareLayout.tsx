import type { ReactNode } from 'react';
import { FreshPageBoundary } from '../routing/FreshPageBoundary';

/** The frame of a screen that fills the window on its own (a projector): no navigation, no footer. */
export function BareLayout({ children }: { children: ReactNode }) {
  return <FreshPageBoundary>{children}</FreshPageBoundary>;
}
