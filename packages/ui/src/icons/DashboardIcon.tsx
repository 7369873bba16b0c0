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
