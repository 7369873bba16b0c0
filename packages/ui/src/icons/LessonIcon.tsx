import { Icon, type IconProps } from './Icon';

export function LessonIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <rect x="3" y="4" width="18" height="13" rx="2" />
      <path d="m10.5 8.2 4 2.3-4 2.3V8.2ZM8 21h8M12 17v4" />
    </Icon>
  );
}
