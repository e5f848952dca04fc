import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DASHBOARD_TABS = ['overview', 'submissions', 'upload', 'beats', 'payment', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const isTab = (value: string | null): value is DashboardTab => DASHBOARD_TABS.some((tab) => tab === value);

/**
 * The dashboard's open tab and the upload form's chosen topic and beat, kept in the URL
 * (`?tab=upload&topic=<id>&beat=<id>`) so links can open them and Back returns to the last tab.
 */
export function useDashboardTab() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: DashboardTab = isTab(raw) ? raw : 'overview';

  /** Opens a tab as a new history entry; `choices` preselects a topic or beat for the upload form. */
  const openTab = useCallback(
    (next: DashboardTab, choices: { topic?: string; beat?: string } = {}) =>
      setParams((current) => {
        const url = new URLSearchParams(current);
        url.set('tab', next);
        for (const [key, value] of Object.entries(choices)) url.set(key, value);
        return url;
      }),
    [setParams],
  );

  /** Records a choice made in the upload form without adding to history. */
  const choose = useCallback(
    (key: 'topic' | 'beat', value: string | null) =>
      setParams(
        (current) => {
          const url = new URLSearchParams(current);
          if (value) url.set(key, value);
          else url.delete(key);
          return url;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** After an upload: the list, with the form's choices cleared. */
  const showSubmissions = useCallback(() => setParams({ tab: 'submissions' }), [setParams]);

  return { tab, topicId: params.get('topic'), beatId: params.get('beat'), openTab, choose, showSubmissions };
}
