import { Icon, type IconProps } from './Icon';

export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 7v6" />
      <circle cx="12" cy="16.5" r="0.75" fill="currentColor" stroke="none" />
    </Icon>
  );
}
