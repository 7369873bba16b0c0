// The admin area's own icons.
import { Icon, type IconProps } from './Icon';

export function DashboardIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <rect x="4" y="4" width="6.5" height="7.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="4.5" rx="1.5" />
      <rect x="4" y="14.5" width="6.5" height="5.5" rx="1.5" />
      <rect x="13.5" y="11.5" width="6.5" height="8.5" rx="1.5" />
    </Icon>
  );
}

export function UsersIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M3 19.5a6 6 0 0 1 12 0M16 5.2a3.5 3.5 0 0 1 0 6.6M18 14.2a6 6 0 0 1 3 5.3" />
    </Icon>
  );
}
