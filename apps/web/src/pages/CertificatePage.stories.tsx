import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { certificateHandlers, studentApi } from '../mocks/handlers';
import { pageDocs } from '../mocks/pageDocs';
import { PageStory } from '../mocks/PageStory';
import { CertificatePage } from './CertificatePage';

const meta = {
  title: 'Pages/CertificatePage',
  component: PageStory,
  args: {
    Component: CertificatePage,
    path: '/certificates/:certificateId',
    url: '/certificates/Qm9vay1jZXJ0LWlkLTAwMDAx',
    page: 'certificate',
  },
  parameters: { layout: 'fullscreen', docs: pageDocs, msw: { handlers: studentApi() } },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The student's own certificate: name, class, chapter, score, date and the public address that verifies it. */
export const Filled: Story = {
  // The verification address carries the story server's origin, whose port differs between runs;
  // CertificateView's own stories keep the certificate's look.
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'কৃতিত্বের সনদ' })).toBeVisible();
    const page = within(canvas.getByRole('main'));
    await expect(page.getByText('তাসনিম রহমান')).toBeVisible();
    await expect(page.getAllByText(/প্যাটার্ন/)[0]).toBeVisible();
    await expect(page.getByText(`${window.location.origin}/verify/Qm9vay1jZXJ0LWlkLTAwMDAx`)).toBeVisible();
  },
};

/** An id that is not the student's, or no certificate at all: the not-found certificate, no error. */
export const NotFound: Story = {
  parameters: { msw: { handlers: { certificate: certificateHandlers.notFound } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('সনদটি খুঁজে পাওয়া যায়নি')).toBeVisible();
  },
};

/** A cut-off link (an id too short to be one): the not-found certificate, not a load error. */
export const MalformedId: Story = {
  // The same view as NotFound, whose screenshot covers it.
  tags: ['no-screenshot'],
  args: { url: '/certificates/short' },
  parameters: { msw: { handlers: { certificate: certificateHandlers.malformed } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('সনদটি খুঁজে পাওয়া যায়নি')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { certificate: certificateHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('সনদ লোড হচ্ছে...')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { certificate: certificateHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('সনদ লোড করা যায়নি')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /আবার চেষ্টা/ })).toBeVisible();
  },
};

export const Phone: Story = {
  ...Filled,
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
