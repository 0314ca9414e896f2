import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../class-names';

export type CartridgeType = 'default' | 'progress' | 'success' | 'danger' | 'creator' | 'user';

/** Every cartridge type of spec 2, in the spec's order. */
export const CARTRIDGE_TYPES: readonly CartridgeType[] = [
  'default',
  'progress',
  'success',
  'danger',
  'creator',
  'user',
];

export interface CartridgeProps extends HTMLAttributes<HTMLDivElement> {
  type?: CartridgeType;
  /** Decorative icon shown before the text. */
  icon?: ReactNode;
  /** Optional bold first line. */
  title?: string;
}

/** A framed block of information with a coloured edge (spec 2 "Cartridge types"). */
export function Cartridge({ type = 'default', icon, title, className, children, ...rest }: CartridgeProps) {
  return (
    <div className={cx('mym-cartridge', `mym-cartridge--${type}`, className)} {...rest}>
      {icon && (
        <span className="mym-cartridge__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <div className="mym-cartridge__body">
        {title && <p className="mym-cartridge__title">{title}</p>}
        {children}
      </div>
    </div>
  );
}
