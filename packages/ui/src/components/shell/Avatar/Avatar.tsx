import type { ComponentPropsWithRef } from 'react';
import { useState } from 'react';
import { cx } from '../../../utils/cx';
import { UserIcon } from '../../../icons';
import { avatarInitial } from './avatarInitial';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The student's name: the image's alternative text and the source of the initial. */
  name: string;
  /** Photo URL; without one, or when it fails to load, the initial (or an icon) shows. */
  src?: string | null;
  size?: AvatarSize;
  /** Hides the avatar from screen readers when the name is written right beside it. */
  decorative?: boolean;
  className?: string;
}

/** The student's photo, or the first letter of the name in a circle. */
export function Avatar({ name, src, size = 'md', decorative = false, className, ...props }: AvatarProps) {
  // A photo that fails on slow data falls back to the initial instead of a broken image.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src != null && src !== '' && src !== failedSrc;
  const initial = avatarInitial(name);
  const classes = cx(styles.root, styles.size[size], className);

  if (showImage) {
    return (
      <span {...props} className={classes} aria-hidden={decorative || undefined}>
        <img className={styles.image} src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  return (
    <span
      {...props}
      className={classes}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initial === '' ? (
        <span className={styles.icon}>
          <UserIcon />
        </span>
      ) : (
        initial
      )}
    </span>
  );
}
