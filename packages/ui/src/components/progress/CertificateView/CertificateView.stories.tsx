import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longChapterName, longSubjectName } from '../storyFixtures';
import { CertificateView, certificateVariants } from './CertificateView';
import type { Certificate } from './CertificateView';

const certificate: Certificate = {
  id: 'PSA-2026-8K3Q7M',
  studentName: 'রাফি আহমেদ',
  classLevel: 8,
  chapterName: 'বীজগাণিতিক রাশির গুণ ও ভাগ',
  subjectName: 'গণিত',
  score: 90,
  issuedAt: '2026-11-22T09:12:00+06:00',
  verifyUrl: 'https://pathshala.example/certificates/PSA-2026-8K3Q7M',
};

const meta = {
  title: 'Progress/CertificateView',
  component: CertificateView,
  args: { variant: 'full', certificate, onPrint: fn() },
  argTypes: { variant: { control: 'inline-radio', options: certificateVariants } },
} satisfies Meta<typeof CertificateView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chapter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'কৃতিত্বের সনদ' })).toBeVisible();
    await expect(canvas.getByText('রাফি আহমেদ')).toBeVisible();
    await expect(canvas.getByText('অষ্টম শ্রেণির শিক্ষার্থী')).toBeVisible();
    await expect(canvas.getByText('সফলভাবে নিচের অধ্যায়টি সম্পন্ন করেছে')).toBeVisible();
    await expect(canvas.getByText('৯০%')).toBeVisible();
    await expect(canvas.getByText('২২ নভেম্বর, ২০২৬')).toBeVisible();
    await expect(canvas.getByText('PSA-2026-8K3Q7M')).toBeVisible();
    await expect(canvas.getByText('https://pathshala.example/certificates/PSA-2026-8K3Q7M')).toBeVisible();
    // The print stylesheet: with a certificate on the page, print hides everything but it.
    const printRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText === 'print')
      .flatMap((rule) => [...rule.cssRules].map((inner) => inner.cssText));
    await expect(printRules.some((text) => /body:has\(.+\) \* \{ visibility: hidden; \}/.test(text))).toBe(true);
    await expect(printRules.some((text) => /visibility: visible/.test(text))).toBe(true);
  },
};

/** A subject certificate: no chapter line. */
export const Subject: Story = {
  args: { certificate: { ...certificate, chapterName: null, subjectName: 'বিজ্ঞান', classLevel: '10', score: 85 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('দশম শ্রেণির শিক্ষার্থী')).toBeVisible();
    await expect(canvas.getByText('সফলভাবে নিচের বিষয়টি সম্পন্ন করেছে')).toBeVisible();
  },
};

/** A student who never set a class: no class line rather than a made-up class. */
export const NoClass: Story = {
  args: { certificate: { ...certificate, classLevel: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('রাফি আহমেদ')).toBeVisible();
    await expect(canvas.queryByText(/শ্রেণির শিক্ষার্থী/)).toBeNull();
  },
};

export const LongNames: Story = {
  args: {
    certificate: {
      ...certificate,
      studentName: 'মোহাম্মদ আব্দুল্লাহ আল মামুন চৌধুরী সিদ্দিকী',
      chapterName: longChapterName,
      subjectName: longSubjectName,
    },
  },
};

/** The public check at the verification URL: only name, chapter, score and date. */
export const Verified: Story = {
  args: { variant: 'verified' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'যাচাই করা সনদ' })).toBeVisible();
    await expect(canvas.getByText('রাফি আহমেদ')).toBeVisible();
    await expect(canvas.getByText('বীজগাণিতিক রাশির গুণ ও ভাগ')).toBeVisible();
    await expect(canvas.queryByText(/অষ্টম/)).toBeNull();
    await expect(canvas.queryByText('PSA-2026-8K3Q7M')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { variant: 'notFound', certificate: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'সনদটি খুঁজে পাওয়া যায়নি' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };

export const VerifiedPhone: Story = {
  args: { variant: 'verified' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

export const Print: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'প্রিন্ট করো' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};
