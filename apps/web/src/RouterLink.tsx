import type { LinkProps } from '@study/ui';
import { Link } from 'react-router-dom';

/** @study/ui renders links through this adapter, so they navigate inside the app. */
export function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}
