import type { Language } from '@study/contract';
import { guideBn } from './guide-bn';
import { guideEn } from './guide-en';

// The guided-steps tutor's texts by the language the student asked in. Bengali addresses the
// student as তুমি; English mirrors it ("you", informal, short sentences).

export type GuideTexts = typeof guideBn;

export const guideTexts: Record<Language, GuideTexts> = { bn: guideBn, en: guideEn };
