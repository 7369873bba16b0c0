import { Icon, type IconProps } from './Icon';

export function BooksIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 4.5h4.5v15H4z" />
      <path d="M8.5 6.5H13v13H8.5z" />
      <path d="m14.2 6.9 3.9-1.2 3.4 12.6-3.9 1.2z" />
    </Icon>
  );
}
