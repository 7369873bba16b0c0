import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages } from '@study/contract';
import { expect, within } from 'storybook/test';
import { studentApi, verificationHandlers } from '../mocks/handlers';
import { pageDocs } from '../mocks/pageDocs';
import { PageStory } from '../mocks/PageStory';
import { CertificateVerificationPage } from './CertificateVerificationPage';

/** The public page anyone (signed in or not) opens to check a certificate by its id. */
const meta = {
  title: 'Pages/CertificateVerificationPage',
  component: PageStory,
  args: {
    Component: CertificateVerificationPage,
    path: '/verify/:certificateId',
    url: '/verify/Qm9vay1jZXJ0LWlkLTAwMDAx',
    page: 'certificateVerification',
    shell: false,
    user: null,
  },
  parameters: { layout: 'fullscreen', docs: pageDocs, msw: { handlers: studentApi() } },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Verified: only the name, the chapter, the score and the date. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('যাচাই করা সনদ')).toBeVisible();
    await expect(canvas.getByText('তাসনিম রহমান')).toBeVisible();
    await expect(canvas.getByText('এই সনদটি পাঠশালা এআই থেকে দেওয়া এবং বৈধ।')).toBeVisible();
    await expect(canvas.queryByText(/অষ্টম/)).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { certificateVerification: verificationHandlers.notFound } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('সনদটি খুঁজে পাওয়া যায়নি')).toBeVisible();
    await expect(canvas.getByText('এই নম্বরের কোনো সনদ নেই। ঠিকানাটি ঠিকমতো লেখা হয়েছে কি না দেখো।')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { certificateVerification: verificationHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('সনদ লোড হচ্ছে...')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { certificateVerification: verificationHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('সনদ লোড করা যায়নি')).toBeVisible();
  },
};

/** The address is locked after many unknown ids: how long to wait, and no retry button that would be refused. */
export const Throttled: Story = {
  parameters: { msw: { handlers: { certificateVerification: verificationHandlers.throttled } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(authMessages.tooManyAttempts(15))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Phone: Story = {
  ...Verified,
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
