import { useState } from 'react';
import './share.css';

/**
 * Shares the page at `path` (a poem's, say) through the device's share sheet, or copies its link
 * where there is none, saying so beside the button.
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const [copied, setCopied] = useState<'copied' | { failed: string } | null>(null);

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects; there is nothing to tell the person then.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied({ failed: url });
    }
  };

  return (
    <div className="share">
      <button type="button" className="button button--secondary" onClick={() => void share()}>
        Share this poem
      </button>
      <span role="status" className="share-status">
        {copied === 'copied' ? 'Link copied.' : copied ? `Copy this link: ${copied.failed}` : ''}
      </span>
    </div>
  );
}
