import { AuthForm, showToast } from '@study/ui';
import type { AuthFormProps, AuthTab, FieldErrors, RegistrationValues } from '@study/ui';
import { useLayoutEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { messages } from '../messages';
import { useSession } from '../session/useSession';
import { useDocumentTitle } from '../useDocumentTitle';

// Spec §5: one toast naming the first rule broken; the form shows every message at its field.
const onValidationError: AuthFormProps['onValidationError'] = ([first]) => {
  if (first) showToast.error(first, { id: 'auth-validation' });
};

/** `?tab=register` opens the registration tab (the landing's "start free"); login otherwise. */
function tabOf(search: URLSearchParams): AuthTab {
  return search.get('tab') === 'register' ? 'register' : 'login';
}

/** /login: login and registration on one card (spec §2). */
export function LoginRoute() {
  useDocumentTitle(messages.pageTitles.login);
  const { login, register } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [registrationErrors, setRegistrationErrors] = useState<FieldErrors<keyof RegistrationValues>>();
  const [search, setSearch] = useSearchParams();
  const state: unknown = useLocation().state;
  // The pre-rendered page shows the login tab: the first render matches it, then the address decides
  // (before the paint when the app renders the page itself).
  const [tab, setTab] = useState<AuthTab>('login');
  const wanted = tabOf(search);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second pass after hydration is the point: the first render must match the pre-rendered login tab
  useLayoutEffect(() => setTab(wanted), [wanted]);

  // The address follows the tab (a reload keeps it); the state keeps where the login guard came from.
  function changeTab(next: AuthTab) {
    setTab(next);
    const params = new URLSearchParams(search);
    if (next === 'register') params.set('tab', 'register');
    else params.delete('tab');
    setSearch(params, { replace: true, state });
  }

  async function submit(request: Promise<boolean>) {
    setSubmitting(true);
    // On success the session turns 'authenticated' and PublicOnly sends the student on, to the
    // dashboard or back where the login guard found them (navigating here as well would race it).
    if (!(await request)) setSubmitting(false);
  }

  return (
    <main>
      <AuthForm
        tab={tab}
        onTabChange={changeTab}
        submitting={submitting}
        registrationErrors={registrationErrors}
        onLogin={(values) => void submit(login(values))}
        onRegister={(payload) => void submit(register(payload, setRegistrationErrors))}
        onValidationError={onValidationError}
      />
    </main>
  );
}
