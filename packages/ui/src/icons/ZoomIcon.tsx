import { Icon, type IconProps } from './Icon';

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
