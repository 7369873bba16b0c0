import { Icon, type IconProps } from './Icon';

export function LogoutIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 4.5h4.5v15H14" />
      <path d="M10 8l-4 4 4 4M6 12h9" />
    </Icon>
  );
}
