import { Icon, type IconProps } from './Icon';

export function StopwatchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2M10 2h4M12 2v3" />
    </Icon>
  );
}
