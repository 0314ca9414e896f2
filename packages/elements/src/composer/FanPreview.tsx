import { type ReactNode, useId } from 'react';

export interface FanPreviewProps {
  /** The heading naming the preview ("What your fans will see"), its landmark's name. */
  title: string;
  /** The message as fans receive it: media, caption, what it costs or who sees it. */
  children: ReactNode;
}

/**
 * The frame every composer shows its fan's-eye view in: a landmark of its own, beside the form on a laptop and
 * under it on a phone (`mym-composer-layout`), so the push and the post composers read the same.
 */
export function FanPreview({ title, children }: FanPreviewProps) {
  const titleId = useId();
  return (
    <aside className="mym-fan-preview" part="preview" aria-labelledby={titleId}>
      <h2 id={titleId} className="mym-fan-preview__title">
        {title}
      </h2>
      <div className="mym-panel mym-fan-preview__message">{children}</div>
    </aside>
  );
}
