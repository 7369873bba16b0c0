import { Icon, type IconProps } from './Icon';

export function BadgeIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <circle cx="12" cy="9" r="5.5" />
      <path d="m9 13.8-1.5 7.2 4.5-2.5 4.5 2.5-1.5-7.2" />
    </Icon>
  );
}
