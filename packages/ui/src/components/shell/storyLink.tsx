// For stories only: a stand-in for the app's router link. Following a real link would unload
// the story (and end its test run), so this one records the navigation instead.
import { fn } from 'storybook/test';
import type { LinkProps } from '../../utils/link';

export const storyNavigate = fn().mockName('navigate');

export function StoryLink({ href, onClick, children, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        storyNavigate(href);
      }}
    >
      {children}
    </a>
  );
}
