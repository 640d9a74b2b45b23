import styled from 'styled-components';
import { PageHead } from '../../components/seo/page-head.tsx';
import { useAuthDebug } from '../../features/auth/api/get-auth-debug.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { DevBanner, PlatformLogin } from '../../features/auth/components/platform-login.tsx';

/** /login, inside the public layout: the administrators' door. */
export default function LoginRoute() {
  const debug = useAuthDebug();
  return (
    <Page>
      <PageHead
        title="Accesso Amministratore"
        description="Accesso riservato agli amministratori per la gestione di prenotazioni, barche e prezzi."
        path="/login"
      />
      <Box>
        <DevBanner debug={debug.data} />
        <Heading>Accesso Amministratore</Heading>
        <Lead>Accedi alla dashboard per gestire prenotazioni, barche e prezzi.</Lead>
        <LoginForm />
        <PlatformLogin debug={debug.data} />
        <Note>
          <LockIcon />
          <span>Solo gli amministratori autorizzati possono accedere a quest'area.</span>
        </Note>
      </Box>
    </Page>
  );
}

function LockIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: 40px 16px 64px;
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.seaLight} 0%, ${({ theme }) => theme.colors.white} 100%);
`;
const Box = styled.section`
  width: 100%;
  max-width: 440px;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 28px 20px;
  @media (min-width: 480px) {
    padding: 36px 32px;
  }
`;
const Heading = styled.h1`
  font-size: 1.75rem;
  text-align: center;
  margin-bottom: 6px;
`;
const Lead = styled.p`
  margin: 0 0 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
const Note = styled.p`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  gap: 8px;
  margin: 20px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  svg {
    flex: none;
    margin-top: 3px;
  }
`;
