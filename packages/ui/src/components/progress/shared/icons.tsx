import type { ReactNode } from 'react';

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function ChartIcon() {
  return (
    <Svg>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
    </Svg>
  );
}

export function QuizIcon() {
  return (
    <Svg>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" />
      <circle cx="12" cy="17" r="0.6" fill="currentColor" />
    </Svg>
  );
}

export function ChecklistIcon() {
  return (
    <Svg>
      <path d="m4 6 1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17M11 6h9M11 12h9M11 18h9" />
    </Svg>
  );
}

export function FlameIcon() {
  return (
    <Svg>
      <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5.3 1.5 1 2.5 2 3 0-3 0-6 1-8.5Z" />
    </Svg>
  );
}

export function TrophyIcon() {
  return (
    <Svg>
      <path d="M8 4h8v5a4 4 0 0 1-8 0V4ZM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4v3h-4z" />
    </Svg>
  );
}

export function StarIcon() {
  return (
    <Svg>
      <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" />
    </Svg>
  );
}

export function BookIcon() {
  return (
    <Svg>
      <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5ZM4 19a2 2 0 0 1 2-2h13" />
    </Svg>
  );
}

export function FootstepIcon() {
  return (
    <Svg>
      <path d="M7 14c-1.5 0-2.5-1.5-2.5-4S5.5 5 7 5s2.5 2 2.5 4.5S8.5 14 7 14ZM5 17.5c0 1 .9 1.8 2 1.8s2-.8 2-1.8M17 10c1.5 0 2.5-1.5 2.5-4S18.5 2 17 2s-2.5 1.5-2.5 4 1 4 2.5 4ZM15 13.5c0 1 .9 1.8 2 1.8s2-.8 2-1.8" />
    </Svg>
  );
}

export function ChatIcon() {
  return (
    <Svg>
      <path d="M4 5h16v11H9l-5 4V5ZM8 9h8M8 12h5" />
    </Svg>
  );
}

export function LockIcon() {
  return (
    <Svg>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </Svg>
  );
}

export function CheckCircleIcon() {
  return (
    <Svg>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </Svg>
  );
}
