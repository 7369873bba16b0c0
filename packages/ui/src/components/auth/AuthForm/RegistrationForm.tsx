import { useEffect } from 'react';
import type { FocusEvent, FormEvent, ReactNode } from 'react';
import { classOrdinal } from '../../../i18n/format';
import { Button } from '../../Button/Button';
import { PasswordField, SelectField, TextField } from '../FormField/FormField';
import { useFormFields } from '../useFormFields';
import { phonePrefix, registrationClasses, toRegistrationPayload, validateRegistration } from '../validation';
import type { FieldErrors, RegistrationPayload, RegistrationValues } from '../validation';
import { ServerError } from './ServerError';
import * as styles from './AuthForm.css';
import { authMessages } from '../../../i18n/areas/auth';
import { commonMessages } from '../../../i18n/areas/common';
import { useMessages } from '../../../provider/StudyUiProvider';

const registrationFields = ['name', 'username', 'password', 'phone', 'class', 'school'] as const;

interface RegistrationFormProps {
  defaultValues: Partial<RegistrationValues> | undefined;
  submitting: boolean;
  serverError: ReactNode;
  fieldErrors: FieldErrors<keyof RegistrationValues> | undefined;
  onRegister: (values: RegistrationPayload) => void;
  onValidationError: ((messages: string[]) => void) | undefined;
}

/**
 * Puts the caret after a lone '+880', so the student types on instead of replacing it. A
 * timeout, because keyboard focus selects the whole value only after the focus event.
 */
function keepPrefix(event: FocusEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  setTimeout(() => {
    if (input.value === phonePrefix && input.selectionStart === 0) {
      input.setSelectionRange(phonePrefix.length, phonePrefix.length);
    }
  }, 0);
}

export function RegistrationForm({
  defaultValues,
  submitting,
  serverError,
  fieldErrors,
  onRegister,
  onValidationError,
}: RegistrationFormProps) {
  const authText = useMessages('auth', authMessages);
  const commonText = useMessages('common', commonMessages);
  const { values, field, check, show } = useFormFields<(typeof registrationFields)[number]>(
    { name: '', username: '', password: '', phone: phonePrefix, class: '', school: '', ...defaultValues },
    registrationFields,
    (current) => validateRegistration(current as RegistrationValues),
  );

  // The server's refusals, each new set shown once at its fields (then cleared by editing): `show`
  // is stable, so only new errors run this again.
  useEffect(() => {
    if (fieldErrors) show(fieldErrors);
  }, [fieldErrors, show]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const messages = check();
    if (messages.length > 0) onValidationError?.(messages);
    else onRegister(toRegistrationPayload(values as RegistrationValues));
  }

  return (
    <form className={styles.form} method="post" noValidate onSubmit={handleSubmit}>
      <TextField {...field('name')} label={authText.authFullName} autoComplete="name" disabled={submitting} />
      <TextField
        {...field('username')}
        label={authText.authUsername}
        hint={authText.authUsernameHint}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={submitting}
      />
      <PasswordField
        {...field('password')}
        label={authText.authPassword}
        hint={authText.authPasswordHint}
        autoComplete="new-password"
        disabled={submitting}
      />
      <TextField
        {...field('phone')}
        type="tel"
        inputMode="tel"
        label={authText.authPhone}
        hint={authText.authPhoneHint}
        autoComplete="tel"
        onFocus={keepPrefix}
        disabled={submitting}
      />
      <SelectField {...field('class')} label={authText.authClass} disabled={submitting}>
        <option value="" disabled>
          {authText.authClassPlaceholder}
        </option>
        {registrationClasses.map((classLevel) => (
          <option key={classLevel} value={classLevel}>
            {classOrdinal(classLevel)} {commonText.classWord}
          </option>
        ))}
      </SelectField>
      <TextField
        {...field('school')}
        label={authText.authSchool}
        optional
        autoComplete="organization"
        disabled={submitting}
      />
      {serverError != null && <ServerError>{serverError}</ServerError>}
      <Button
        type="submit"
        size="lg"
        fullWidth
        className={styles.submit}
        loading={submitting}
        loadingText={authText.authRegistering}
      >
        {authText.authRegisterSubmit}
      </Button>
    </form>
  );
}
