import { Icon, type IconProps } from './Icon';

export function TrophyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 4h8v6a4 4 0 0 1-8 0V4Z" />
      <path d="M8 6H4.5a3 3 0 0 0 3.6 4.4M16 6h3.5a3 3 0 0 1-3.6 4.4" />
      <path d="M12 14v3M8.5 20h7M10 17h4v3h-4z" />
    </Icon>
  );
}
