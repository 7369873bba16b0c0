// Sample chapter and stand-ins for the engines built elsewhere (content renderer, tutor chat).
import type { ChapterLearningData } from './ChapterLearningPage/ChapterLearningPage';

export const sampleChapter: ChapterLearningData = {
  id: 103,
  number: 3,
  name: 'বীজগাণিতিক রাশির গুণ ও ভাগ',
  description: 'একপদী ও বহুপদী রাশির গুণ ও ভাগের নিয়ম, ধাপে ধাপে উদাহরণ আর অনুশীলন।',
  subjectId: 1,
  subjectName: 'গণিত',
  topics: [
    { id: 1031, name: 'বীজগাণিতিক রাশি কী', status: 'completed', duration: 8 },
    { id: 1032, name: 'একপদী রাশির গুণ', status: 'completed', duration: 10 },
    { id: 1033, name: 'বহুপদী রাশির গুণ', status: 'in-progress', duration: 12 },
    { id: 1034, name: 'একপদী রাশির ভাগ', status: 'not-started', duration: 10 },
    { id: 1035, name: 'বহুপদী রাশিকে একপদী দিয়ে ভাগ', status: 'not-started', duration: 12 },
    { id: 1036, name: 'দৈনন্দিন জীবনে বীজগাণিতিক রাশি', status: 'not-started', duration: 6 },
    { id: 1037, name: 'অনুশীলনী ৩', status: 'not-started', duration: 15 },
  ],
};

export const longChapter: ChapterLearningData = {
  id: 501,
  number: 1,
  name: 'বাংলাদেশের স্বাধীনতা সংগ্রামের পটভূমি ও মহান মুক্তিযুদ্ধের বিভিন্ন পর্যায়',
  description:
    'ভাষা আন্দোলন থেকে শুরু করে ছয় দফা, ঊনসত্তরের গণঅভ্যুত্থান, সত্তরের নির্বাচন এবং একাত্তরের মুক্তিযুদ্ধে সাধারণ মানুষের অংশগ্রহণ ও আত্মত্যাগের ইতিহাস।',
  subjectId: 5,
  subjectName: 'বাংলাদেশ ও বিশ্বপরিচয়: ইতিহাস, ভূগোল ও নাগরিকতা',
  topics: [
    { id: 5011, name: 'ঐতিহাসিক ভাষা আন্দোলন ও বাঙালি জাতীয়তাবাদের বিকাশ', status: 'completed', duration: 14 },
    {
      id: 5012,
      name: 'ছয় দফা কর্মসূচি, আগরতলা মামলা এবং ঊনসত্তরের গণঅভ্যুত্থানের তাৎপর্য',
      status: 'in-progress',
      duration: 18,
    },
    { id: 5013, name: 'সত্তরের সাধারণ নির্বাচন', status: 'not-started', duration: 9 },
  ],
};

/** Stands in for the content renderer (markdown, maths, images, video) of another package part. */
export function SampleContent() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <p>
        দুই বা ততোধিক পদ যোগ বা বিয়োগ চিহ্ন দিয়ে যুক্ত থাকলে তাকে বহুপদী রাশি বলে। বহুপদী রাশিকে গুণ করতে হলে একটি রাশির প্রতিটি
        পদ দিয়ে অন্য রাশির প্রতিটি পদকে গুণ করতে হয়।
      </p>
      <p>
        যেমন: (a + 2)(a + 3) = a² + 3a + 2a + 6 = a² + 5a + 6। এখানে প্রথম রাশির a দিয়ে দ্বিতীয় রাশির দুটি পদকেই গুণ করা
        হয়েছে, তারপর 2 দিয়ে।
      </p>
    </div>
  );
}

/** Stands in for the AI tutor's chat panel. */
export function TutorPanelPlaceholder() {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: '12rem',
        padding: '1rem',
        borderRadius: '0.5rem',
        border: '1px dashed currentColor',
        textAlign: 'center',
      }}
    >
      এখানে এআই শিক্ষকের চ্যাট প্যানেল থাকবে
    </div>
  );
}
