// The package's icon set: one drawing per concept. The icons sit in one module per area, not one per
// icon: the web app's bundler makes a chunk of every module with its own set of routes, and sixty
// chunks of one icon each cost a route more (a request and an import each) than the few drawings of
// its area it does not show.
export { Icon } from './Icon';
export type { IconProps } from './Icon';
export {
  AlertIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  BellIcon,
  BooksIcon,
  ChartIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  CloseIcon,
  CompassIcon,
  EyeIcon,
  EyeOffIcon,
  HomeIcon,
  InfoIcon,
  LockIcon,
  LogoutIcon,
  MailIcon,
  MenuIcon,
  PencilIcon,
  PhoneIcon,
  PlusIcon,
  QuizIcon,
  SchoolIcon,
  SearchIcon,
  SlidersIcon,
  StopwatchIcon,
  TrophyIcon,
  TutorIcon,
  UserIcon,
} from './shared';
export { BadgeIcon, CurriculumIcon, LanguageIcon, LessonIcon, SignalIcon } from './landing';
export { BookOpenIcon, BookmarkIcon, ClockIcon, NoteIcon } from './chapter';
export { BookIcon, ChatIcon, ChecklistIcon, FlameIcon, FootstepIcon, StarIcon } from './progress';
export { DashboardIcon, UsersIcon } from './admin';
export { CopyIcon, ZoomIcon } from './math';
export { CrossIcon, SparkleIcon, TargetIcon } from './quiz';
export { LightbulbIcon, PauseIcon, PlayIcon, StopIcon } from './timer';
export { ArrowDownIcon, SendIcon, TrashIcon } from './tutor';
