import { Icon, type IconProps } from './Icon';

export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 11v6" />
      <circle cx="12" cy="7.5" r="0.75" fill="currentColor" stroke="none" />
    </Icon>
  );
}
