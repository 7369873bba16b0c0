import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { MessageArea, StudyUiMessageOverrides, StudyUiMessages } from '../i18n/areas/catalogue';
import type { LinkComponent } from '../utils/link';

interface StudyUiSettings {
  linkComponent?: LinkComponent;
  messages?: StudyUiMessageOverrides;
}

// Without a provider every component works as before: plain anchors and the Bengali defaults.
export const StudyUiContext = createContext<StudyUiSettings>({});

export interface StudyUiProviderProps {
  /**
   * The app's router link, used by every link the components render, e.g.
   * `({ href, ...props }) => <RouterLink to={href} {...props} />`. A component's own
   * `LinkComponent` prop still wins over it.
   */
  linkComponent?: LinkComponent;
  /**
   * Replacements for student-facing strings, by area: `{ common: { retry: '…' } }`. Pass a stable
   * object (a module constant or a memoised value): components re-render when it changes.
   */
  messages?: StudyUiMessageOverrides;
  children: ReactNode;
}

/**
 * Settings for every @study/ui component below it. Providers nest: an inner one overrides the
 * link it sets and the strings it names, and inherits the rest.
 */
export function StudyUiProvider({ linkComponent, messages, children }: StudyUiProviderProps) {
  const outer = useContext(StudyUiContext);
  const value = useMemo<StudyUiSettings>(
    () => ({
      linkComponent: linkComponent ?? outer.linkComponent,
      messages: outer.messages && messages ? mergeOverrides(outer.messages, messages) : (messages ?? outer.messages),
    }),
    [linkComponent, messages, outer],
  );
  return <StudyUiContext.Provider value={value}>{children}</StudyUiContext.Provider>;
}

function mergeOverrides(outer: StudyUiMessageOverrides, inner: StudyUiMessageOverrides): StudyUiMessageOverrides {
  const merged: Record<string, object | undefined> = { ...outer };
  for (const [area, strings] of Object.entries(inner)) merged[area] = { ...merged[area], ...strings };
  return merged;
}

/**
 * An area's strings with the app's overrides applied. The component passes the area's defaults,
 * so it bundles only the catalogues it imports.
 */
export function useMessages<Area extends MessageArea>(
  area: Area,
  defaults: StudyUiMessages[Area],
): StudyUiMessages[Area] {
  const overrides = useContext(StudyUiContext).messages?.[area];
  return useMemo(() => (overrides ? { ...defaults, ...overrides } : defaults), [defaults, overrides]);
}
