import { Outlet } from 'react-router-dom';
import { FreshPageBoundary } from '../routing/FreshPageBoundary';

/** The frame of a screen that fills the window on its own (a projector): no navigation, no footer. */
export function BareLayout() {
  return (
    <FreshPageBoundary>
      <Outlet />
    </FreshPageBoundary>
  );
}
