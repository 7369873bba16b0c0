import { Icon, type IconProps } from './Icon';

export function PencilIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m4 20 1-4L16.5 4.5a2.1 2.1 0 0 1 3 3L8 19l-4 1ZM14.5 6.5l3 3" />
    </Icon>
  );
}
