import { cx } from '../class-names';

export type IllustrationName = 'creators' | 'users';

/** Decorative artwork of the side panel; the creators and users variants differ only by their accent colour. */
export function Illustration({ name }: { name: IllustrationName }) {
  return (
    <svg
      className={cx('mym-illustration', `mym-illustration--${name}`)}
      viewBox="0 0 240 160"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="20" y="24" width="200" height="120" rx="18" fill="var(--mym-color-surface-raised)" />
      <circle cx="86" cy="78" r="26" fill="var(--mym-illustration-accent)" />
      <rect x="124" y="58" width="72" height="10" rx="5" fill="var(--mym-color-border-strong)" />
      <rect x="124" y="78" width="52" height="10" rx="5" fill="var(--mym-color-border)" />
      <rect
        x="60"
        y="116"
        width="120"
        height="12"
        rx="6"
        fill="var(--mym-illustration-accent)"
        opacity="0.6"
      />
    </svg>
  );
}
