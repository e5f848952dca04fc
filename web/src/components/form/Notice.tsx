import type { ReactNode } from 'react';
import { useBroughtIntoView } from '../useBroughtIntoView';

interface NoticeProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/** A banner above a form: red and announced at once for errors, green and polite for good news; brought into view as it appears. */
export function Notice({ tone, children }: NoticeProps) {
  const ref = useBroughtIntoView<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
