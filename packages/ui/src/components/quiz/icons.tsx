import { Icon } from '../math/icons';

export function CheckIcon() {
  return (
    <Icon>
      <path d="m5 12.5 4.5 4.5L19 7.5" strokeWidth="2.5" />
    </Icon>
  );
}

export function CrossIcon() {
  return (
    <Icon>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" strokeWidth="2.5" />
    </Icon>
  );
}

export function ClockIcon() {
  return (
    <Icon>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M9.5 2.5h5" />
    </Icon>
  );
}

/** The streak's fire, drawn rather than an emoji so it looks the same on every phone. */
export function FlameIcon() {
  return (
    <Icon stroke="none">
      <path
        fill="currentColor"
        d="M13.2 2c.3 2.6-.9 4.1-2.4 5.8C9.3 9.5 7.5 11.3 7.5 14.3a4.5 4.5 0 0 0 9 0c0-1.5-.5-2.8-1.3-3.9-.3 1-.9 1.8-1.8 2.2.6-3.4-.2-7.2-.2-10.6Z"
      />
    </Icon>
  );
}

export function TrophyIcon() {
  return (
    <Icon>
      <path d="M8 4h8v5a4 4 0 0 1-8 0V4Z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4" />
    </Icon>
  );
}

/** A target: the result icon when the score is 70 % or less. */
export function TargetIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    </Icon>
  );
}

export function SparkleIcon() {
  return (
    <Icon>
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
    </Icon>
  );
}
