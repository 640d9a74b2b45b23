import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import type { DebugInfo } from '@nbp/contracts/http/identity';

/** The hosted-platform login, offered only when the debug call says the host is one of its domains. */
export function PlatformLogin({ debug }: { debug: DebugInfo | undefined }) {
  if (!debug?.hasReplitDomains) return null;
  return (
    <>
      <Separator>
        <span>Oppure</span>
      </Separator>
      <Button as="a" href="/api/login" $variant="outline" $block $size="lg">
        Accedi con la piattaforma di hosting
      </Button>
    </>
  );
}

/** Development only: which host the browser reached and what the server thinks of it. */
export function DevBanner({ debug }: { debug: DebugInfo | undefined }) {
  if (debug?.environment !== 'development') return null;
  return (
    <Banner role="note" aria-label="Informazioni di sviluppo">
      <strong>Ambiente di sviluppo</strong>
      <dl>
        <div>
          <dt>Host</dt>
          <dd>{debug.hostname}</dd>
        </div>
        <div>
          <dt>Dominio piattaforma</dt>
          <dd>{debug.hasReplitDomains ? 'sì' : 'no'}</dd>
        </div>
        <div>
          <dt>Ambiente</dt>
          <dd>{debug.environment}</dd>
        </div>
      </dl>
    </Banner>
  );
}

const Separator = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 20px 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;
const Banner = styled.div`
  margin-bottom: 20px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.seaLight};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.navy};
  font-size: 0.85rem;
  dl {
    margin: 4px 0 0;
    display: grid;
    gap: 2px;
  }
  dl div {
    display: flex;
    gap: 6px;
    flex-wrap: wrap;
  }
  dt {
    font-weight: 600;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
