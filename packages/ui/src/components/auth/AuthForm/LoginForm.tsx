import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { PasswordField, TextField } from '../FormField/FormField';
import { useFormFields } from '../useFormFields';
import { toLoginRequest, validateLogin } from '../validation';
import type { LoginValues } from '../validation';
import { ServerError } from './ServerError';
import * as styles from './AuthForm.css';
import { authMessages } from '../../../i18n/areas/auth';
import { useMessages } from '../../../provider/StudyUiProvider';

const loginFields = ['username', 'password'] as const;

interface LoginFormProps {
  defaultValues: Partial<LoginValues> | undefined;
  submitting: boolean;
  serverError: ReactNode;
  onLogin: (values: LoginValues) => void;
  onValidationError: ((messages: string[]) => void) | undefined;
}

export function LoginForm({ defaultValues, submitting, serverError, onLogin, onValidationError }: LoginFormProps) {
  const authText = useMessages('auth', authMessages);
  const { values, field, check } = useFormFields(
    { username: '', password: '', ...defaultValues },
    loginFields,
    validateLogin,
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const messages = check();
    if (messages.length > 0) onValidationError?.(messages);
    else onLogin(toLoginRequest(values));
  }

  // POST: a form sent natively, before the app has taken a pre-rendered page over, never puts
  // the password in the address bar (the server answers it with the page again).
  return (
    <form className={styles.form} method="post" noValidate onSubmit={handleSubmit}>
      <TextField
        {...field('username')}
        label={authText.authUsername}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={submitting}
      />
      <PasswordField
        {...field('password')}
        label={authText.authPassword}
        autoComplete="current-password"
        disabled={submitting}
      />
      {serverError != null && <ServerError>{serverError}</ServerError>}
      <Button
        type="submit"
        size="lg"
        fullWidth
        className={styles.submit}
        loading={submitting}
        loadingText={authText.authLoggingIn}
      >
        {authText.authLoginSubmit}
      </Button>
    </form>
  );
}
