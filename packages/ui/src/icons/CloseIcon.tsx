import { Icon, type IconProps } from './Icon';

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 7l10 10M17 7 7 17" />
    </Icon>
  );
}
