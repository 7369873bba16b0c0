import type { ComponentPropsWithRef, FormEvent, ReactNode } from 'react';
import { adminText } from '../../../i18n/adminMessages';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Button } from '../../Button/Button';
import { Card } from '../../Card/Card';
import * as authStyles from '../../auth/AuthForm/AuthForm.css';
import { ServerError } from '../../auth/AuthForm/ServerError';
import { PasswordField, TextField } from '../../auth/FormField/FormField';
import { useFormFields } from '../../auth/useFormFields';
import { LockIcon } from '../../../icons';
import { validateAdminLogin } from '../validation';
import type { AdminLoginValues } from '../validation';
import * as styles from './AdminLoginForm.css';

const loginFields = ['email', 'password'] as const;

export interface AdminLoginFormProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** Called with the trimmed email and the password when both are filled in. */
  onLogin: (values: AdminLoginValues) => void;
  /** While the login request runs: the fields and the button are disabled. */
  submitting?: boolean;
  /** What the server said, e.g. 'Login failed. Please check your credentials.' */
  serverError?: ReactNode;
  /** Called with the messages when the form is submitted incomplete (e.g. for a toast). */
  onValidationError?: (messages: string[]) => void;
  defaultValues?: Partial<AdminLoginValues>;
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** The admin sign-in card: email, password, 'Sign In', 'Admin access only'. */
export function AdminLoginForm({
  onLogin,
  submitting = false,
  serverError,
  onValidationError,
  defaultValues,
  title = adminText.loginTitle,
  headingLevel = 1,
  className,
  ...props
}: AdminLoginFormProps) {
  const { values, field, check } = useFormFields(
    { email: '', password: '', ...defaultValues },
    loginFields,
    validateAdminLogin,
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const messages = check();
    if (messages.length > 0) onValidationError?.(messages);
    else onLogin({ email: values.email.trim(), password: values.password });
  }

  return (
    <Card {...props} elevation="raised" padding="lg" className={cx(authStyles.root, authStyles.card, className)}>
      <div className={authStyles.header}>
        <span className={authStyles.mark} aria-hidden="true">
          <LockIcon />
        </span>
        <Heading level={headingLevel} className={authStyles.title}>
          {title}
        </Heading>
        <p className={authStyles.description}>{adminText.loginSubtitle}</p>
      </div>
      <form className={authStyles.form} noValidate onSubmit={handleSubmit}>
        <TextField
          {...field('email')}
          label={adminText.email}
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          disabled={submitting}
        />
        <PasswordField
          {...field('password')}
          label={adminText.password}
          toggleLabel={adminText.showPassword}
          autoComplete="current-password"
          disabled={submitting}
        />
        {serverError != null && <ServerError>{serverError}</ServerError>}
        <Button
          type="submit"
          size="lg"
          fullWidth
          className={authStyles.submit}
          loading={submitting}
          loadingText={adminText.signingIn}
        >
          {adminText.signIn}
        </Button>
      </form>
      <p className={styles.footer}>{adminText.adminAccessOnly}</p>
    </Card>
  );
}
