import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { useId, useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Card } from '../../Card/Card';
import { BooksIcon } from '../../../icons';
import type { FieldErrors, LoginValues, RegistrationPayload, RegistrationValues } from '../validation';
import { LoginForm } from './LoginForm';
import { RegistrationForm } from './RegistrationForm';
import * as styles from './AuthForm.css';
import { authMessages } from '../../../i18n/areas/auth';
import { commonMessages } from '../../../i18n/areas/common';
import { useMessages } from '../../../provider/StudyUiProvider';

export const authTabs = ['login', 'register'] as const;
export type AuthTab = (typeof authTabs)[number];

export interface AuthFormProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** The open tab, when the app controls it (e.g. from the URL). */
  tab?: AuthTab;
  /** The tab open at first when uncontrolled. */
  defaultTab?: AuthTab;
  onTabChange?: (tab: AuthTab) => void;
  /** A valid login: the username trimmed, the password as typed. */
  onLogin: (values: LoginValues) => void;
  /** A valid registration: trimmed, phone without spaces, `school` only when filled in. */
  onRegister: (values: RegistrationPayload) => void;
  /**
   * A submit stopped by the spec's rules, with its distinct messages in form order, e.g. for a
   * toast. The messages also show at their fields.
   */
  onValidationError?: (messages: string[]) => void;
  /** A request is running: the fields are disabled and the button says 'লগইন হচ্ছে...'. */
  submitting?: boolean;
  /** What went wrong on the server, shown above the button of the open tab. */
  serverError?: ReactNode;
  /**
   * Registration fields the server refused (a username or phone taken): each marked invalid with
   * its message beside it, the first focused. A new object shows them again.
   */
  registrationErrors?: FieldErrors<keyof RegistrationValues>;
  defaultLoginValues?: Partial<LoginValues>;
  /** Registration values to start from; the phone starts as '+880' otherwise. */
  defaultRegistrationValues?: Partial<RegistrationValues>;
  title?: ReactNode;
  description?: ReactNode;
  /** Level of the title; 1 when the card is the page's main content, as on /login. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Login and registration on one card, switched by two tabs. */
export function AuthForm({
  tab,
  defaultTab = 'login',
  onTabChange,
  onLogin,
  onRegister,
  onValidationError,
  submitting = false,
  serverError,
  registrationErrors,
  defaultLoginValues,
  defaultRegistrationValues,
  title: titleProp,
  description: descriptionProp,
  headingLevel = 1,
  className,
  ...props
}: AuthFormProps) {
  const authText = useMessages('auth', authMessages);
  const commonText = useMessages('common', commonMessages);
  const title = titleProp ?? commonText.appName;
  const description = descriptionProp ?? authText.authDescription;
  const id = useId();
  const tabId = (name: AuthTab) => `${id}-${name}`;
  const [ownTab, setOwnTab] = useState(defaultTab);
  const selected = tab ?? ownTab;

  function select(tabElementId: string | null | undefined) {
    const next = authTabs.find((name) => tabId(name) === tabElementId);
    if (next === undefined || next === selected) return;
    setOwnTab(next);
    onTabChange?.(next);
  }

  return (
    <Card {...props} elevation="raised" padding="lg" className={cx(styles.root, styles.card, className)}>
      <div className={styles.header}>
        <span className={styles.mark} aria-hidden="true">
          <BooksIcon />
        </span>
        <Heading level={headingLevel} className={styles.title}>
          {title}
        </Heading>
        {description != null && <p className={styles.description}>{description}</p>}
      </div>
      <TabProvider selectedId={tabId(selected)} setSelectedId={select}>
        <TabList aria-label={authText.authTabsLabel} className={styles.tabList}>
          <Tab id={tabId('login')} className={styles.tab}>
            {authText.authLoginTab}
          </Tab>
          <Tab id={tabId('register')} className={styles.tab}>
            {authText.authRegisterTab}
          </Tab>
        </TabList>
        {/* Both panels stay mounted, so what was typed survives a switch of tabs. */}
        <TabPanel tabId={tabId('login')}>
          <LoginForm
            defaultValues={defaultLoginValues}
            submitting={submitting}
            serverError={selected === 'login' ? serverError : undefined}
            onLogin={onLogin}
            onValidationError={onValidationError}
          />
        </TabPanel>
        <TabPanel tabId={tabId('register')}>
          <RegistrationForm
            defaultValues={defaultRegistrationValues}
            submitting={submitting}
            serverError={selected === 'register' ? serverError : undefined}
            fieldErrors={registrationErrors}
            onRegister={onRegister}
            onValidationError={onValidationError}
          />
        </TabPanel>
      </TabProvider>
    </Card>
  );
}
