import { Icon, type IconProps } from './Icon';

export function ChecklistIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="m4 6 1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17M11 6h9M11 12h9M11 18h9" />
    </Icon>
  );
}
