import type { ReactNode } from 'react';
import { vars } from '../../theme/contract.css';

/** A tinted block that shows where a layout puts its items (stories only). */
export function Block({ children, height }: { children: ReactNode; height?: string }) {
  return (
    <div
      style={{
        padding: vars.space.sm,
        minHeight: height,
        borderRadius: vars.radius.sm,
        backgroundColor: vars.color.brand.soft,
        color: vars.color.brand.onSoft,
      }}
    >
      {children}
    </div>
  );
}
