import type { ReactNode } from 'react';

interface NoticeProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/** A banner above a form: red and announced at once for errors, green and polite for good news. */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
