/** The student's profile as the profile screen shows it (spec §3, in camelCase). */
export interface ProfileData {
  name: string;
  /** Optional: registration does not ask for it (decisions.md). Read-only. */
  email?: string | null;
  phone?: string | null;
  school?: string | null;
  /** Photo URL. */
  avatarUrl?: string | null;
  /** '8', 8 or 'অষ্টম'; read-only. */
  classLevel?: string | number | null;
}

/** What the personal-info editor sends (spec §3: name, phone, school), trimmed. */
export interface ProfileUpdate {
  name: string;
  phone: string;
  school: string;
}
