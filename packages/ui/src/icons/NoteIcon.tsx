import { Icon, type IconProps } from './Icon';

export function NoteIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M5 3h10l4 4v14H5V3Z" />
      <path d="M14 3v5h5M8.5 12.5h7M8.5 16.5h5" />
    </Icon>
  );
}
