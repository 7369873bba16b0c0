import { Icon, type IconProps } from './Icon';

export function QuizIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <path d="M9 4h6M8 4H6a1 1 0 0 0-1 1v15a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1h-2" />
      <path d="m8.5 11 1.5 1.5 3-3M8.5 16.5h7" />
    </Icon>
  );
}
