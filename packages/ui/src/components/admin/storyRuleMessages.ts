// The admin forms' rule messages as the contract's schemas word them (packages/contract/src/admin.ts),
// for stories that show an error and tests that expect one; the forms take theirs from the schemas.

export const ruleText = {
  loginRequired: 'Please enter both email and password',
  currentPasswordRequired: 'Current password is required',
  currentPasswordTooLong: 'Current password is too long',
  newPasswordRequired: 'New password is required',
  newPasswordTooLong: 'New password is too long',
  newPasswordMin6: 'New password must be at least 6 characters',
  confirmPasswordRequired: 'Please confirm the new password',
  passwordMismatch: 'Passwords do not match',
  subjectNameRequired: 'Subject name is required',
  classNameRequired: 'Class name is required',
  chapterNameRequired: 'Chapter name is required',
  topicNameRequired: 'Topic name is required',
  quizTitleRequired: 'Quiz title is required',
  subjectRequired: 'Subject is required',
  chapterRequired: 'Chapter is required',
  questionRequired: 'Question is required',
  optionTextRequired: 'Option text is required',
  tooFewOptions: 'A question needs at least two options',
  tooManyOptions: 'A question can have at most 8 options',
  oneCorrectOption: 'Exactly one option must be correct',
  tooManyQuestions: 'A quiz can have at most 200 questions',
} as const;

export const ruleFormat = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string) => `${label} is too long`,
  notANumber: (label: string) => `${label} must be a number`,
  notWhole: (label: string) => `${label} must be a whole number`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min}`,
  atMost: (label: string, max: number) => `${label} must be at most ${max}`,
  badUrl: (label: string) => `${label} must be an https:// URL or a /path`,
  invalidCharacter: (label: string) => `${label} contains an invalid character`,
  atLeastSeconds: (label: string, min: number) => `${label} must be at least ${min} seconds`,
  atMostMinutes: (label: string, max: number) => `${label} must be at most ${max} minutes`,
} as const;
