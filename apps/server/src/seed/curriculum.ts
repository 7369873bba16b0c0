import type { IconType } from '@study/contract';
import curriculumJson from './curriculum.json';

/** The classes the product teaches (decisions.md: registration classes 6–10). */
export const seededClasses = [6, 7, 8, 9, 10] as const;
export type SeededClass = (typeof seededClasses)[number];

export interface SubjectDefinition {
  /** Exact subject name, also the key of the subject in curriculum.json. */
  name: string;
  iconType: Exclude<IconType, 'default'>;
  /** Folder name of the subject in `content/class-<N>/`. */
  folder: string;
  description: string;
}

/** The six subjects of every class, in the order the subject list shows them. */
export const subjectDefinitions: readonly SubjectDefinition[] = [
  {
    name: 'গণিত',
    iconType: 'math',
    folder: 'math',
    description:
      'সংখ্যা, বীজগণিত, জ্যামিতি, পরিমাপ ও পরিসংখ্যানের ধারণা উদাহরণসহ ধাপে ধাপে শিখে সমস্যা সমাধানের দক্ষতা গড়ে তোলো।',
  },
  {
    name: 'বিজ্ঞান',
    iconType: 'science',
    folder: 'science',
    description: 'জীবজগৎ, পদার্থ, শক্তি, পৃথিবী ও পরিবেশের নানা ঘটনা পর্যবেক্ষণ, পরীক্ষা আর যুক্তি দিয়ে বুঝতে শেখো।',
  },
  {
    name: 'বাংলা',
    iconType: 'bangla',
    folder: 'bangla',
    description:
      'বাংলা ভাষা ও সাহিত্য: ব্যাকরণ, বানান, গদ্য-কবিতা পাঠ ও নির্মিতির চর্চা করে পড়া, বোঝা আর গুছিয়ে লেখার দক্ষতা বাড়াও।',
  },
  {
    name: 'ইংরেজি',
    iconType: 'english',
    folder: 'english',
    description: 'English For Today বইয়ের পাঠ ধরে ইংরেজিতে পড়া, লেখা, শোনা ও বলার দক্ষতা ধাপে ধাপে বাড়াও।',
  },
  {
    name: 'বাংলাদেশ ও বিশ্বপরিচয়',
    iconType: 'social',
    folder: 'bgs',
    description:
      'বাংলাদেশের ইতিহাস, মুক্তিসংগ্রাম, সংস্কৃতি, অর্থনীতি, ভূগোল ও নাগরিক জীবন এবং বিশ্বের সঙ্গে আমাদের সম্পর্ক জানো।',
  },
  {
    name: 'ইসলাম ও নৈতিক শিক্ষা',
    iconType: 'islam',
    folder: 'islam',
    description: 'আকাইদ, ইবাদত, কুরআন ও হাদিস, আখলাক এবং আদর্শ জীবনচরিত থেকে বিশ্বাস, নৈতিকতা ও সুন্দর চরিত্রের শিক্ষা নাও।',
  },
];

/** Admin `classes` rows: English, as the admin area is. */
export const classNames: Record<SeededClass, string> = {
  6: 'Class 6',
  7: 'Class 7',
  8: 'Class 8',
  9: 'Class 9',
  10: 'Class 10',
};

/** Description of a chapter whose lessons are not written yet: says so rather than pretend. */
export const UNWRITTEN_CHAPTER_DESCRIPTION = 'এই অধ্যায়ের পাঠ এখনো যোগ করা হয়নি।';

/**
 * Textbook chapter titles, in book order, of a class and subject (a copy of the workspace's
 * curriculum-chapters.json; see the `source` field of curriculum.json).
 * @throws when the copy lacks the class or subject, which would be a data bug.
 */
export function chapterTitles(classLevel: SeededClass, subjectName: string): readonly string[] {
  const classes: Record<string, Record<string, string[] | undefined> | undefined> = curriculumJson.classes;
  const titles = classes[String(classLevel)]?.[subjectName];
  if (!titles) throw new Error(`curriculum.json has no chapters for class ${classLevel} ${subjectName}`);
  return titles;
}
