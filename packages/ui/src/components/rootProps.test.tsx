/// <reference types="vite/client" />
// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { createRef } from 'react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as ui from '../index';
import type { AskChatProps } from '../index';

interface StoryModule {
  default: { component?: unknown; args?: Record<string, unknown> };
  [story: string]: unknown;
}

// Every exported component is driven with the args of its own stories, so the table grows with the library.
const storyModules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

/** Components that do not hand everything to one root element, and why (the README says the same). */
const exceptions: Record<string, string> = {
  Toaster: "sonner's portal region; sonner owns its root",
  TutorDialog: 'a modal dialog: Ariakit portals it',
  CrudDialog: 'a modal dialog: Ariakit portals it',
  ConfirmDeleteDialog: 'a modal dialog: Ariakit portals it',
  StudyTimerButton: 'a trigger and its portalled popover; className styles the trigger',
  CertificateView: 'the printable certificate (an article) takes the attributes and ref; className the outer frame',
  TextField: 'a form field: the attributes and ref go to the input, className to the labelled frame',
  PasswordField: 'a form field: the attributes and ref go to the input, className to the labelled frame',
  SelectField: 'a form field: the attributes and ref go to the select, className to the labelled frame',
  StudyUiProvider: 'renders no element',
  StaticMarkup: "keeps the server's markup as it is; no attributes of its own",
};

const noop = () => {};

/** A quiz for AskChat, as the page makes it. */
function AskChatWithQuiz(props: Omit<AskChatProps, 'quiz'>) {
  return <ui.AskChat {...props} quiz={ui.useAskQuiz({ messages: props.messages })} />;
}

/** The exported components whose stories render a harness, with the props they need. */
const explicit: Record<string, [ComponentType<never>, Record<string, unknown>]> = {
  AskChat: [AskChatWithQuiz, { messages: [], onSend: noop }],
  CrudTable: [
    ui.CrudTable,
    {
      entity: 'subject',
      columns: [],
      rows: [],
      getRowId: String,
      getRowName: String,
      onAdd: noop,
      onEdit: noop,
      onDelete: noop,
    },
  ],
  SubjectForm: [ui.SubjectForm, { id: 'form', onSubmit: noop }],
  ClassForm: [ui.ClassForm, { id: 'form', onSubmit: noop }],
  ChapterForm: [ui.ChapterForm, { id: 'form', onSubmit: noop, subjects: [] }],
  TopicForm: [ui.TopicForm, { id: 'form', onSubmit: noop, chapters: [] }],
  QuizForm: [ui.QuizForm, { id: 'form', onSubmit: noop, chapters: [] }],
  QuizQuestionsEditor: [ui.QuizQuestionsEditor, { questions: [], onChange: noop }],
  TopicMarkdownEditor: [ui.TopicMarkdownEditor, { value: '', onChange: noop }],
  DefaultLink: [ui.DefaultLink, { href: '/', children: 'link' }],
  ResolvedLink: [ui.ResolvedLink, { href: '/', children: 'link' }],
  Column: [ui.Column, { children: 'column' }],
};

const exported = new Map<unknown, string>(
  Object.entries(ui)
    .filter(([name]) => /^[A-Z]/.test(name))
    .map(([name, value]) => [value, name]),
);

const cases = new Map<string, { Component: ComponentType<Record<string, unknown>>; args: Record<string, unknown> }>();
for (const module of Object.values(storyModules)) {
  const name = exported.get(module.default.component);
  if (name === undefined || name in exceptions || name in explicit || cases.has(name)) continue;
  const firstStory = Object.entries(module).find(([key]) => key !== 'default')?.[1] as
    { args?: Record<string, unknown> } | undefined;
  cases.set(name, {
    Component: module.default.component as ComponentType<Record<string, unknown>>,
    args: { ...module.default.args, ...firstStory?.args },
  });
}

for (const [name, [Component, args]] of Object.entries(explicit)) {
  cases.set(name, { Component: Component as ComponentType<Record<string, unknown>>, args });
}

afterEach(cleanup);

describe('every exported component with one root element', () => {
  it('is in the table', () => {
    const missing = [...exported.values()].filter((n) => !cases.has(n) && !(n in exceptions));
    expect(missing).toEqual([]);
  });

  it.each([...cases.keys()].sort())('%s forwards className, style, ref, data-* and aria-* to its root', (name) => {
    const { Component, args } = cases.get(name)!;
    render(<Component {...args} data-probe="root" />);
    const ownClasses = [...document.querySelector('[data-probe="root"]')!.classList];
    cleanup();

    const ref = createRef<HTMLElement>();
    render(
      <Component
        {...args}
        ref={ref}
        className="consumer-class"
        style={{ outlineOffset: '7px' }}
        data-probe="root"
        aria-describedby="consumer-note"
      />,
    );
    const root = document.querySelector<HTMLElement>('[data-probe="root"]');
    expect(root).not.toBeNull();
    expect(ref.current).toBe(root);
    // Merged with the component's own classes, never replacing them.
    expect([...root!.classList]).toEqual([...ownClasses, 'consumer-class']);
    expect(root!.style.outlineOffset).toBe('7px');
    expect(root!.getAttribute('aria-describedby')).toBe('consumer-note');
  });
});

// A Card-rooted component with no title of its own: an HTML `title` would reach Card's `title` (a
// visible heading, and a landmark's name), so the props leave it out and the type checker refuses it.
export const refusedTitles = [
  // @ts-expect-error: not a tooltip, Card would render it as a heading
  <ui.ProfileSummaryCard key="summary" {...({} as ui.ProfileSummaryCardProps)} title="tooltip" />,
  // @ts-expect-error: not a tooltip, Card would render it as a heading
  <ui.ProfileTabs key="tabs" {...({} as ui.ProfileTabsProps)} title="tooltip" />,
  // @ts-expect-error: not a tooltip, Card would render it as a heading
  <ui.AdminPasswordForm key="password" {...({} as ui.AdminPasswordFormProps)} title="tooltip" />,
];
