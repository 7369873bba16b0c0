import { LineIcon } from '../../utils/LineIcon';

// Icons only the admin area uses; the shared ones come from shell/icons.

export function TrashIcon() {
  return (
    <LineIcon strokeWidth={2}>
      <path d="M4.5 7h15M10 11v6M14 11v6" />
      <path d="M6.5 7l.8 12a1.5 1.5 0 0 0 1.5 1.5h6.4a1.5 1.5 0 0 0 1.5-1.5l.8-12M9.5 7V4.5h5V7" />
    </LineIcon>
  );
}

export function DashboardIcon() {
  return (
    <LineIcon>
      <rect x="4" y="4" width="6.5" height="7.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="4.5" rx="1.5" />
      <rect x="4" y="14.5" width="6.5" height="5.5" rx="1.5" />
      <rect x="13.5" y="11.5" width="6.5" height="8.5" rx="1.5" />
    </LineIcon>
  );
}

export function UsersIcon() {
  return (
    <LineIcon>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M3 19.5a6 6 0 0 1 12 0M16 5.2a3.5 3.5 0 0 1 0 6.6M18 14.2a6 6 0 0 1 3 5.3" />
    </LineIcon>
  );
}
