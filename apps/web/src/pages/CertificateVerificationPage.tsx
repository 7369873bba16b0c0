import { Box, CertificateView, ErrorState } from '@study/ui';
import { useParams } from 'react-router-dom';
import { useCertificateVerification } from '../data/hooks';
import { messages } from '../messages';
import { useDocumentTitle } from '../useDocumentTitle';
import { verifiedCertificate } from './progressProps';

/**
 * /verify/:certificateId (issue 19): anyone, signed in or not, checks a certificate by the id
 * printed on it. Only the name, the chapter, the score and the date.
 */
export function CertificateVerificationPage() {
  useDocumentTitle(messages.pageTitles.certificateVerification);
  const { certificateId = '' } = useParams();
  const query = useCertificateVerification(certificateId || null);
  let content;
  if (query.data) content = <CertificateView variant="verified" certificate={verifiedCertificate(query.data)} />;
  else if (query.data === null) content = <CertificateView variant="notFound" />;
  else if (query.error?.status === 429)
    // Too many unknown ids from this address: the server's message says how long to wait; a retry now would only be refused.
    content = <ErrorState title={messages.progress.certificateLoadFailed} message={query.error.message} />;
  else if (query.error !== undefined)
    content = (
      <ErrorState
        title={messages.progress.certificateLoadFailed}
        onRetry={() => void query.mutate()}
        retrying={query.isValidating}
      />
    );
  else content = <p role="status">{messages.progress.certificateLoading}</p>;
  // A public page outside the shell: the card keeps clear of the window's edges.
  return (
    <Box as="main" paddingX={{ mobile: 'md', tablet: 'xl' }} paddingY={{ mobile: 'lg', tablet: 'xxl' }}>
      {content}
    </Box>
  );
}
