import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { TutorChatPanel } from '../../tutor/TutorChatPanel/TutorChatPanel';
import { TutorPanelPlaceholder } from '../storyFixtures';
import { TutorDialog } from './TutorDialog';
import type { TutorDialogProps } from './TutorDialog';

const meta = {
  title: 'Chapter/TutorDialog',
  component: TutorDialog,
  args: {
    open: true,
    onClose: fn(),
    description: 'বহুপদী রাশির গুণ',
    children: <TutorPanelPlaceholder />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof TutorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open with a stand-in for the chat panel; the close button asks the app to close it. */
export const Open: Story = {
  tags: ['interaction'],
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'এআই শিক্ষক' });
    await expect(dialog).toHaveAccessibleDescription('বহুপদী রাশির গুণ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'বন্ধ করো' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCloses: Story = {
  tags: ['no-screenshot', 'interaction'],
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog', { name: 'এআই শিক্ষক' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async () => {
    await within(document.body).findByRole('dialog', { name: 'এআই শিক্ষক' });
  },
};

export const LongDescription: Story = {
  args: { description: 'ছয় দফা কর্মসূচি, আগরতলা মামলা এবং ঊনসত্তরের গণঅভ্যুত্থানের তাৎপর্য' },
  play: async () => {
    await within(document.body).findByRole('dialog', { name: 'এআই শিক্ষক' });
  },
};

function WithMessageBox(props: Omit<TutorDialogProps, 'children' | 'initialFocus'>) {
  const input = useRef<HTMLTextAreaElement>(null);
  return (
    <TutorDialog {...props} initialFocus={input}>
      <label style={{ display: 'grid', gap: '0.5rem' }}>
        তোমার প্রশ্ন
        <textarea ref={input} rows={3} />
      </label>
    </TutorDialog>
  );
}

/** The app can put the cursor straight into the chat's message box. */
export const FocusOnMessageBox: Story = {
  render: (args) => <WithMessageBox {...args} />,
  play: async () => {
    const box = await within(document.body).findByRole('textbox', { name: 'তোমার প্রশ্ন' });
    await waitFor(() => expect(box).toHaveFocus());
  },
};

/** On a 360 × 740 phone the chat panel fills the dialog below its title, not 500 px of it. */
export const PhoneWithChatPanel: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: {
    children: (
      <TutorChatPanel
        messages={[]}
        status="idle"
        usage={{ remainingToday: 45, dailyLimit: 50, canCall: true }}
        streamingAvailable
        settings={{ streaming: true, wordDelayMs: 50 }}
        onSettingsChange={fn()}
        onSend={fn()}
        onStop={fn()}
        onClear={fn()}
      />
    ),
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'এআই শিক্ষক' });
    const panel = within(dialog).getByRole('region', { name: bn.tutorChatTitle });
    await waitFor(() => expect(panel.getBoundingClientRect().height).toBeGreaterThan(560));
    // The composer sits at the bottom of the screen.
    await expect(dialog.getBoundingClientRect().bottom - panel.getBoundingClientRect().bottom).toBeLessThan(16);
  },
};
