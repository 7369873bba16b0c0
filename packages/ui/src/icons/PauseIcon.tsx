import { Icon, type IconProps } from './Icon';

export function PauseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 5v14M16 5v14" strokeWidth="3" />
    </Icon>
  );
}
