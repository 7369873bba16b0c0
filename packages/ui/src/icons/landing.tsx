// The landing page's own icons.
import { Icon, type IconProps } from './Icon';

export function LessonIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <rect x="3" y="4" width="18" height="13" rx="2" />
      <path d="m10.5 8.2 4 2.3-4 2.3V8.2ZM8 21h8M12 17v4" />
    </Icon>
  );
}

export function BadgeIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <circle cx="12" cy="9" r="5.5" />
      <path d="m9 13.8-1.5 7.2 4.5-2.5 4.5 2.5-1.5-7.2" />
    </Icon>
  );
}

export function LanguageIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-4 3.5V17H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </Icon>
  );
}

export function CurriculumIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5v-15Z" />
      <path d="M5 19.5A1.5 1.5 0 0 0 6.5 21H19v-3M9 7.5h6M9 11h4" />
    </Icon>
  );
}

export function SignalIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10 18.5h4M9.5 13v-1.5M12 13V9.5M14.5 13V7" />
    </Icon>
  );
}
