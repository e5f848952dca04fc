import type { ReactNode } from 'react';

interface PageProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** A screen's frame: the browser tab title, the page heading, an opening line and the content. */
export function Page({ title, lead, children }: PageProps) {
  return (
    <div className="page">
      <title>{`${title} · Spoken`}</title>
      <header className="page-header">
        <h1>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
