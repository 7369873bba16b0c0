import { Button as AriakitButton } from '@ariakit/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** Shows a spinner, marks the button busy and ignores presses. */
  loading?: boolean;
  /** Label while loading, e.g. 'জমা হচ্ছে...'; the normal label stays when omitted. */
  loadingText?: ReactNode;
  /** Decorative icon before the label; hidden from screen readers. */
  leadingIcon?: ReactNode;
  /** Decorative icon after the label; hidden from screen readers. */
  trailingIcon?: ReactNode;
}

/**
 * A button with Bengali-friendly sizing. Without children it is an icon-only square button,
 * which then needs an `aria-label`.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingText,
  leadingIcon,
  trailingIcon,
  disabled = false,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  const iconOnly = children === undefined || children === null;
  const label = loading && loadingText !== undefined ? loadingText : children;

  return (
    <AriakitButton
      {...props}
      // `button` by default: inside a form a plain <button> would submit it.
      type={type}
      className={cx(styles.button({ variant, size, fullWidth, iconOnly }), className)}
      disabled={disabled || loading}
      // A loading button stays focusable (aria-disabled, not disabled), so keyboard and
      // screen-reader users do not lose their place while a request runs.
      accessibleWhenDisabled={loading && !disabled}
      aria-busy={loading || undefined}
    >
      {loading ? (
        <Spinner decorative tone="inherit" size={size === 'lg' ? 'md' : 'sm'} />
      ) : (
        leadingIcon && (
          <span className={styles.icon} aria-hidden="true">
            {leadingIcon}
          </span>
        )
      )}
      {!iconOnly && <span className={styles.label}>{label}</span>}
      {!loading && trailingIcon && (
        <span className={styles.icon} aria-hidden="true">
          {trailingIcon}
        </span>
      )}
    </AriakitButton>
  );
}
