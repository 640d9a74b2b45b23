import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { HydrationMark } from '../../lib/hydration-mark.tsx';
import { PageLoader } from '../ui/page-loader.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Header and footer around every public page; a lazy page loads inside, the bars stay. */
export function PublicLayout() {
  const t = useT();
  return (
    <Shell>
      <SkipLink href="#contenuto">{t('layout.skipToContent')}</SkipLink>
      <Header />
      <Main id="contenuto" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </Main>
      <Footer />
    </Shell>
  );
}

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;
// At least a screen tall, so the footer does not jump when a page's code and data replace the loader.
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  outline: none;
`;
const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -60px;
  z-index: 60;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  &:focus {
    top: 12px;
  }
`;
