import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../ui/button.tsx';
import { media } from '../../theme/theme.ts';
import { HomeIcon, LogoutIcon } from '../ui/icons.tsx';

/** 'Dashboard Admin', the welcome line and the two ways out. */
export function AdminHeader({ greetingName }: { greetingName: string }) {
  return (
    <Bar>
      <Inner>
        <div>
          <Title>Dashboard Admin</Title>
          <Welcome>Benvenuto, {greetingName}</Welcome>
        </div>
        <Actions>
          <Button as={Link} to="/" $variant="outline" $size="sm">
            <HomeIcon />
            Torna al Sito
          </Button>
          {/* A full navigation: the server ends the session and answers with a redirect. */}
          <Button as="a" href="/api/logout" $variant="secondary" $size="sm">
            <LogoutIcon />
            Logout
          </Button>
        </Actions>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 16px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  ${media.md} {
    padding: 20px 32px;
  }
`;
const Title = styled.h1`
  margin: 0;
  font-size: 1.6rem;
  ${media.md} {
    font-size: 1.9rem;
  }
`;
const Welcome = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;
