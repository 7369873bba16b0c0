import type { FormEvent, ReactNode } from 'react';
import { bn } from '../../../i18n/messages';
import { Button } from '../../Button/Button';
import { PasswordField, TextField } from '../FormField/FormField';
import { useFormFields } from '../useFormFields';
import { toLoginRequest, validateLogin } from '../validation';
import type { LoginValues } from '../validation';
import { ServerError } from './ServerError';
import * as styles from './AuthForm.css';

const loginFields = ['username', 'password'] as const;

interface LoginFormProps {
  defaultValues: Partial<LoginValues> | undefined;
  submitting: boolean;
  serverError: ReactNode;
  onLogin: (values: LoginValues) => void;
  onValidationError: ((messages: string[]) => void) | undefined;
}

export function LoginForm({ defaultValues, submitting, serverError, onLogin, onValidationError }: LoginFormProps) {
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
        label={bn.authUsername}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={submitting}
      />
      <PasswordField
        {...field('password')}
        label={bn.authPassword}
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
        loadingText={bn.authLoggingIn}
      >
        {bn.authLoginSubmit}
      </Button>
    </form>
  );
}
