import { Icon, type IconProps } from './Icon';

export function BookmarkIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M6 3h12v18l-6-4-6 4V3Z" />
    </Icon>
  );
}
