import { useEffect, useId, useRef, useState } from 'react';
import type { VideoQuality } from '../__generated__/graphql';
import type { PlaybackPreferences } from './playbackPreferences';
import { qualityOfLines } from './videoSources';

interface QualityMenuProps {
  /** The heights the poem has, largest first. */
  heights: readonly number[];
  preferences: PlaybackPreferences;
  /** The height playing now, to show beside Auto. */
  playingLines: number | null;
}

/** The chosen quality when the poem has it, else Auto, as the player plays it. */
export function shownQuality(quality: VideoQuality, heights: readonly number[]): VideoQuality {
  return heights.some((height) => qualityOfLines(height) === quality) ? quality : 'AUTO';
}

/** The player's quality menu: Auto and each height the poem has, and the data saver; remembered for the viewer. */
export function QualityMenu({ heights, preferences, playingLines }: QualityMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const groupName = useId();
  const menu = useRef<HTMLDivElement>(null);
  const current = shownQuality(preferences.quality, heights);
  const options = heights.flatMap((height) => {
    const quality = qualityOfLines(height);
    return quality ? [{ quality, label: `${height}p` }] : [];
  });
  const autoLabel = current === 'AUTO' && playingLines ? `Auto (${playingLines}p)` : 'Auto';

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="quality-menu" ref={menu}>
      <button type="button" className="quality-menu-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span className="visually-hidden">Video quality: </span>
        {current === 'AUTO' ? 'Auto' : options.find((option) => option.quality === current)?.label}
      </button>
      {open ? (
        <div className="quality-menu-panel" id={panelId} role="group" aria-label="Video quality">
          <fieldset>
            <legend>Quality</legend>
            {[{ quality: 'AUTO' as const, label: autoLabel }, ...options].map((option) => (
              <label key={option.quality} className="quality-menu-option">
                <input
                  type="radio"
                  name={groupName}
                  checked={current === option.quality}
                  onChange={() => {
                    // A choice that cannot be saved leaves the one playing, which the menu goes on showing.
                    preferences.setQuality(option.quality).catch(() => undefined);
                    setOpen(false);
                  }}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <label className="quality-menu-option quality-menu-saver">
            <input type="checkbox" checked={preferences.dataSaver} onChange={(event) => preferences.setDataSaver(event.target.checked)} />
            Data saver
          </label>
        </div>
      ) : null}
    </div>
  );
}
