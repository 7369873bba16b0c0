import { Icon, type IconProps } from './Icon';

export function SignalIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10 18.5h4M9.5 13v-1.5M12 13V9.5M14.5 13V7" />
    </Icon>
  );
}
