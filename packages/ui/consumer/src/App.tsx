// A consumer's app: only the package's public entry points, as an outside project would use them.
import { useState } from 'react';
import {
  AppShell,
  Button,
  Card,
  CrudTable,
  MathFormula,
  StandaloneQuiz,
  StudyTimerCard,
  StudyUiProvider,
  Toaster,
  TextField,
  TutorChatPanel,
  showToast,
  toBengaliDigits,
  useStudyTimer,
} from '@study/ui';
import type {
  CrudColumn,
  LinkProps,
  QuizQuestion,
  StudyUiMessageOverrides,
  TutorChatMessage,
  TutorChatSettings,
} from '@study/ui';

interface Chapter {
  id: number;
  name: string;
  topics: number;
}

const chapters: Chapter[] = [
  { id: 1, name: 'প্যাটার্ন', topics: 4 },
  { id: 2, name: 'মুনাফা', topics: 5 },
];

const columns: CrudColumn<Chapter>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'topics', header: 'Topics', cell: (row) => row.topics, align: 'end' },
];

const questions: QuizQuestion[] = [
  {
    id: 'q1',
    question: '$2 + 3$ কত?',
    options: [
      { id: 'a', text: '৪', isCorrect: false },
      { id: 'b', text: '৫', isCorrect: true },
    ],
  },
];

const chat: TutorChatMessage[] = [
  { id: 'm1', role: 'user', content: 'বর্গসংখ্যা কাকে বলে?', timestamp: '2026-11-26T09:00:00.000Z' },
  {
    id: 'm2',
    role: 'assistant',
    content: 'কোনো পূর্ণসংখ্যাকে সেই সংখ্যা দিয়েই গুণ করলে যা পাওয়া যায়, তা-ই **বর্গসংখ্যা**।',
    timestamp: '2026-11-26T09:00:05.000Z',
    isComplete: true,
  },
];

// The app's router link would go here; this one marks its anchors so the render check can see it.
function AppLink({ href, children, ...props }: LinkProps) {
  return (
    <a {...props} href={href} data-consumer-link="">
      {children}
    </a>
  );
}

// One student-facing string replaced; a module constant, so it keeps its identity across renders.
const messages: StudyUiMessageOverrides = { shell: { shellSkipToContent: 'সরাসরি পড়ায় চলো' } };

export function App() {
  const timer = useStudyTimer();
  const [settings, setSettings] = useState<TutorChatSettings>({ streaming: true, wordDelayMs: 50 });
  const [name, setName] = useState('');
  return (
    <StudyUiProvider linkComponent={AppLink} messages={messages}>
      <AppShell title="হোম" user={{ name: 'তাসনিম রহমান', classLevel: 8 }} activeHref="/dashboard">
        <Toaster />
        <Card
          as="section"
          title="স্বাগতম"
          headingLevel={2}
          footer={<Button onClick={() => showToast.success('সংরক্ষণ হয়েছে')}>সংরক্ষণ</Button>}
        >
          <p>আজ {toBengaliDigits(3)}টি টপিক পড়েছ।</p>
          <TextField label="তোমার নাম" value={name} onChange={(event) => setName(event.target.value)} />
          <MathFormula tex="a^2 + b^2 = c^2" display />
        </Card>
        <StudyTimerCard {...timer} />
        <TutorChatPanel
          messages={chat}
          status="idle"
          streamingAvailable
          settings={settings}
          onSettingsChange={setSettings}
          onSend={() => undefined}
          onStop={() => undefined}
          onClear={() => undefined}
        />
        <StandaloneQuiz questions={questions} passingScore={50} />
        <CrudTable
          entity="chapter"
          columns={columns}
          rows={chapters}
          getRowId={(row) => row.id}
          getRowName={(row) => row.name}
          onAdd={() => undefined}
          onEdit={() => undefined}
          onDelete={() => undefined}
        />
      </AppShell>
    </StudyUiProvider>
  );
}
