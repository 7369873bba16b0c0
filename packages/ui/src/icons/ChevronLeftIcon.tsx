import { Icon, type IconProps } from './Icon';

/** Points left; a stylesheet may turn it round (the sidebar's expand button). */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m14.5 6-6 6 6 6" />
    </Icon>
  );
}
