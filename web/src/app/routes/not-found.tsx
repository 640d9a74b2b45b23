import styled from 'styled-components';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CenteredMessage } from '../../components/ui/centered-message.ts';
import { Container } from '../../components/ui/section.tsx';
import { LocalLink, useT } from '../../i18n/i18n.tsx';
import { useRenderStatus } from '../../lib/render-record.tsx';

/**
 * Any unknown address, in its language: under /en the English page (docs/languages.md#addresses).
 * The heading is 'Pagina non trovata' in Italian, 'Page Not Found' in English (docs/languages.md#the-shell).
 */
export default function NotFoundRoute() {
  const t = useT();
  // Rendered on the server, the page answers 404 (docs/server-rendering.md#status).
  useRenderStatus(404);
  return (
    <Container>
      {/* Not indexed, no canonical (docs/public-pages.md#error-pages). */}
      <PageHead title={t('notFound.title')} description={t('notFound.description')} path="/404" errorPage />
      <CenteredMessage>
        <Code aria-hidden="true">404</Code>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Button as={LocalLink} to="/">
          {t('notFound.home')}
        </Button>
      </CenteredMessage>
    </Container>
  );
}

const Code = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(5rem, 18vw, 9rem);
  line-height: 1;
  color: ${({ theme }) => theme.colors.seaLight};
  -webkit-text-stroke: 2px ${({ theme }) => theme.colors.sea};
`;
