import { certificateIdSchema } from '@study/contract';
import { CertificateView, ErrorState } from '@study/ui';
import { useParams } from 'react-router-dom';
import { useCertificate } from '../data/hooks';
import { messages } from '../messages';
import { useDocumentTitle } from '../useDocumentTitle';
import { isNotFound } from './loadStatus';
import { certificateView } from './progressProps';

/** /certificates/:certificateId (issue 19): the student's own certificate, printable, with its public address. */
export function CertificatePage() {
  useDocumentTitle(messages.pageTitles.certificate);
  const { certificateId = '' } = useParams();
  // An id that cannot be one (a cut-off link) is not a certificate, not a failure to load one.
  const wellFormed = certificateIdSchema.safeParse(certificateId).success;
  const query = useCertificate(wellFormed ? certificateId : null);
  if (!wellFormed) return <CertificateView variant="notFound" headingLevel={2} />;
  if (query.data) {
    return (
      <CertificateView
        variant="full"
        certificate={certificateView(query.data, window.location.origin)}
        headingLevel={2}
      />
    );
  }
  if (query.error !== undefined) {
    return isNotFound(query.error) ? (
      <CertificateView variant="notFound" headingLevel={2} />
    ) : (
      <ErrorState
        title={messages.progress.certificateLoadFailed}
        onRetry={() => void query.mutate()}
        retrying={query.isValidating}
      />
    );
  }
  return <p role="status">{messages.progress.certificateLoading}</p>;
}
