import { Icon, type IconProps } from './Icon';

export function SchoolIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m2.5 9 9.5-5 9.5 5-9.5 5-9.5-5Z" />
      <path d="M6.5 11.2V16c0 1.4 2.5 3 5.5 3s5.5-1.6 5.5-3v-4.8" />
    </Icon>
  );
}
