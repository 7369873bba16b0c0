import { Icon, type IconProps } from './Icon';

export function ChatIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M4 5h16v11H9l-5 4V5ZM8 9h8M8 12h5" />
    </Icon>
  );
}
