import { useId, type ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  tone?: 'danger';
  children: ReactNode;
}

/** One titled group of settings within the settings panel. */
export function SettingsSection({ title, description, tone, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section className={tone ? `settings-section settings-section--${tone}` : 'settings-section'} aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {description ? <p className="settings-description">{description}</p> : null}
      {children}
    </section>
  );
}
