import { useState } from 'react';

/** Shares the page through the device's share sheet, or copies its link where there is none. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects; there is nothing to tell the person then.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className="share">
      <button type="button" className="button button--secondary" onClick={() => void share()}>
        Share this poem
      </button>
      <span role="status" className="share-status">
        {copied === 'copied' ? 'Link copied.' : copied === 'failed' ? `Copy this link: ${url}` : ''}
      </span>
    </div>
  );
}
