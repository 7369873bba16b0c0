import { Icon, type IconProps } from './Icon';

export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 5v14l11-7z" fill="currentColor" />
    </Icon>
  );
}
