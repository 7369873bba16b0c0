import { askMessages } from './areas/ask';
import { authMessages } from './areas/auth';
import { chapterMessages } from './areas/chapter';
import { commonMessages } from './areas/common';
import { contentMessages } from './areas/content';
import { dashboardMessages } from './areas/dashboard';
import { landingMessages } from './areas/landing';
import { profileMessages } from './areas/profile';
import { quizMessages } from './areas/quiz';
import { shellMessages } from './areas/shell';
import { subjectsMessages } from './areas/subjects';
import { timerMessages } from './areas/timer';
import { tutorMessages } from './areas/tutor';

/**
 * Every student-facing string of the package, in Bengali: the areas' catalogues (./areas) in one
 * object, for the package's own stories and tests (not exported: an app imports the areas it
 * needs, e.g. `quizMessages`). Components import only their own
 * areas' catalogues and read them through `useMessages`, so an app can override any string
 * (StudyUiProvider) and a Button-only app does not bundle the rest.
 *
 * Form of address: the app speaks to the student as তুমি, everywhere and in every string (issue
 * 16): তুমি, তোমার, তোমাকে; imperatives করো, দেখো, পড়ো, লেখো, দাও, নাও, যাও, খোলো; verbs
 * পারবে, দেখবে, পড়েছ, করেছ. Never আপনি, আপনার, করুন, দেখুন, দিন, নিন, যান, পারবেন … — not
 * even where the product spec quotes a text with them (README, Product notes). The tutor's
 * replies (apps/server) do the same. `address.test.ts` holds the list of forms it rejects.
 */
export const bn = {
  ...commonMessages,
  ...shellMessages,
  ...authMessages,
  ...profileMessages,
  ...landingMessages,
  ...dashboardMessages,
  ...subjectsMessages,
  ...chapterMessages,
  ...contentMessages,
  ...timerMessages,
  ...quizMessages,
  ...tutorMessages,
  ...askMessages,
} as const;
