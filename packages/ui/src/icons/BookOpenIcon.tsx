import { Icon, type IconProps } from './Icon';

export function BookOpenIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M3 5.5C5.5 4.4 8.5 4.4 12 6c3.5-1.6 6.5-1.6 9-.5V19c-2.5-1.1-5.5-1.1-9 .5-3.5-1.6-6.5-1.6-9-.5V5.5Z" />
      <path d="M12 6v13.5" />
    </Icon>
  );
}
