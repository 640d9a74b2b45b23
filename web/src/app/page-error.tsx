import { Suspense, useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { PageHead } from '../components/seo/page-head.tsx';
import { Button } from '../components/ui/button.tsx';
import { CenteredMessage } from '../components/ui/centered-message.ts';
import { Container } from '../components/ui/section.tsx';
import { LangProvider, LocalLink, useT } from '../i18n/i18n.tsx';
import { langOfPath, pathWithoutLang } from '../i18n/lang.ts';
import { useRenderStatus } from '../lib/render-record.tsx';

/**
 * What a page shows instead of a blank screen when it cannot be drawn (docs/public-pages.md#pages-never-blank):
 * its loader threw, or a component failed while drawing (an answer the page could not read). A
 * readable message in the address's language, 'Riprova' (the same address again, a plain link that
 * works without JavaScript too) and the way home. Every route of the router has it
 * (app/router.tsx); on the server a loader's failure is drawn by it and answered 500.
 */
export function PageError() {
  const { pathname } = useLocation();
  return (
    // Its own language and words, so it shows even when what failed is above the page's language.
    <Suspense fallback={null}>
      <LangProvider lang={langOfPath(pathname)}>
        <PageErrorMessage />
      </LangProvider>
    </Suspense>
  );
}

function PageErrorMessage() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const t = useT();
  useRenderStatus(500);
  useEffect(() => {
    // Kept for whoever reads the console: the visitor sees the message.
    console.error('page failed', error);
  }, [error]);
  return (
    <Container>
      <PageHead title={t('pageError.title')} description={t('pageError.text')} path={pathWithoutLang(pathname)} errorPage />
      <Message role="alert" data-testid="page-error">
        <h1>{t('pageError.title')}</h1>
        <p>{t('pageError.text')}</p>
        <Actions>
          <Button as="a" href={pathname + search}>
            {t('pageError.retry')}
          </Button>
          <Button as={LocalLink} to="/" $variant="outline">
            {t('pageError.home')}
          </Button>
        </Actions>
      </Message>
    </Container>
  );
}

const Message = styled(CenteredMessage)`
  p {
    max-width: 46ch;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;
