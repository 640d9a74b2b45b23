import { useParams } from 'react-router-dom';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Container } from '../../components/ui/section.tsx';
import { CustomerRequestPage } from '../../features/customer-request/components/customer-request-page.tsx';
import { useT } from '../../i18n/i18n.tsx';

/**
 * /richiesta/:token and /en/request/:token: private (whoever holds the link), so never listed by
 * search engines; in the language of the customer's mails (docs/languages.md#addresses).
 */
export default function CustomerRequestRoute() {
  const t = useT();
  const { token = '' } = useParams();
  return (
    <Container>
      <PageHead
        title={t('request.head.title')}
        description={t('request.head.description')}
        path={`/richiesta/${encodeURIComponent(token)}`}
        noindex
      />
      <CustomerRequestPage token={token} />
    </Container>
  );
}
