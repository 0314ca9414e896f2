import type { HTMLAttributes } from 'react';
import { cx } from '../class-names';

export type BadgeKind = 'creator' | 'danger' | 'default' | 'in-progress' | 'success' | 'user' | 'warning';

/** Every badge kind of spec 2, in the spec's order. */
export const BADGE_KINDS: readonly BadgeKind[] = [
  'creator',
  'danger',
  'default',
  'in-progress',
  'success',
  'user',
  'warning',
];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  kind?: BadgeKind;
}

/** A short status word next to content (spec 2 "Badges"). The text carries the meaning; colour only echoes it. */
export function Badge({ kind = 'default', className, ...rest }: BadgeProps) {
  return <span className={cx('mym-badge', `mym-badge--${kind}`, className)} {...rest} />;
}
