import { useParams } from 'react-router-dom';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Container } from '../../components/ui/section.tsx';
import { CustomerRequestPage } from '../../features/customer-request/components/customer-request-page.tsx';

/** /richiesta/:token: private (whoever holds the link), so never listed by search engines. */
export default function CustomerRequestRoute() {
  const { token = '' } = useParams();
  return (
    <Container>
      <PageHead
        title="La tua richiesta"
        description="Lo stato della tua richiesta di noleggio."
        path={`/richiesta/${encodeURIComponent(token)}`}
        noindex
      />
      <CustomerRequestPage token={token} />
    </Container>
  );
}
