import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { headingLevels } from '../../../utils/Heading';
import { banglaSubject, ictSubject, islamSubject, longSubjects, mathSubject } from '../storyFixtures';
import { SubjectCard } from './SubjectCard';
import { SubjectCardSkeleton } from './SubjectCardSkeleton';

const meta = {
  title: 'Subjects/SubjectCard',
  component: SubjectCard,
  args: { subject: mathSubject },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: headingLevels },
    LinkComponent: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'গণিত' });
    await expect(link).toHaveAttribute('href', '/subjects/1');
    // Screen readers get the hover card's text as the link's description.
    await expect(link).toHaveAccessibleDescription(mathSubject.description ?? '');
    await expect(canvas.getByRole('progressbar', { name: 'গণিত: অগ্রগতি' })).toHaveAttribute('aria-valuetext', '৪০%');
  },
};

export const NotStarted: Story = { args: { subject: banglaSubject } };
export const Completed: Story = { args: { subject: islamSubject } };

/** No progress from the API and an icon type the package does not know. */
export const WithoutProgress: Story = {
  args: { subject: ictSubject },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const LongName: Story = { args: { subject: longSubjects[0] ?? mathSubject } };

/** The hover card opens 200 ms after the pointer arrives. */
export const HoverCard: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link', { name: 'গণিত' }));
    // Not at once: a pointer just passing over the card does not open it.
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    const card = await within(document.body).findByRole('dialog', { name: 'গণিত' });
    await waitFor(() => expect(card).toBeVisible());
    await expect(card).toHaveTextContent(mathSubject.description ?? '');
  },
};

export const Loading: Story = {
  render: () => <SubjectCardSkeleton />,
};
