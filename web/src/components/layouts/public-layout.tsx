import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { BUSINESS } from '@nbp/contracts/business';

/** Placeholder header and footer; the public-site work replaces them with the spec's navigation. */
export function PublicLayout() {
  return (
    <>
      <header>
        <strong>{BUSINESS.name}</strong>
      </header>
      <Main id="contenuto">
        <Outlet />
      </Main>
      <footer>
        © {BUSINESS.name} {BUSINESS.legalForm} · P. IVA {BUSINESS.vatNumber}
      </footer>
    </>
  );
}

const Main = styled.main`
  min-height: 60vh;
`;
