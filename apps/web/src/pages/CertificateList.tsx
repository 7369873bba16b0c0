import type { CertificateSummary } from '@study/contract';
import { Card, formatDate, toBengaliDigits } from '@study/ui';
import { messages } from '../messages';
import { RouterLink } from '../RouterLink';

/** The student's certificates, each a link to its page (issue 19), or how to earn the first. */
export function CertificateList({ certificates }: { certificates: readonly CertificateSummary[] }) {
  return (
    <Card as="section" title={messages.progress.certificatesTitle} headingLevel={2}>
      {certificates.length === 0 ? (
        <p>{messages.progress.certificatesEmpty}</p>
      ) : (
        <ul>
          {certificates.map((certificate) => (
            <li key={certificate.id}>
              <RouterLink href={`/certificates/${certificate.id}`}>
                {certificate.chapterName} ({certificate.subjectName})
              </RouterLink>{' '}
              · {messages.progress.certificateScore(toBengaliDigits(certificate.score))} ·{' '}
              {formatDate(certificate.issuedAt)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
