// Sample admin data for the stories: the seeded curriculum's shape, fixed ids and dates so
// every screenshot is the same.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import type {
  AdminActivity,
  AdminChapter,
  AdminClass,
  AdminDashboardCounts,
  AdminOption,
  AdminQuiz,
  AdminSubject,
  AdminTopic,
} from './types';

export const phone = { viewport: { value: 'phone360', isRotated: false } } as const;
export const desktop = { viewport: { value: 'desktop1280', isRotated: false } } as const;

export const sampleSubjects: AdminSubject[] = [
  {
    id: 1,
    name: 'গণিত',
    description: 'সংখ্যা, বীজগণিত ও জ্যামিতি',
    gradeLevel: 8,
    iconType: 'math',
    isActive: true,
    imageUrl: null,
    chapterCount: 11,
  },
  {
    id: 2,
    name: 'বিজ্ঞান',
    description: 'পদার্থ, রসায়ন ও জীববিজ্ঞান',
    gradeLevel: 8,
    iconType: 'science',
    isActive: true,
    imageUrl: null,
    chapterCount: 14,
  },
  {
    id: 3,
    name: 'Algebra',
    description: null,
    gradeLevel: 9,
    iconType: 'math',
    isActive: false,
    imageUrl: '/images/algebra.png',
    chapterCount: 0,
  },
];

export const sampleClasses: AdminClass[] = [
  { id: 1, name: 'Class Eight A', gradeLevel: 8, description: 'Morning shift', isActive: true, capacity: 30 },
  { id: 2, name: 'Class Nine Science', gradeLevel: 9, description: null, isActive: true, capacity: 45 },
];

export const sampleChapters: AdminChapter[] = [
  {
    id: 11,
    name: 'মূলদ ও অমূলদ সংখ্যা',
    description: 'বাস্তব সংখ্যার শ্রেণিবিভাগ',
    subjectId: 1,
    order: 1,
    isActive: true,
    contentSummary: null,
    imageUrl: null,
    topicCount: 4,
  },
  {
    id: 12,
    name: 'বীজগাণিতিক রাশি',
    description: null,
    subjectId: 1,
    order: 2,
    isActive: true,
    contentSummary: 'সূত্র ও উৎপাদক',
    imageUrl: null,
    topicCount: 6,
  },
];

export const subjectOptions: AdminOption[] = sampleSubjects.map((subject) => ({ id: subject.id, label: subject.name }));
export const chapterOptions: AdminOption[] = sampleChapters.map((chapter) => ({ id: chapter.id, label: chapter.name }));

export const sampleTopic: AdminTopic = {
  id: 21,
  name: 'বর্গের সূত্র',
  description: 'দুই রাশির যোগফলের বর্গ',
  chapterId: 12,
  order: 1,
  content:
    '## সূত্র\n\nদুই রাশির যোগফলের বর্গ: $(a+b)^2 = a^2 + 2ab + b^2$\n\n$$\\frac{a^2 - b^2}{a - b} = a + b$$\n\n- উদাহরণ: $(x+3)^2 = x^2 + 6x + 9$',
  contentFormat: 'markdown',
  isActive: true,
  imageUrl: null,
  videoUrl: null,
  durationMinutes: 15,
  contentType: 'text',
};

export const sampleTopics: AdminTopic[] = [
  sampleTopic,
  {
    ...sampleTopic,
    id: 22,
    name: 'উৎপাদকে বিশ্লেষণ',
    order: 2,
    content: 'উৎপাদক',
    durationMinutes: 20,
    videoUrl: '/videos/factor.mp4',
    contentType: 'mixed',
  },
];

export const sampleQuiz: AdminQuiz = {
  id: 31,
  title: 'বীজগাণিতিক রাশি: অনুশীলনী',
  description: 'অধ্যায়ের শেষে ছোট পরীক্ষা',
  chapterId: 12,
  timeLimit: 600,
  passingScore: 70,
  isActive: true,
  questions: [
    {
      id: 41,
      question: '$(a+b)^2$ এর মান কত?',
      explanation: 'বর্গের প্রথম সূত্র',
      options: [
        { id: 51, text: '$a^2 + b^2$', isCorrect: false },
        { id: 52, text: '$a^2 + 2ab + b^2$', isCorrect: true },
        { id: 53, text: '$a^2 - 2ab + b^2$', isCorrect: false },
      ],
    },
  ],
};

export const sampleCounts: AdminDashboardCounts = {
  students: 1248,
  subjects: 30,
  chapters: 214,
  topics: 1032,
  quizzes: 96,
  tutorQuestionsToday: 57,
};

export const sampleActivity: AdminActivity[] = [
  {
    id: 3,
    adminEmail: 'admin@example.com',
    action: 'create',
    entity: 'topic',
    entityId: 21,
    summary: 'Created topic "বর্গের সূত্র" in "বীজগাণিতিক রাশি"',
    at: '2026-11-22T10:05:00.000Z',
  },
  {
    id: 2,
    adminEmail: 'content.team@example.com',
    action: 'update',
    entity: 'subject',
    entityId: 1,
    summary: 'Updated subject "গণিত"',
    at: '2026-11-22T08:40:00.000Z',
  },
  {
    id: 1,
    adminEmail: 'admin@example.com',
    action: 'delete',
    entity: 'chapter',
    entityId: 9,
    summary: 'Deleted chapter "পুরোনো অধ্যায়" with 3 topics and 1 quiz',
    at: '2026-11-21T14:12:00.000Z',
  },
];

/** Very long names: wrapping, never overflowing. */
export const longName =
  'বাংলাদেশ ও বিশ্বপরিচয়: মুক্তিযুদ্ধের ইতিহাস, সংবিধান, নাগরিক অধিকার ও কর্তব্য এবং টেকসই উন্নয়নের লক্ষ্যমাত্রা';

/** A form with a Save button outside it (as in the dialog), submitting it by id. */
export function FormHarness({ children }: { children: (formId: string) => ReactNode }) {
  const formId = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 720 }}>
      {children(formId)}
      <div>
        <Button type="submit" form={formId}>
          Save
        </Button>
      </div>
    </div>
  );
}
