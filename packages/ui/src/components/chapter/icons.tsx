// Small line icons of the chapter learning page. All decorative: a text label is always beside them.
import { LineIcon as Icon } from '../../utils/LineIcon';

export { ArrowRightIcon, TutorIcon } from '../landing/icons';

export function BookOpenIcon() {
  return (
    <Icon>
      <path d="M3 5.5C5.5 4.4 8.5 4.4 12 6c3.5-1.6 6.5-1.6 9-.5V19c-2.5-1.1-5.5-1.1-9 .5-3.5-1.6-6.5-1.6-9-.5V5.5Z" />
      <path d="M12 6v13.5" />
    </Icon>
  );
}

export function LightbulbIcon() {
  return (
    <Icon>
      <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.9V16h5v-.2c0-.8.4-1.5 1-1.9A6 6 0 0 0 12 3Z" />
    </Icon>
  );
}

export function PencilIcon() {
  return (
    <Icon>
      <path d="m4 20 1-4L16.5 4.5a2.1 2.1 0 0 1 3 3L8 19l-4 1ZM14.5 6.5l3 3" />
    </Icon>
  );
}

export function BookmarkIcon() {
  return (
    <Icon>
      <path d="M6 3h12v18l-6-4-6 4V3Z" />
    </Icon>
  );
}

export function NoteIcon() {
  return (
    <Icon>
      <path d="M5 3h10l4 4v14H5V3Z" />
      <path d="M14 3v5h5M8.5 12.5h7M8.5 16.5h5" />
    </Icon>
  );
}

export function ClockIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.2 2" />
    </Icon>
  );
}

export function ArrowLeftIcon() {
  return (
    <Icon>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

export function InfoIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5" />
      <circle cx="12" cy="7.8" r="0.6" fill="currentColor" />
    </Icon>
  );
}

export function CheckListIcon() {
  return (
    <Icon>
      <path d="m4 7 2 2 3.5-3.5M4 15l2 2 3.5-3.5M13 8h7M13 16h7" />
    </Icon>
  );
}
