// The formula's and the lesson's tools.
import { Icon, type IconProps } from './Icon';

export function CopyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </Icon>
  );
}

/** A magnifier with a plus, or with a minus when `out`. */
export function ZoomIcon({ out = false, ...props }: IconProps & { out?: boolean }) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2M8.5 11h5" />
      {!out && <path d="M11 8.5v5" />}
    </Icon>
  );
}
