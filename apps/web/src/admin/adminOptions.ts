import type { AdminChapter, AdminSubject } from '@study/contract';

/** An entry of a parent select or filter: the record's id and how the admin recognises it. */
export interface ParentOption {
  id: number;
  label: string;
}

/** 'গণিত (Class 8)': subjects of different classes share names, so the class tells them apart. */
export function subjectLabel(subject: Pick<AdminSubject, 'name' | 'gradeLevel'>): string {
  return `${subject.name} (Class ${subject.gradeLevel})`;
}

export function subjectOptions(subjects: readonly AdminSubject[] | undefined): ParentOption[] {
  return (subjects ?? []).map((subject) => ({ id: subject.id, label: subjectLabel(subject) }));
}

/** 'বীজগণিত · গণিত (Class 8)'; a chapter whose subject is not loaded (yet) shows its name alone. */
export function chapterLabel(
  chapter: Pick<AdminChapter, 'name' | 'subjectId'>,
  subjects: ReadonlyMap<number, AdminSubject>,
): string {
  const subject = subjects.get(chapter.subjectId);
  return subject ? `${chapter.name} · ${subjectLabel(subject)}` : chapter.name;
}

export function chapterOptions(
  chapters: readonly AdminChapter[] | undefined,
  subjects: readonly AdminSubject[] | undefined,
): ParentOption[] {
  const byId = byIdMap(subjects);
  return (chapters ?? []).map((chapter) => ({ id: chapter.id, label: chapterLabel(chapter, byId) }));
}

/** A table cell naming a row's subject; '#id' while the subjects are not loaded. */
export function subjectCell(subjectId: number, subjects: ReadonlyMap<number, AdminSubject>): string {
  const subject = subjects.get(subjectId);
  return subject ? subjectLabel(subject) : `#${subjectId}`;
}

/** A table cell naming a row's chapter; '#id' while the chapters are not loaded. */
export function chapterCell(
  chapterId: number,
  chapters: ReadonlyMap<number, AdminChapter>,
  subjects: ReadonlyMap<number, AdminSubject>,
): string {
  const chapter = chapters.get(chapterId);
  return chapter ? chapterLabel(chapter, subjects) : `#${chapterId}`;
}

export function byIdMap<T extends { id: number }>(records: readonly T[] | undefined): Map<number, T> {
  return new Map((records ?? []).map((record) => [record.id, record]));
}

/** A filter's id from the URL (`?subjectId=3`): a positive whole number, else no filter. */
export function parseFilterId(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}
