/**
 * Every student-facing string of the package, in Bengali. Components take these as prop
 * defaults, so an app can override any of them per use.
 *
 * Form of address: the app speaks to the student as তুমি, everywhere and in every string (issue
 * 16): তুমি, তোমার, তোমাকে; imperatives করো, দেখো, পড়ো, লেখো, দাও, নাও, যাও, খোলো; verbs
 * পারবে, দেখবে, পড়েছ, করেছ. Never আপনি, আপনার, করুন, দেখুন, দিন, নিন, যান, পারবেন … — not
 * even where the product spec quotes a text with them (README, Product notes). The tutor's
 * replies (apps/server) do the same. `address.test.ts` holds the list of forms it rejects.
 */
export const bn = {
  /** Spinner label and default text of a loading button. */
  loading: 'লোড হচ্ছে...',
  /** Retry button of ErrorState. */
  retry: 'আবার চেষ্টা করো',
  /** Default title of ErrorState. */
  errorTitle: 'কিছু একটা সমস্যা হয়েছে',
  /** Default message of ErrorState. */
  errorMessage: 'তথ্য লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করো।',
  /** Badge on features that are shown but not built yet (progress, achievements, …). */
  comingSoon: 'শীঘ্রই আসছে',
  /** Title of the 404 page. */
  notFound: 'পৃষ্ঠা খুঁজে পাওয়া যায়নি',
  /** Default accessible name of ProgressBar. */
  progress: 'অগ্রগতি',
  // ── Part A: relative time, app shell, toaster, login/registration, profile, 404 ──────────
  /** relativeTimeLabel: less than an hour ago. */
  relativeJustNow: 'এইমাত্র',
  /** relativeTimeLabel: after the number of hours, e.g. '৩ ঘণ্টা আগে'. */
  relativeHoursAgo: 'ঘণ্টা আগে',
  /** relativeTimeLabel: one day ago. */
  relativeYesterday: 'গতকাল',
  /** relativeTimeLabel: after the number of days, e.g. '৪ দিন আগে'. */
  relativeDaysAgo: 'দিন আগে',
  /** Product name, at the top of the sidebar and on the login card. */
  appName: 'পাঠশালা এআই',
  /** After a class ordinal, e.g. 'অষ্টম শ্রেণি'. */
  classWord: 'শ্রেণি',
  /** Skip link, the first stop of the keyboard on every signed-in page. */
  shellSkipToContent: 'মূল অংশে চলে যাও',
  /** Accessible name of the sidebar navigation and of the phone menu drawer. */
  shellNavLabel: 'প্রধান মেনু',
  shellNavHome: 'হোম',
  shellNavSubjects: 'বিষয়সমূহ',
  shellNavProgress: 'অগ্রগতি',
  shellNavAchievements: 'অর্জন',
  shellNavProfile: 'প্রোফাইল',
  /** Desktop sidebar toggle, when the sidebar is wide. */
  shellCollapse: 'মেনু ছোট করো',
  /** Desktop sidebar toggle, when the sidebar shows icons only. */
  shellExpand: 'মেনু বড় করো',
  /** Header button that opens the menu drawer on phones. */
  shellOpenMenu: 'মেনু খোলো',
  shellCloseMenu: 'মেনু বন্ধ করো',
  /** Accessible name of the toast region. */
  toastRegionLabel: 'বিজ্ঞপ্তি',
  /** Close button of a toast. */
  toastClose: 'বিজ্ঞপ্তি বন্ধ করো',
  authDescription: 'লগইন করে পড়াশোনা চালিয়ে যাও, অথবা বিনামূল্যে নতুন অ্যাকাউন্ট খোলো।',
  /** Accessible name of the login/registration tab list. */
  authTabsLabel: 'লগইন অথবা নিবন্ধন',
  authLoginTab: 'লগইন',
  authRegisterTab: 'নিবন্ধন',
  authUsername: 'ইউজারনেম',
  authUsernameHint: 'ইংরেজি অক্ষর, সংখ্যা, _ ও . মিলিয়ে ৩ থেকে ৩০ অক্ষর',
  authPassword: 'পাসওয়ার্ড',
  authPasswordHint: 'কমপক্ষে ৮ অক্ষর',
  authFullName: 'পূর্ণ নাম',
  authPhone: 'মোবাইল নম্বর',
  /** decisions.md: 10 digits after +880 (the spec's "11" was a mistake). */
  authPhoneHint: '+880 এর পর ১০টি সংখ্যা, যেমন +8801712345678',
  authClass: 'শ্রেণি',
  authClassPlaceholder: 'শ্রেণি বেছে নাও',
  authSchool: 'স্কুলের নাম',
  /** After the label of a field that may stay empty. */
  optionalField: 'ঐচ্ছিক',
  authLoginSubmit: 'লগইন করো',
  authLoggingIn: 'লগইন হচ্ছে...',
  authRegisterSubmit: 'নিবন্ধন করো',
  authRegistering: 'নিবন্ধন হচ্ছে...',
  /** Show/hide toggle of a password field (a toggle button: the label stays, aria-pressed changes). */
  showPassword: 'পাসওয়ার্ড দেখাও',
  /** Accessible name of the profile tab list. */
  profileTabsLabel: 'প্রোফাইলের বিভাগ',
  profileTabPersonal: 'ব্যক্তিগত তথ্য',
  profileTabSecurity: 'পাসওয়ার্ড ও নিরাপত্তা',
  profileTabPreferences: 'শেখার পছন্দ',
  profileTabNotifications: 'নোটিফিকেশন',
  profileName: 'নাম',
  profileEmail: 'ইমেইল',
  profilePhone: 'মোবাইল নম্বর',
  profileSchool: 'স্কুল',
  profileClass: 'শ্রেণি',
  /** A profile value the student has not given. */
  profileNotProvided: 'দেওয়া হয়নি',
  profileAddSchool: 'স্কুলের তথ্য যোগ করো',
  profilePhonePlaceholder: 'মোবাইল নম্বর লেখো',
  profileClassLocked: 'শ্রেণি পরিবর্তন করা যাবে না',
  profileEmailLocked: 'ইমেইল পরিবর্তন করা যাবে না',
  profileEdit: 'সম্পাদনা',
  profileCancel: 'বাতিল',
  profileSave: 'সংরক্ষণ',
  profileSaving: 'সংরক্ষণ হচ্ছে...',
  profileLogout: 'লগআউট',
  /** Spec §2, profile load failure. */
  profileLoadError: 'প্রোফাইল লোড করতে সমস্যা হয়েছে',
  profileCurrentPassword: 'বর্তমান পাসওয়ার্ড',
  profileNewPassword: 'নতুন পাসওয়ার্ড',
  profileNewPasswordHint: 'কমপক্ষে ৬ অক্ষর',
  profileConfirmPassword: 'নতুন পাসওয়ার্ড আবার লেখো',
  profileChangePassword: 'পাসওয়ার্ড পরিবর্তন করো',
  profileChangingPassword: 'পরিবর্তন হচ্ছে...',
  profilePreferencesSoon:
    'প্রতিদিন কতক্ষণ পড়বে, প্রশ্ন কতটা কঠিন হবে আর কীভাবে শিখতে ভালো লাগে — এসব নিজের মতো ঠিক করার সুবিধা শীঘ্রই আসছে।',
  profileNotificationsSoon: 'পড়ার কথা মনে করিয়ে দেওয়া আর নতুন পাঠের খবর জানানোর সুবিধা শীঘ্রই আসছে।',
  /** The friendly line of the 404 page. */
  notFoundDescription:
    'যে পৃষ্ঠাটি খুঁজছ সেটি হয়তো সরিয়ে নেওয়া হয়েছে, বা ঠিকানায় কোনো ভুল আছে। চলো, হোমে ফিরে পড়াশোনা চালিয়ে যাই!',
  notFoundGoHome: 'হোমে ফিরে যাও',
  // ── end of part A ────────────────────────────────────────────────────────────────────────
  // ── Part B: landing, dashboard, subjects, subject detail, chapter learning page ─────────
  /** Landing header link to /login. */
  landingLogin: 'লগইন',
  landingHeroEyebrow: 'ষষ্ঠ থেকে দশম শ্রেণি · সম্পূর্ণ বিনামূল্যে',
  /** Typed 100 ms per character: keep it 56 characters long (spec §9; the danda keeps the তুমি form at 56). */
  landingHeadline: 'যেকোনো সময় বাংলায় প্রশ্ন করো, বুঝিয়ে দেবে এআই শিক্ষক।',
  /** Claims only what the product has (issue 16): not every chapter is written yet. */
  landingHeroLead:
    'জাতীয় শিক্ষাক্রমের অধ্যায় ধরে সাজানো পাঠ সহজ বাংলায়, একে একে আরও অধ্যায় লেখা হচ্ছে। সাথে কুইজ আর সবসময় পাশে থাকা এআই শিক্ষক। কম ডেটাতেই চলে, মোবাইলেও আরামে পড়া যায়।',
  landingStartFree: 'বিনামূল্যে শুরু করো',
  landingSeeDemo: 'ডেমো দেখো',
  landingHeroNote: 'কোনো খরচ নেই · নিবন্ধন করতে এক মিনিটও লাগে না',
  /** Accessible name of the marketing figures. */
  landingStatsLabel: 'এক নজরে',
  /** Spec §1: static marketing claims, not data. */
  landingStatAccuracyValue: '৯৯%',
  landingStatAccuracyLabel: 'নির্ভুলতা',
  landingStatSubjectsValue: '৫+',
  landingStatSubjectsLabel: 'বিষয়',
  landingStatChaptersValue: '১০০+',
  landingStatChaptersLabel: 'অধ্যায়',
  landingStatAlwaysValue: '২৪/৭',
  landingStatAlwaysLabel: 'এআই সহায়তা',
  landingFeaturesTitle: 'ভালোভাবে শেখার জন্য যা যা দরকার',
  landingFeaturesLead: 'পাঠ, প্রশ্নোত্তর আর অনুশীলন, সব এক জায়গায়।',
  landingFeatureTutorTitle: 'ব্যক্তিগত এআই শিক্ষক',
  landingFeatureTutorText: 'পড়তে গিয়ে আটকে গেলে প্রশ্ন করো। উত্তর আসবে সহজ বাংলায়, ধাপে ধাপে বুঝিয়ে।',
  landingFeatureLessonsTitle: 'ইন্টারঅ্যাক্টিভ পাঠ',
  landingFeatureLessonsText: 'লেখা অধ্যায়গুলো ছোট ছোট টপিকে ভাগ করা, সাথে ছবি, ভিডিও আর গাণিতিক সমীকরণ।',
  landingFeatureQuizTitle: 'কুইজ ও অনুশীলন',
  landingFeatureQuizText: 'সময় ধরে কুইজ দাও, সাথে সাথে জেনে নাও কোন উত্তর ঠিক আর কেন।',
  landingFeatureProgressTitle: 'অগ্রগতির হিসাব',
  landingFeatureProgressText: 'কোথায় থেমেছিলে আর কোন অধ্যায় কতটা শেষ হলো, সব এক নজরে দেখো।',
  landingFeatureBadgesTitle: 'ব্যাজ ও সার্টিফিকেট',
  landingFeatureBadgesText: 'নিয়মিত পড়ে অর্জন করো ব্যাজ আর সার্টিফিকেট।',
  landingFeatureScheduleTitle: 'পড়ার রুটিন',
  landingFeatureScheduleText: 'টাইমার চালু করে পড়ো: ২৫ মিনিট পড়া, তারপর ৫ মিনিট বিরতি।',
  landingDemoTitle: 'এআই শিক্ষকের সাথে একটু কথা বলে দেখো',
  landingDemoLead: 'নিচের আলাপটি একটি নমুনা। তুমিও কিছু লিখে পাঠিয়ে দেখতে পারো।',
  /** Accessible name of the demo chat's message log. */
  demoChatLabel: 'ডেমো চ্যাট',
  demoChatTutorName: 'এআই শিক্ষক',
  demoChatBadge: 'ডেমো',
  demoChatStatus: 'সবসময় প্রস্তুত',
  /** Typing indicator, read by screen readers. */
  demoChatTyping: 'এআই শিক্ষক লিখছে...',
  demoChatInputLabel: 'তোমার প্রশ্ন',
  demoChatInputPlaceholder: 'এখানে প্রশ্ন লেখো...',
  demoChatSend: 'পাঠাও',
  /** Who wrote a message, for screen readers. */
  demoChatFromTutor: 'এআই শিক্ষক বলছে',
  demoChatFromStudent: 'শিক্ষার্থী বলছে',
  demoChatFromVisitor: 'তুমি বলেছ',
  /** Spec §2: the canned reply to anything the visitor types. */
  demoChatReply:
    'এটি শুধু একটি ডেমো, তাই এখানে আসল উত্তর দিতে পারছি না। আসল এআই শিক্ষকের সাথে কথা বলতে বিনামূল্যে নিবন্ধন করো!',
  demoChatRegister: 'নিবন্ধন করো',
  /** The scripted conversation: a student's question, the tutor's steps. */
  demoChatScript1: 'ভগ্নাংশ যোগ করা বুঝতে পারছি না। ১/২ + ১/৩ কীভাবে করব?',
  demoChatScript2: 'চলো ধাপে ধাপে করি! প্রথমে দুই হরের ল.সা.গু. বের করো। ২ আর ৩ এর ল.সা.গু. হলো ৬।',
  demoChatScript3: 'তাহলে ১/২ = ৩/৬ আর ১/৩ = ২/৬?',
  demoChatScript4: 'একদম ঠিক! এবার লব দুটো যোগ করো: ৩ + ২ = ৫। তাই উত্তর ৫/৬। দারুণ করেছ!',
  landingCompareTitle: 'সাধারণ উত্তর বনাম এআই শিক্ষকের উত্তর',
  landingCompareLead: 'শুধু উত্তর নয়, উত্তরটা কীভাবে এলো সেটাও শেখায়।',
  /** Accessible name of the subject switcher. */
  compareSubjectsLabel: 'উদাহরণের বিষয়',
  compareMath: 'গণিত',
  compareScience: 'বিজ্ঞান',
  compareQuestionLabel: 'প্রশ্ন',
  compareBasicTitle: 'সাধারণ উত্তর',
  compareBasicCaption: 'শুধু উত্তর, কোনো ব্যাখ্যা নেই',
  compareAiTitle: 'এআই শিক্ষকের উত্তর',
  compareAiCaption: 'বুঝিয়ে বলে, নিজে ভাবতে শেখায়',
  compareMathQuestion: 'একটি খাতার দাম ২৫ টাকা হলে ৪টি খাতার দাম কত?',
  compareMathBasic: '১০০ টাকা।',
  compareMathAi:
    'চলো ধাপে ধাপে ভাবি। ১টি খাতার দাম ২৫ টাকা, তাই ৪টি খাতার দাম ২৫ × ৪ = ১০০ টাকা। একটির দাম জানা থাকলে গুণ করে অনেকগুলোর দাম বের করা যায়, একে বলে ঐকিক নিয়ম। এবার তুমি বলো তো, ৭টি খাতার দাম কত হবে?',
  compareScienceQuestion: 'গাছ কীভাবে নিজের খাদ্য তৈরি করে?',
  compareScienceBasic: 'সালোকসংশ্লেষণের মাধ্যমে।',
  compareScienceAi:
    'পাতার ক্লোরোফিল সূর্যের আলো শোষণ করে। সেই শক্তি দিয়ে গাছ মাটি থেকে নেওয়া পানি আর বাতাসের কার্বন ডাই-অক্সাইড মিলিয়ে গ্লুকোজ তৈরি করে, আর অক্সিজেন ছেড়ে দেয়। এর নাম সালোকসংশ্লেষণ। ভেবে দেখো তো, ধানখেতে কয়েক দিন রোদ না পড়লে কী হবে?',
  landingAboutTitle: 'আমাদের কথা',
  landingAboutText:
    'বাংলাদেশের ষষ্ঠ থেকে দশম শ্রেণির শিক্ষার্থীদের জন্য একটি বিনামূল্যের শিক্ষা প্ল্যাটফর্ম। আমরা বিশ্বাস করি, শহরে হোক বা গ্রামে, ভালো শিক্ষকের সাহায্য পাওয়ার সুযোগ সবার থাকা উচিত।',
  landingAboutBanglaTitle: 'পুরোটাই বাংলায়',
  landingAboutBanglaText: 'পাঠ, প্রশ্ন আর উত্তর, সবকিছু মাতৃভাষায়।',
  landingAboutCurriculumTitle: 'জাতীয় শিক্ষাক্রম অনুযায়ী',
  landingAboutCurriculumText: 'পাঠ্যবইয়ের অধ্যায় ধরে ধরে সাজানো।',
  landingAboutLightTitle: 'কম ডেটায় চলে',
  landingAboutLightText: 'সাধারণ অ্যান্ড্রয়েড ফোন আর ধীর ইন্টারনেটেও চলে।',
  landingBetaBadge: 'বেটা সংস্করণ',
  landingBetaTitle: 'বেটা প্রোগ্রামে যোগ দাও',
  landingBetaText:
    'আমরা এখন পরীক্ষামূলক সংস্করণে আছি, আর এই সময়ে সব সুবিধা সম্পূর্ণ বিনামূল্যে। তোমার মতামত নিয়েই প্ল্যাটফর্মটি আরও ভালো হবে।',
  landingBetaPoint1: 'সব বিষয় আর এআই শিক্ষক বিনামূল্যে',
  landingBetaPoint2: 'নতুন সুবিধা সবার আগে ব্যবহারের সুযোগ',
  landingBetaPoint3: 'তোমার মতামতেই তৈরি হবে পরের সংস্করণ',
  landingFooterTagline: 'বাংলায় শেখার বিনামূল্যের এআই সহায়ক',
  /** Accessible name of the footer's navigation. */
  landingFooterNav: 'দরকারি লিংক',
  landingFooterSubjects: 'বিষয়সমূহ',
  landingFooterLogin: 'লগইন',
  landingFooterDashboard: 'ড্যাশবোর্ড',
  landingFooterNote: 'বেটা সংস্করণ · ষষ্ঠ থেকে দশম শ্রেণির জন্য',
  /** Before the student's name: 'স্বাগতম, রাফি!' */
  dashboardGreeting: 'স্বাগতম',
  dashboardWelcomeLead: 'আজ কী শিখবে? যেখানে থেমেছিলে সেখান থেকে শুরু করো, অথবা নতুন কোনো অধ্যায় বেছে নাও।',
  lastActivityTitle: 'সর্বশেষ পড়া',
  lastActivityLoading: 'সর্বশেষ পড়া লোড হচ্ছে...',
  lastActivityEmptyTitle: 'এখনো কোনো পড়া শুরু হয়নি',
  lastActivityEmptyText: 'একটি বিষয় বেছে নিয়ে প্রথম অধ্যায়টি পড়া শুরু করো। এরপর এখানেই দেখবে কোথায় থেমেছিলে।',
  lastActivityBrowse: 'বিষয়সমূহ দেখো',
  /** Before the topic name: 'টপিক: ভগ্নাংশের যোগ'. */
  lastActivityTopic: 'টপিক',
  /** Before the relative time: 'শেষ পড়েছ: ২ ঘণ্টা আগে'. */
  lastActivityStudied: 'শেষ পড়েছ',
  chapterProgressLabel: 'অধ্যায়ের অগ্রগতি',
  /** After a percent: '৪০% সম্পন্ন', '৬০% বাকি'. */
  percentDone: 'সম্পন্ন',
  percentLeft: 'বাকি',
  continueStudying: 'পড়া চালিয়ে যাও',
  comingSoonOverallTitle: 'সামগ্রিক অগ্রগতি',
  comingSoonOverallText: 'সব বিষয়ে তোমার অগ্রগতি এক জায়গায় দেখতে পাবে।',
  comingSoonQuizTitle: 'কুইজের পরিসংখ্যান',
  comingSoonQuizText: 'কোন কুইজে কত পেলে আর কোথায় আরও অনুশীলন দরকার, তা জানতে পারবে।',
  comingSoonChaptersTitle: 'সম্পন্ন অধ্যায়',
  comingSoonChaptersText: 'কয়টি অধ্যায় শেষ করেছ, তার হিসাব থাকবে এখানে।',
  comingSoonAchievementsTitle: 'অর্জন ও ব্যাজ',
  comingSoonAchievementsText: 'নিয়মিত পড়ে ব্যাজ আর সার্টিফিকেট জিতে নাও।',
  subjectGridTitle: 'আমার বিষয়সমূহ',
  /** Spec §2, dashboard subject grid failure. */
  subjectGridError: 'বিষয়ের তালিকা লোড করতে সমস্যা হয়েছে',
  subjectsLoading: 'বিষয়সমূহ লোড হচ্ছে...',
  subjectsNoneTitle: 'এখনো কোনো বিষয় যোগ করা হয়নি',
  subjectsNoneText: 'তোমার শ্রেণির বিষয়গুলো খুব শিগগিরই এখানে দেখতে পাবে।',
  subjectsTitle: 'বিষয়সমূহ',
  /** After a class ordinal: 'অষ্টম শ্রেণির সব বিষয়'. */
  subjectsOfClass: 'শ্রেণির সব বিষয়',
  subjectsSearchLabel: 'বিষয় খোঁজো',
  subjectsSearchPlaceholder: 'বিষয়ের নাম লেখো',
  subjectsSearchClear: 'খোঁজ মুছে ফেলো',
  /** After a count: '৬টি বিষয় পাওয়া গেছে'. */
  subjectsFound: 'টি বিষয় পাওয়া গেছে',
  /** Spec §2, subject list failure. */
  subjectsError: 'ত্রুটি: বিষয়সমূহ লোড করতে সমস্যা হয়েছে',
  reload: 'আবার লোড করো',
  subjectsNoMatchTitle: 'কোনো বিষয় পাওয়া যায়নি',
  subjectsNoMatchText: 'এই নামে কোনো বিষয় নেই। বানানটা আরেকবার দেখো, অথবা সব বিষয় দেখো।',
  subjectsShowAll: 'সব বিষয় দেখো',
  /** After a count: '১২টি অধ্যায়'. */
  chaptersCount: 'টি অধ্যায়',
  /** A chapter row whose lessons are not written yet (only its title exists). */
  chapterNotWritten: 'পাঠ শীঘ্রই আসছে',
  /** The subject's progress over its written chapters only: '{done}/{written}টি লেখা অধ্যায় সম্পন্ন'. */
  writtenChaptersProgress: 'লেখা অধ্যায় সম্পন্ন',
  /** A chapter row's link to the ask page (the tutor on the whole chapter). */
  askChapterShort: 'প্রশ্ন করো',
  /** The learning page's link to the ask page. */
  askWholeChapter: 'পুরো অধ্যায় নিয়ে প্রশ্ন করো',
  /** A chapter without lessons yet: the way to what exists (the subject's written chapters). */
  seeWrittenChapters: 'লেখা অধ্যায়গুলো দেখো',
  /** Hover card of a subject without a description: 'এই বিষয়ে তোমার অগ্রগতি: ৪০%'. */
  subjectProgressLine: 'এই বিষয়ে তোমার অগ্রগতি',
  /** Accessible name of the breadcrumb navigation. */
  breadcrumbLabel: 'তুমি এখানে আছ',
  breadcrumbHome: 'হোম',
  subjectDetailLoading: 'বিষয়ের তথ্য লোড হচ্ছে...',
  /** Spec §2, subject detail failure (its hint is `retry`). */
  subjectDetailError: 'ত্রুটি: বিষয়ের তথ্য লোড করতে সমস্যা হয়েছে',
  backToSubjects: 'বিষয়সমূহে ফিরে যাও',
  /** A subject that does not exist (deleted, hidden or a wrong address), not a network failure. */
  subjectNotFound: 'বিষয়টি খুঁজে পাওয়া যায়নি',
  subjectNotFoundText: 'বিষয়টি হয়তো সরিয়ে ফেলা হয়েছে, বা ঠিকানাটি ভুল। বিষয়ের তালিকা থেকে বেছে নাও।',
  chaptersTitle: 'অধ্যায়সমূহ',
  /** Before a chapter number, for screen readers: 'অধ্যায় ৩'. */
  chapterWord: 'অধ্যায়',
  statusNotStarted: 'শুরু হয়নি',
  statusInProgress: 'চলমান',
  statusCompleted: 'সম্পন্ন',
  noChapters: 'কোনো অধ্যায় পাওয়া যায়নি',
  noChaptersNote: 'এই বিষয়ে এখনো অধ্যায় যোগ করা হয়নি',
  /** Back link of the learning page, to the subject's chapter list. */
  backToChapters: 'অধ্যায় তালিকায় ফিরে যাও',
  chapterLoading: 'অধ্যায় লোড হচ্ছে, একটু অপেক্ষা করো...',
  chapterError: 'অধ্যায়ের তথ্য লোড করতে সমস্যা হয়েছে',
  backToSubject: 'বিষয়ে ফিরে যাও',
  /** A chapter that does not exist (deleted, hidden or a wrong address), not a network failure. */
  chapterNotFound: 'অধ্যায়টি খুঁজে পাওয়া যায়নি',
  chapterNotFoundText: 'অধ্যায়টি হয়তো সরিয়ে ফেলা হয়েছে, বা ঠিকানাটি ভুল। বিষয়ের অধ্যায় তালিকা থেকে বেছে নাও।',
  noTopics: 'কোনো টপিক পাওয়া যায়নি',
  noTopicsNote: 'এই অধ্যায়ে এখনো কোনো টপিক যোগ করা হয়নি।',
  noTopicContent: 'এই টপিকের জন্য কোনো বিষয়বস্তু পাওয়া যায়নি',
  noTopicContentNote: 'এই টপিক নিয়ে যা জানতে চাও, এআই শিক্ষককে জিজ্ঞেস করে দেখো।',
  /** After a count: '৭টি টপিক'. */
  topicsCount: 'টি টপিক',
  /** Before the position: 'টপিক ২/৭'. */
  topicWord: 'টপিক',
  /** Accessible name of the learn/quiz tab list. */
  chapterTabsLabel: 'অধ্যায়ের অংশ',
  chapterTabLearn: 'পড়া',
  chapterTabQuiz: 'কুইজ',
  /** Spec §2: the quiz tab stays disabled (decisions.md). */
  chapterQuizNotice: 'কুইজ শীঘ্রই আসছে। এই সংস্করণে শুধু পাঠ আর এআই শিক্ষক চালু আছে।',
  topicListTitle: 'টপিকসমূহ',
  /** After a duration: '১০ মিনিট'. */
  minutes: 'মিনিট',
  studyGuideTitle: 'পড়ার সহায়িকা',
  readingTimeLabel: 'পড়ার সময়',
  /** Spec §9: static. */
  readingTimeValue: '৫-৭ মিনিট',
  keyPointsTitle: 'মনে রাখো',
  keyPoint1: 'প্রথমে পুরো টপিকটা একবার মন দিয়ে পড়ো।',
  keyPoint2: 'উদাহরণগুলো খাতায় নিজে করে দেখো।',
  keyPoint3: 'কোথাও আটকে গেলে এআই শিক্ষককে প্রশ্ন করো।',
  bookmark: 'বুকমার্ক করো',
  writeNote: 'নোট লেখো',
  topicActionsTitle: 'আরও যা করতে পারো',
  actionReadMore: 'আরও পড়ো',
  actionExamples: 'উদাহরণ দেখো',
  actionPractice: 'অনুশীলন করো',
  actionTutor: 'এআই শিক্ষককে প্রশ্ন করো',
  /** The tutor's floating button on a phone, on screen wherever the student is in the lesson. */
  tutorFab: 'এআই শিক্ষক',
  actionTutorHint: 'না বুঝলে এখনই জিজ্ঞেস করো',
  /** '৭টির মধ্যে ৩টি টপিক সম্পন্ন' is built from these two pieces. */
  progressOfTotal: 'টির মধ্যে',
  progressTopicsDone: 'টি টপিক সম্পন্ন',
  /** Accessible name of the previous/next navigation. */
  topicPagerLabel: 'টপিক বদলাও',
  previousTopic: 'আগের টপিক',
  nextTopic: 'পরের টপিক',
  tutorDialogTitle: 'এআই শিক্ষক',
  tutorDialogClose: 'বন্ধ করো',
  // ── end of part B ────────────────────────────────────────────────────────────────────────
  // ── Part C: maths, lesson content, study timer, quizzes ──────────────────────────────────
  /** Spec §2, a topic without content. */
  topicEmpty: 'এই টপিকের জন্য কোনো বিষয়বস্তু পাওয়া যায়নি',
  topicEmptyHint: 'অন্য টপিকটি দেখো, অথবা এআই শিক্ষককে এই বিষয়ে প্রশ্ন করো।',
  /** Accessible name of a lesson video or its embedded player. */
  topicVideoTitle: 'পাঠের ভিডিও',
  topicVideoUnavailable: 'ভিডিওটি চালানো যাচ্ছে না',
  topicVideoUnavailableHint: 'ভিডিওর ঠিকানাটি সঠিক নয়, তাই এটি এখানে দেখানো যাচ্ছে না।',
  /** Read after a link that opens in a new tab. */
  opensInNewTab: '(নতুন ট্যাবে খুলবে)',
  /** Accessible name of a wide table or code block that scrolls sideways. */
  contentScrollRegion: 'পাশে স্ক্রল করে পুরোটা দেখো',
  /** Heading (for screen readers) of a lesson's footnotes, and the link back from one. */
  contentFootnotes: 'পাদটীকা',
  contentFootnoteBack: 'মূল লেখায় ফিরে যাও',
  /** Read while the lesson text renderer downloads. */
  contentLoading: 'লেখা লোড হচ্ছে…',
  studyTimerTitle: 'পড়ার টাইমার',
  /** Accessible name of the running time. */
  studyTimerTimeLabel: 'এই সেশনে পড়ার সময়',
  studyTimerStart: 'শুরু করো',
  studyTimerPause: 'বিরতি দাও',
  studyTimerResume: 'আবার শুরু করো',
  studyTimerEnd: 'শেষ করো',
  studyTimerRunning: 'চলছে',
  studyTimerPaused: 'বিরতিতে',
  /** Encouragement by minutes studied: under 1, 5, 15, 30, 60, and 60 or more. */
  studyEncourageUnder1: 'শুরু করাটাই সবচেয়ে বড় ধাপ। চলো, পড়া শুরু করি!',
  studyEncourageUnder5: 'দারুণ শুরু! মন দিয়ে পড়তে থাকো।',
  studyEncourageUnder15: 'খুব ভালো এগোচ্ছ, এভাবেই চালিয়ে যাও!',
  studyEncourageUnder30: 'চমৎকার মনোযোগ! তুমি অনেকটা পথ এগিয়ে গেছ।',
  studyEncourageUnder60: 'অসাধারণ অধ্যবসায়! প্রায় এক ঘণ্টা ধরে পড়ছ।',
  studyEncourageHourPlus: 'এক ঘণ্টার বেশি পড়েছ, সত্যিই পরিশ্রমী! মাঝে মাঝে বিশ্রাম নিতে ভুলো না।',
  /** Spec §2, shown once the timer is above zero. */
  studyTip: '২৫ মিনিট পড়ার পর ৫ মিনিট বিরতি নাও',
  /** Before the question number, e.g. 'প্রশ্ন ১ / ৩'. */
  quizQuestion: 'প্রশ্ন',
  quizCorrectCount: 'সঠিক',
  /** Streak badge: correct answers in a row. */
  quizStreak: 'টানা সঠিক',
  quizTimeLeft: 'বাকি সময়',
  quizSeconds: 'সেকেন্ড',
  quizMinutes: 'মিনিট',
  quizProgress: 'কুইজের অগ্রগতি',
  quizCheck: 'উত্তর যাচাই করো',
  quizNext: 'পরবর্তী প্রশ্ন',
  quizFinish: 'কুইজ শেষ করো',
  /** Spec §8 quiz toasts, also shown in the question card. */
  quizCorrect: 'সঠিক উত্তর!',
  quizWrong: 'ভুল উত্তর!',
  quizTimeUp: 'সময় শেষ!',
  /** Before the right option after a wrong answer, e.g. 'সঠিক উত্তর: ১২০ টাকা'. */
  quizCorrectAnswerIs: 'সঠিক উত্তর:',
  quizYourAnswer: 'তোমার উত্তর',
  quizExplanation: 'ব্যাখ্যা',
  quizNoQuestions: 'এই কুইজে এখনো কোনো প্রশ্ন নেই',
  /** The check button while the server grades the answer. */
  quizChecking: 'যাচাই হচ্ছে...',
  /** Accessible name of a chapter quiz's one clock for the whole quiz. */
  quizWholeTimeLeft: 'পুরো কুইজের বাকি সময়',
  /** The whole quiz's clock ran out with an answer on screen: the next step is the result. */
  quizTimeUpSeeResult: 'কুইজের সময় শেষ। এবার ফলাফল দেখো।',
  /** The result card against the admin's passing score. */
  quizPassed: 'পাস করেছ!',
  quizNotPassed: 'এবার পাস হয়নি',
  quizPassingScore: 'পাস নম্বর',
  /** The chapter quiz's start screen (the clock runs only after the start button). */
  quizIntroQuestions: 'প্রশ্ন',
  quizIntroTime: 'সময়',
  quizIntroRules: 'পুরো কুইজের জন্য একটাই ঘড়ি: শুরু করলেই সময় চলতে থাকবে। প্রতিটি প্রশ্নের উত্তর একবারই দেওয়া যায়, উত্তর দিলেই সঠিক উত্তর আর ব্যাখ্যা দেখবে।',
  quizStart: 'কুইজ শুরু করো',
  /** The public demo quiz (/demo/quiz) for visitors without an account. */
  demoQuizTitle: 'একটি কুইজ চেষ্টা করে দেখো',
  demoQuizLead: 'অ্যাকাউন্ট ছাড়াই দৈনন্দিন জীবনের ছয়টি প্রশ্ন। প্রতিটি প্রশ্নের নিজের সময় আছে, উত্তরের পরেই ব্যাখ্যা দেখবে।',
  demoQuizTopic: 'দৈনন্দিন জীবনের গণিত',
  demoQuizSignUpLabel: 'নিবন্ধন',
  demoQuizSignUpText: 'তোমার শ্রেণির প্রতিটি লেখা অধ্যায়ের কুইজ আর এআই শিক্ষক পেতে বিনামূল্যে অ্যাকাউন্ট খোলো।',
  /** The landing page's way to the demo quiz. */
  landingTryQuiz: 'অ্যাকাউন্ট ছাড়াই একটি কুইজ দাও',
  quizStarting: 'কুইজ শুরু হচ্ছে...',
  /**
   * "কেন ভুল হলো?" (issue 17 §2): the tutor explains a wrong quiz answer against the right one.
   * Also the student's own turn in the ask page's chat.
   */
  whyWrong: 'কেন ভুল হলো?',
  whyWrongLoading: 'এআই শিক্ষক ব্যাখ্যা লিখছে...',
  whyWrongTitle: 'এআই শিক্ষকের ব্যাখ্যা',
  whyWrongFailed: 'ব্যাখ্যা আনা গেল না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করো।',
  whyWrongLimit: 'আজকের এআই শিক্ষকের প্রশ্নের সীমা শেষ। কাল আবার জিজ্ঞেস করো।',
  whyWrongSignedOut: 'ব্যাখ্যা পেতে আবার লগইন করো।',
  whyWrongRetry: 'আবার চেষ্টা করো',
  /** The chapter quiz's result: the answers that were not right, each with "কেন ভুল হলো?". */
  quizReviewTitle: 'যেগুলো ভুল হয়েছে',
  quizReviewYourAnswer: 'তোমার উত্তর:',
  quizReviewNoAnswer: 'সময়ের মধ্যে উত্তর দাওনি',
  quizResultTitle: 'কুইজ সম্পন্ন!',
  quizResultGreat: 'দারুণ করেছ! এভাবেই এগিয়ে চলো।',
  quizResultKeepGoing: 'আরেকটু অনুশীলন করলেই পারবে। আবার পড়ে চেষ্টা করো!',
  quizTotalQuestions: 'মোট প্রশ্ন',
  quizCorrectAnswers: 'সঠিক উত্তর',
  quizHighestStreak: 'সর্বোচ্চ টানা সঠিক',
  quizScore: 'স্কোর',
  quizAverageTime: 'প্রশ্নপ্রতি গড় সময়',
  quizStudyAgain: 'আবার পড়ো',
  quizTryAgain: 'আবার চেষ্টা করো',
  quizConsentTitle: 'ছোট্ট একটা কুইজ হয়ে যাক?',
  quizConsentTopic: 'বিষয়',
  quizConsentDuration: 'সময় লাগবে',
  quizConsentCount: 'প্রশ্নের সংখ্যা',
  quizConsentAccept: 'হ্যাঁ, শুরু করি',
  quizConsentDecline: 'এখন না',
  quizConsentPreparing: 'কুইজ তৈরি হচ্ছে...',
  quizConsentDeclining: 'ঠিক আছে, পড়া চালিয়ে যাই...',
  /** Shown on the question card when the time is over (spec: 'time over'). */
  quizTimeOver: 'সময় শেষ',
  quizLowTime: 'সময় প্রায় শেষ, তাড়াতাড়ি উত্তর দাও!',
  quizSubmit: 'উত্তর জমা দাও',
  quizSubmitted: 'উত্তর জমা হয়েছে',
  quizDifficulty: 'কঠিনতা',
  quizDifficultyEasy: 'সহজ',
  quizDifficultyMedium: 'মাঝারি',
  quizDifficultyHard: 'কঠিন',
  /** Cultural context chips of the tutor's quiz (spec §3). */
  quizContextFood: 'খাবারদাবার',
  quizContextTransport: 'যাতায়াত',
  quizContextFestival: 'উৎসব',
  quizContextSports: 'খেলাধুলা',
  quizContextLocal: 'আমাদের চারপাশ',
  /** Heading of the cultural context in the feedback card. */
  quizContextHeading: 'বাস্তব জীবনে',
  quizNextComing: 'পরের প্রশ্ন আসছে...',
  quizResultsHeading: 'কুইজের ফলাফল',
  quizCelebration: 'অভিনন্দন!',
  /** Grade bands 90/80/70/60 of the demo quiz, and below 60. */
  quizGradeExcellent: 'অসাধারণ',
  quizGradeVeryGood: 'চমৎকার',
  quizGradeGood: 'খুব ভালো',
  quizGradeFair: 'ভালো',
  quizGradeNeedsPractice: 'আরও অনুশীলন দরকার',
  quizGrade: 'গ্রেড',
  quizAccuracy: 'নির্ভুলতা',
  quizTimeTaken: 'সময় লেগেছে',
  quizStrengths: 'যেখানে তুমি ভালো করেছ',
  quizImprovements: 'যেখানে আরও অনুশীলন দরকার',
  quizRecommendations: 'পরামর্শ',
  quizContinueLearning: 'পড়া চালিয়ে যাও',
  quizRetake: 'আবার কুইজ দাও',
  /** The demo quiz's own summary of strengths, things to practise and what to do next. */
  quizInsightHardRight: 'কঠিন প্রশ্নেও সঠিক উত্তর দিয়েছ',
  quizInsightEasyAllRight: 'সহজ প্রশ্নগুলোর সবগুলোই ঠিক হয়েছে',
  quizInsightInTime: 'সব প্রশ্নের উত্তর সময়ের মধ্যেই দিয়েছ',
  quizInsightReviewWrong: 'যে প্রশ্নগুলো ভুল হয়েছে, সেগুলোর ব্যাখ্যা আরেকবার পড়ো',
  quizInsightBeatTheClock: 'সময় শেষ হওয়ার আগে উত্তর দেওয়ার অনুশীলন করো',
  quizInsightMoveOn: 'চমৎকার প্রস্তুতি! এবার পরের টপিকে এগিয়ে যাও',
  quizInsightRevise: 'অধ্যায়টি আরেকবার পড়ে কুইজটি আবার দাও',
  quizInsightAskTutor: 'বুঝতে না পারা অংশ নিয়ে এআই শিক্ষককে প্রশ্ন করো',
  // ── end of part C ────────────────────────────────────────────────────────────────────────
  // ── Part D: AI tutor chat panel ─────────────────────────────────────────────────────────
  tutorChatTitle: 'এআই শিক্ষক',
  tutorStreamingOn: 'স্ট্রিমিং চালু',
  tutorStreamingOff: 'স্ট্রিমিং বন্ধ',
  tutorStreamingUnavailable: 'স্ট্রিমিং নেই',
  /** Followed by the message count in Bengali digits. */
  tutorMessageCount: 'বার্তা:',
  /** Followed by 'remaining/limit' in Bengali digits: 'আজ বাকি ৪৫/৫০'. */
  tutorRemainingToday: 'আজ বাকি',
  tutorSettings: 'সেটিংস',
  tutorStreamingToggle: 'উত্তর লেখার সাথে সাথে দেখাও (স্ট্রিমিং)',
  tutorStreamingUnavailableNote: 'এখন স্ট্রিমিং পাওয়া যাচ্ছে না, পুরো উত্তর একসাথে আসবে।',
  tutorTypingSpeed: 'লেখার গতি',
  tutorSpeedSlow: 'ধীর',
  tutorSpeedMedium: 'মাঝারি',
  tutorSpeedFast: 'দ্রুত',
  /** Followed by the number of open streaming connections. */
  tutorActiveConnections: 'সক্রিয় সংযোগ:',
  tutorClear: 'চ্যাট মুছে ফেলো',
  tutorEmptyTitle: 'তোমার প্রশ্ন লেখো',
  tutorEmptyText: 'যা বুঝতে কষ্ট হচ্ছে, জিজ্ঞেস করো। শুরু করতে নিচের যেকোনো একটি বেছে নাও।',
  tutorStarterExplain: 'এই টপিকটি ব্যাখ্যা করো',
  tutorStarterExample: 'একটি উদাহরণ দাও',
  tutorStarterUsage: 'এটি বাস্তবে কোথায় ব্যবহৃত হয়?',
  tutorConversation: 'কথোপকথন',
  tutorYou: 'তুমি',
  tutorTyping: 'এআই শিক্ষক লিখছে...',
  tutorTeacherAttention: 'এই প্রশ্নটি জটিল, শিক্ষকের সাহায্য নাও',
  tutorCopy: 'উত্তর কপি করো',
  tutorNewMessages: 'নতুন বার্তা',
  tutorInputLabel: 'তোমার প্রশ্ন',
  tutorInputPlaceholder: 'এখানে প্রশ্ন লেখো...',
  tutorSend: 'পাঠাও',
  tutorStop: 'থামাও',
  tutorTooLongTitle: 'প্রশ্ন অনেক বড়',
  tutorTooLongText: 'প্রশ্নটি ১০০০ অক্ষরের মধ্যে রাখো',
  tutorLowUsage: 'আজকের প্রশ্ন প্রায় শেষ। বাকি প্রশ্নগুলো ভেবেচিন্তে করো।',
  tutorLimitReachedTitle: 'আজকের প্রশ্নের সীমা শেষ',
  tutorLimitReachedText: 'আজ এআই শিক্ষককে আর প্রশ্ন করা যাবে না। কাল আবার চেষ্টা করো।',
  tutorErrorDefault: 'এআই শিক্ষকের সাথে সংযোগে সমস্যা হয়েছে, আবার চেষ্টা করো',
  /** A reply cut short by a reload or a closed page (issue 16.4). */
  tutorReplyCut: 'উত্তরটি মাঝপথে থেমে গেছে।',
  tutorQuestionGivenBack: 'প্রশ্নটি তোমাকে ফেরত দেওয়া হয়েছে, আজকের হিসাবে ধরা হয়নি।',
  tutorAskAgain: 'আবার জিজ্ঞেস করো',
  // ── end of part D ────────────────────────────────────────────────────────────────────────

  // ── Part E: ask page (chat, in-chat quiz, analysis card, page layout) ────────────────────
  askChatTitle: 'এআই শিক্ষককে প্রশ্ন',
  askEmptyTitle: 'এই অধ্যায় নিয়ে যা জানতে চাও, জিজ্ঞেস করো',
  askEmptyText: 'এআই শিক্ষক ধাপে ধাপে বুঝিয়ে দেবে। নিচের কোনো প্রশ্ন দিয়েও শুরু করতে পারো।',
  /** Spec §2: the label of the suggested-question chips. */
  askSuggestionsLabel: 'সম্ভাব্য প্রশ্ন',
  askQuizLabel: 'চ্যাটের কুইজ',
  askQuizFeedbackCorrect: 'দারুণ! তোমার উত্তর ঠিক হয়েছে।',
  askQuizFeedbackWrong: 'এবার হয়নি, তবে ভুল থেকেই ভালো শেখা যায়। নিচের ব্যাখ্যাটা দেখে নাও।',
  askQuizSeeResults: 'ফলাফল দেখো',
  /** Spec §2: the tutor's message after 'continue learning'. */
  askQuizContinueMessage: 'অভিনন্দন! তুমি কুইজটি শেষ করেছ। এবার আমরা বিষয়টি আরও গভীরভাবে শিখব। এরপর কোন বিষয়টি শিখতে চাও?',
  /** Spec §2: sent for the student on 'retake' ('I want to take the quiz again'). */
  askQuizRetakeMessage: 'আমি আবার কুইজ দিতে চাই',
  askAnalysisTitle: 'তোমার শেখার চিত্র',
  askAnalysisEmpty: 'আরও কয়েকটি প্রশ্ন করলে এখানে তোমার শেখার চিত্র দেখা যাবে।',
  askEngagement: 'আগ্রহের মাত্রা',
  askEngagementHigh: 'খুব আগ্রহী',
  askEngagementEngaged: 'আগ্রহী',
  askEngagementBasic: 'মোটামুটি',
  askEngagementLow: 'কম',
  askQuestionsAsked: 'জিজ্ঞেস করা প্রশ্ন',
  /** Spec §2: the 'time to transition' badge. */
  askTransition: 'পরের ধাপে যাওয়ার সময় হয়েছে',
  askTabAsk: 'প্রশ্ন করো',
  /** Spec §2: the 'complete' button, which does nothing yet. */
  askComplete: 'সম্পন্ন',
  askSidePanel: 'শেখার সারসংক্ষেপ',
  askError: 'কথোপকথন লোড করতে সমস্যা হয়েছে',
  /** Spec §2: fallback titles of chapters ch1-ch5 when the chapter cannot be loaded. */
  askChapterAlgebra: 'বীজগণিত',
  askChapterGeometry: 'জ্যামিতি',
  askChapterStatistics: 'পরিসংখ্যান',
  askChapterProbability: 'সম্ভাবনা',
  askChapterRealNumbers: 'বাস্তব সংখ্যা',
  // ── end of part E ────────────────────────────────────────────────────────────────────────
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof bn;

// ── Part C: the maths renderer and its demo page, in Bengali (default) and English ──────────
// Spec §8 names LaTeX in the Bengali texts too, so they live here rather than in `bn`, which
// holds no Latin letters.
export const mathMessages = {
  bn: {
    invalid: 'অবৈধ LaTeX সমীকরণ',
    errorTitle: 'গণিত রেন্ডারিং ত্রুটি',
    copied: 'LaTeX কোড কপি করা হয়েছে',
    copyFailed: 'LaTeX কোড কপি করতে ব্যর্থ',
    copy: 'LaTeX কোড কপি করো',
    zoom: 'সমীকরণ বড় করে দেখো',
    /** Accessible name of a wide formula that scrolls sideways. */
    formula: 'সমীকরণ',
    demoTitle: 'গণিতের সমীকরণ: ডেমো',
    demoDescription: 'পাঠ ও এআই শিক্ষকের উত্তরে গণিতের সূত্র যেভাবে দেখা যায়। সব কিছু তোমার ফোনেই তৈরি হয়।',
    demoLanguage: 'ভাষা',
    demoControls: 'কপি ও জুম বোতাম দেখাও',
    demoSamples: 'নমুনা সূত্র',
    demoMarkdown: 'মার্কডাউন নথিতে গণিত',
    demoHtml: 'HTML ও সূত্র একসাথে',
    demoHtmlNote: 'HTML থেকে শুধু নিরাপদ অংশটুকু দেখানো হয়; স্ক্রিপ্ট ও ক্ষতিকর লিংক বাদ পড়ে।',
    demoSource: 'মূল লেখা',
    demoInvalid: 'ভুল লেখা সূত্র',
  },
  en: {
    invalid: 'Invalid LaTeX expression',
    errorTitle: 'Math rendering error',
    copied: 'LaTeX code copied to clipboard',
    copyFailed: 'Failed to copy LaTeX code',
    copy: 'Copy LaTeX code',
    zoom: 'Zoom formula',
    formula: 'Formula',
    demoTitle: 'Maths notation: demo',
    demoDescription: 'How formulas look in lessons and in the AI tutor’s answers. Everything renders on your phone.',
    demoLanguage: 'Language',
    demoControls: 'Show copy and zoom buttons',
    demoSamples: 'Sample formulas',
    demoMarkdown: 'Maths in a Markdown document',
    demoHtml: 'HTML with formulas',
    demoHtmlNote: 'Only the safe part of the HTML is shown; scripts and harmful links are removed.',
    demoSource: 'Source',
    demoInvalid: 'A mistyped formula',
  },
} as const satisfies Record<'bn' | 'en', Record<string, string>>;

export type MathLanguage = keyof typeof mathMessages;
export type MathMessages = (typeof mathMessages)[MathLanguage];
// ── end of part C ────────────────────────────────────────────────────────────────────────────
