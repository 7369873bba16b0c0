import { Icon, type IconProps } from './Icon';

export function FootstepIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M7 14c-1.5 0-2.5-1.5-2.5-4S5.5 5 7 5s2.5 2 2.5 4.5S8.5 14 7 14ZM5 17.5c0 1 .9 1.8 2 1.8s2-.8 2-1.8M17 10c1.5 0 2.5-1.5 2.5-4S18.5 2 17 2s-2.5 1.5-2.5 4 1 4 2.5 4ZM15 13.5c0 1 .9 1.8 2 1.8s2-.8 2-1.8" />
    </Icon>
  );
}
