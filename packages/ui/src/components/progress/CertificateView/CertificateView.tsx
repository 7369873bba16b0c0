import type { ComponentPropsWithRef } from 'react';
import { formatDate, isoDateTime } from '../../../i18n/date';
import { classOrdinal, formatPercent } from '../../../i18n/format';
import { progressMessages as m } from '../../../i18n/progress';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Button } from '../../Button/Button';
import { EmptyState } from '../../EmptyState/EmptyState';
import { Inline } from '../../layout/Inline/Inline';
import { Stack } from '../../layout/Stack/Stack';
import { CheckCircleIcon, TrophyIcon } from '../../../icons';
import * as styles from './CertificateView.css';

/** A certificate as the student's own page shows it. */
export interface Certificate {
  /** The certificate's id, printed on it and used in the verification URL. */
  id: string;
  studentName: string;
  /** The student's class: 8, '8' or 'অষ্টম' (written through `classOrdinal`); none (null or '') leaves the line out. */
  classLevel: number | string | null;
  /** A chapter certificate names its chapter; a subject certificate has none. */
  chapterName?: string | null;
  subjectName: string;
  /** The quiz score that earned it, percent 0-100. */
  score: number;
  /** When it was issued, ISO text. */
  issuedAt: string;
  /** The public verification address, printed as text (e.g. 'https://…/certificates/ABC123'). */
  verifyUrl: string;
}

/** What the public verification page shows: only name, chapter (or subject), score and date. */
export type VerifiedCertificate = Pick<
  Certificate,
  'studentName' | 'chapterName' | 'subjectName' | 'score' | 'issuedAt'
>;

export const certificateVariants = ['full', 'verified', 'notFound'] as const;
export type CertificateVariant = (typeof certificateVariants)[number];

export interface CertificateViewProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  /** `full`: the student's certificate, printable; `verified`: the public check; `notFound`: no such id. */
  variant?: CertificateVariant;
  /** Needed for `full` (a Certificate) and `verified` (its public fields; any other field is not shown). */
  certificate?: Certificate | VerifiedCertificate | null;
  /** The print button; the browser's print dialog by default. */
  onPrint?: () => void;
  headingLevel?: HeadingLevel;
}

/**
 * A certificate in Bengali. Printing it prints the certificate alone (a print stylesheet hides
 * everything else on the page, the app's chrome included, and the print button itself).
 */
export function CertificateView({
  variant = 'full',
  certificate,
  onPrint = () => window.print(),
  headingLevel = 1,
  className,
  ...props
}: CertificateViewProps) {
  if (variant === 'notFound' || certificate == null) {
    return (
      <article {...props} className={className}>
        <EmptyState
          icon={<TrophyIcon />}
          tone="neutral"
          headingLevel={headingLevel}
          title={m.certificateNotFoundTitle}
          description={m.certificateNotFoundText}
        />
      </article>
    );
  }

  const isChapter = certificate.chapterName != null && certificate.chapterName !== '';
  const what = isChapter ? certificate.chapterName : certificate.subjectName;
  const date = <time dateTime={isoDateTime(certificate.issuedAt)}>{formatDate(certificate.issuedAt)}</time>;

  if (variant === 'verified') {
    return (
      <article {...props} className={cx(styles.verified, className)}>
        <Stack space="md">
          <Inline space="sm" alignY="center">
            <span className={styles.verifiedIcon} aria-hidden="true">
              <CheckCircleIcon />
            </span>
            <Heading level={headingLevel} className={styles.verifiedTitle}>
              {m.certificateVerifiedBadge}
            </Heading>
          </Inline>
          <p className={styles.verifiedText}>{m.certificateVerifiedText}</p>
          <dl className={styles.facts}>
            <dt>{m.certificateStudent}</dt>
            <dd>{certificate.studentName}</dd>
            <dt>{isChapter ? m.certificateChapter : m.certificateSubject}</dt>
            <dd>{what}</dd>
            <dt>{m.certificateScore}</dt>
            <dd>{formatPercent(certificate.score)}</dd>
            <dt>{m.certificateDate}</dt>
            <dd>{date}</dd>
          </dl>
        </Stack>
      </article>
    );
  }

  const full = certificate as Certificate;
  return (
    <Stack space="md" align="center" className={className}>
      <div className={styles.noPrint}>
        <Button variant="outline" onClick={onPrint} leadingIcon={<PrintIcon />}>
          {m.certificatePrint}
        </Button>
      </div>
      <article {...props} className={styles.certificate}>
        <Stack space="md" align="center" className={styles.inner}>
          <p className={styles.issuer}>{m.certificateIssuer}</p>
          <Heading level={headingLevel} className={styles.heading}>
            {m.certificateHeading}
          </Heading>
          <p className={styles.line}>{m.certificateIntro}</p>
          <p className={styles.name}>{full.studentName}</p>
          {/* A student without a class must not be certified as one (classOrdinal would default to a class). */}
          {full.classLevel !== null && String(full.classLevel).trim() !== '' && (
            <p className={styles.line}>{m.certificateClass(classOrdinal(full.classLevel))}</p>
          )}
          <p className={styles.line}>{isChapter ? m.certificateCompletedChapter : m.certificateCompletedSubject}</p>
          <p className={styles.what}>{what}</p>
          {isChapter && <p className={styles.line}>{full.subjectName}</p>}
          <dl className={styles.meta}>
            <div>
              <dt>{m.certificateScore}</dt>
              <dd>{formatPercent(full.score)}</dd>
            </div>
            <div>
              <dt>{m.certificateDate}</dt>
              <dd>{date}</dd>
            </div>
            {full.id && (
              <div>
                <dt>{m.certificateId}</dt>
                <dd className={styles.code}>{full.id}</dd>
              </div>
            )}
          </dl>
          {full.verifyUrl && (
            <p className={styles.verify}>
              {m.certificateVerifyAt}: <span className={styles.code}>{full.verifyUrl}</span>
            </p>
          )}
        </Stack>
      </article>
    </Stack>
  );
}

function PrintIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z" />
    </svg>
  );
}
