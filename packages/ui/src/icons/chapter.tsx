// The chapter learning page's icons.
import { Icon, type IconProps } from './Icon';

export function BookOpenIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M3 5.5C5.5 4.4 8.5 4.4 12 6c3.5-1.6 6.5-1.6 9-.5V19c-2.5-1.1-5.5-1.1-9 .5-3.5-1.6-6.5-1.6-9-.5V5.5Z" />
      <path d="M12 6v13.5" />
    </Icon>
  );
}

export function BookmarkIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M6 3h12v18l-6-4-6 4V3Z" />
    </Icon>
  );
}

export function NoteIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M5 3h10l4 4v14H5V3Z" />
      <path d="M14 3v5h5M8.5 12.5h7M8.5 16.5h5" />
    </Icon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.2 2" />
    </Icon>
  );
}
