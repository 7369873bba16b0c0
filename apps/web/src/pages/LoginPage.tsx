import { AuthForm, showToast } from '@study/ui';
import type { AuthFormProps } from '@study/ui';
import { useState } from 'react';
import { messages } from '../messages';
import { useSession } from '../session/useSession';
import { useDocumentTitle } from '../useDocumentTitle';

// Spec §5: one toast naming the first rule broken; the form shows every message at its field.
const onValidationError: AuthFormProps['onValidationError'] = ([first]) => {
  if (first) showToast.error(first, { id: 'auth-validation' });
};

/** /login: login and registration on one card (spec §2). */
export function LoginRoute() {
  useDocumentTitle(messages.pageTitles.login);
  const { login, register } = useSession();
  const [submitting, setSubmitting] = useState(false);

  async function submit(request: Promise<boolean>) {
    setSubmitting(true);
    // On success the session turns 'authenticated' and PublicOnly sends the student on, to the
    // dashboard or back where the login guard found them (navigating here as well would race it).
    if (!(await request)) setSubmitting(false);
  }

  return (
    <main>
      <AuthForm
        submitting={submitting}
        onLogin={(values) => void submit(login(values))}
        onRegister={(payload) => void submit(register(payload))}
        onValidationError={onValidationError}
      />
    </main>
  );
}
