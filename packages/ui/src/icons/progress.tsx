// The progress cards' and badges' icons.
import { Icon, type IconProps } from './Icon';

export function ChecklistIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="m4 6 1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17M11 6h9M11 12h9M11 18h9" />
    </Icon>
  );
}

export function FlameIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5.3 1.5 1 2.5 2 3 0-3 0-6 1-8.5Z" />
    </Icon>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" />
    </Icon>
  );
}

export function BookIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5Z" />
      <path d="M4 19a2 2 0 0 1 2-2h13" />
    </Icon>
  );
}

export function FootstepIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M7 14c-1.5 0-2.5-1.5-2.5-4S5.5 5 7 5s2.5 2 2.5 4.5S8.5 14 7 14ZM5 17.5c0 1 .9 1.8 2 1.8s2-.8 2-1.8M17 10c1.5 0 2.5-1.5 2.5-4S18.5 2 17 2s-2.5 1.5-2.5 4 1 4 2.5 4ZM15 13.5c0 1 .9 1.8 2 1.8s2-.8 2-1.8" />
    </Icon>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M4 5h16v11H9l-5 4V5ZM8 9h8M8 12h5" />
    </Icon>
  );
}
