// Line icons of the landing page. All decorative: a heading or label always says the same.
import { LineIcon as Icon } from '../../utils/LineIcon';

export function TutorIcon() {
  return (
    <Icon>
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-4 3.5V17H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
      <path d="m12 7.5.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9.9-2.1Z" />
    </Icon>
  );
}

export function LessonIcon() {
  return (
    <Icon>
      <rect x="3" y="4" width="18" height="13" rx="2" />
      <path d="m10.5 8.2 4 2.3-4 2.3V8.2ZM8 21h8M12 17v4" />
    </Icon>
  );
}

export function QuizIcon() {
  return (
    <Icon>
      <path d="M9 4h6M8 4H6a1 1 0 0 0-1 1v15a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1h-2" />
      <path d="m8.5 11 1.5 1.5 3-3M8.5 16.5h7" />
    </Icon>
  );
}

export function ProgressIcon() {
  return (
    <Icon>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
    </Icon>
  );
}

export function BadgeIcon() {
  return (
    <Icon>
      <circle cx="12" cy="9" r="5.5" />
      <path d="m9 13.8-1.5 7.2 4.5-2.5 4.5 2.5-1.5-7.2" />
    </Icon>
  );
}

export function ScheduleIcon() {
  return (
    <Icon>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2M9.5 2.5h5M12 2.5V5" />
    </Icon>
  );
}

export function LanguageIcon() {
  return (
    <Icon>
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-4 3.5V17H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </Icon>
  );
}

export function CurriculumIcon() {
  return (
    <Icon>
      <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5v-15Z" />
      <path d="M5 19.5A1.5 1.5 0 0 0 6.5 21H19v-3M9 7.5h6M9 11h4" />
    </Icon>
  );
}

export function SignalIcon() {
  return (
    <Icon>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10 18.5h4M9.5 13v-1.5M12 13V9.5M14.5 13V7" />
    </Icon>
  );
}

export function CheckIcon() {
  return (
    <Icon>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function ArrowRightIcon() {
  return (
    <Icon>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}
