// English texts of the admin pages themselves (the admin components carry their own in @study/ui).

export const adminPageText = {
  filterBySubject: 'Filter by subject',
  filterByChapter: 'Filter by chapter',
  allSubjects: 'All subjects',
  allChapters: 'All chapters',
  class: 'Class',
  chapters: 'Chapters',
  topics: 'Topics',
  questions: 'Questions',
  type: 'Type',
  yes: 'Yes',
  no: 'No',
} as const;
