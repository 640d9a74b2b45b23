import styled from 'styled-components';
import { Button } from '../ui/button.tsx';

/** Signed in, but not an administrator (docs/product/screens.md#admin). */
export function AccessDenied() {
  return (
    <Wrap>
      <Box role="alert" aria-labelledby="denied-title">
        <h1 id="denied-title">Accesso Negato</h1>
        <p>Non hai i permessi per accedere alla dashboard admin.</p>
        <Button as="a" href="/api/login" $block>
          Effettua Login
        </Button>
      </Box>
    </Wrap>
  );
}

const Wrap = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 16px;
  background: ${({ theme }) => theme.colors.seaLight};
`;
const Box = styled.div`
  width: 100%;
  max-width: 420px;
  text-align: center;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 28px 24px;
  h1 {
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
