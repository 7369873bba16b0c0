import { Icon, type IconProps } from './Icon';

export function CheckIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}
