import { profileUpdateRequestSchema } from '@study/contract';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { cx } from '../../../utils/cx';
import { schemaFieldErrors } from '../../../utils/schemaFieldErrors';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { TextField } from '../../auth/FormField/FormField';
import { firstInvalidField } from '../../auth/validation';
import type { FieldErrors } from '../../auth/validation';
import { Button } from '../../Button/Button';
import { PencilIcon } from '../../../icons';
import { classLabel } from '../../shell/shellUser';
import * as formStyles from '../profileForm.css';
import type { ProfileData, ProfileUpdate } from '../profileTypes';
import { useSubmitAction } from '../useSubmitAction';
import type { ActionResult } from '../useSubmitAction';
import * as styles from './PersonalInfoForm.css';
import { profileMessages } from '../../../i18n/areas/profile';
import { commonMessages } from '../../../i18n/areas/common';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface PersonalInfoFormProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  profile: ProfileData;
  /**
   * Saves name, phone and school (trimmed), once they pass the server's rules (the contract's
   * `profileUpdateRequestSchema`; else each message shows at its field). Return the request's promise: the form goes back
   * to the view when it resolves and stays in edit mode, values kept, when it rejects.
   */
  onSave: (values: ProfileUpdate) => ActionResult;
  /** Disables the buttons and shows 'সংরক্ষণ হচ্ছে...'; on by itself while onSave's promise runs. */
  saving?: boolean;
  /** Edit mode, when the app controls it. */
  editing?: boolean;
  defaultEditing?: boolean;
  onEditingChange?: (editing: boolean) => void;
  headingLevel?: HeadingLevel;
}

const fieldOrder = ['name', 'phone', 'school'] as const;

function draftOf(profile: ProfileData): ProfileUpdate {
  return { name: profile.name, phone: profile.phone ?? '', school: profile.school ?? '' };
}

/** The profile's personal details: a read-only view, and an editor for name, phone and school. */
export function PersonalInfoForm({
  profile,
  onSave,
  saving,
  editing,
  defaultEditing = false,
  onEditingChange,
  headingLevel = 2,
  className,
  ...props
}: PersonalInfoFormProps) {
  const profileText = useMessages('profile', profileMessages);
  const commonText = useMessages('common', commonMessages);
  const [ownEditing, setOwnEditing] = useState(defaultEditing);
  const isEditing = editing ?? ownEditing;
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileUpdate>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { pending, run } = useSubmitAction();
  const isSaving = saving ?? pending;

  // Each edit starts from the saved profile, however the edit mode was entered.
  const [wasEditing, setWasEditing] = useState(isEditing);
  if (wasEditing !== isEditing) {
    setWasEditing(isEditing);
    if (isEditing) setDraft(draftOf(profile));
    setErrors({});
  }

  // The focus follows each switch (not the first render): into the first field, and back to
  // the edit button.
  const nameRef = useRef<HTMLInputElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const focusedFor = useRef(isEditing);
  useEffect(() => {
    if (focusedFor.current === isEditing) return;
    focusedFor.current = isEditing;
    // A frame later: opened from elsewhere (the add-school prompt), the form's tab panel
    // becomes visible only after this render, and a hidden field cannot take the focus.
    const frame = requestAnimationFrame(() => (isEditing ? nameRef.current : editButtonRef.current)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [isEditing]);

  function setEditing(next: boolean) {
    setOwnEditing(next);
    onEditingChange?.(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    const values = { name: draft.name.trim(), phone: draft.phone.trim(), school: draft.school.trim() };
    // The server's rules (a name, a Bangladeshi mobile number, a school within its length), at
    // their fields; the first invalid one takes the focus after the render, with its message.
    const next = schemaFieldErrors(profileUpdateRequestSchema, values) as FieldErrors<keyof ProfileUpdate>;
    flushSync(() => setErrors(next));
    const first = firstInvalidField(next, fieldOrder);
    if (first !== undefined) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void run(onSave(values), () => setEditing(false));
  }

  const field = (name: keyof ProfileUpdate) => ({
    name,
    value: draft[name],
    error: errors[name],
    disabled: isSaving,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setDraft((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  return (
    <div {...props} className={cx(formStyles.panel, className)}>
      <div className={formStyles.panelHeader}>
        <Heading level={headingLevel} className={formStyles.panelTitle}>
          {profileText.profileTabPersonal}
        </Heading>
        {!isEditing && (
          <Button
            ref={editButtonRef}
            variant="outline"
            size="sm"
            leadingIcon={<PencilIcon />}
            onClick={() => setEditing(true)}
          >
            {profileText.profileEdit}
          </Button>
        )}
      </div>
      {isEditing ? (
        <form ref={formRef} className={formStyles.form} noValidate onSubmit={handleSubmit}>
          <div className={formStyles.fields}>
            <TextField ref={nameRef} {...field('name')} label={profileText.profileName} autoComplete="name" />
            <TextField
              {...field('phone')}
              type="tel"
              inputMode="tel"
              label={profileText.profilePhone}
              placeholder={profileText.profilePhonePlaceholder}
              autoComplete="tel"
            />
            <TextField {...field('school')} label={profileText.profileSchool} autoComplete="organization" />
            <TextField
              label={profileText.profileClass}
              value={classLabel(profile.classLevel, commonText)}
              readOnly
              hint={profileText.profileClassLocked}
            />
            <TextField
              label={profileText.profileEmail}
              value={profile.email ?? ''}
              placeholder={profileText.profileNotProvided}
              readOnly
              hint={profileText.profileEmailLocked}
            />
          </div>
          <div className={formStyles.actions}>
            <Button variant="outline" disabled={isSaving} onClick={() => setEditing(false)}>
              {profileText.profileCancel}
            </Button>
            <Button type="submit" loading={isSaving} loadingText={profileText.profileSaving}>
              {profileText.profileSave}
            </Button>
          </div>
        </form>
      ) : (
        <dl className={styles.details}>
          <Detail term={profileText.profileName} value={profile.name} />
          <Detail term={profileText.profileClass} value={classLabel(profile.classLevel, commonText)} />
          <Detail term={profileText.profilePhone} value={profile.phone} />
          <Detail term={profileText.profileSchool} value={profile.school} />
          <Detail term={profileText.profileEmail} value={profile.email} />
        </dl>
      )}
    </div>
  );
}

function Detail({ term, value }: { term: string; value: string | null | undefined }) {
  const profileText = useMessages('profile', profileMessages);
  const given = value != null && value.trim() !== '';
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={cx(styles.value, !given && styles.missing)}>{given ? value : profileText.profileNotProvided}</dd>
    </div>
  );
}
