import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/theme.ts';
import { errorMessage } from '../../lib/api-client.ts';

/** The title row of a tab: heading on the left, actions on the right (stacked on a phone). */
export function PanelHeader({
  title,
  description,
  actions,
  level = 2,
  stacked,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  level?: 2 | 3;
  /** Actions under the title at every width, for narrow boxes. */
  stacked?: boolean;
}) {
  const Heading = level === 2 ? H2 : H3;
  return (
    <Header $stacked={stacked}>
      <div>
        <Heading>{title}</Heading>
        {description && <Description>{description}</Description>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

/** A tab's panel: a section named by its title, the title row, then the tab's content. */
export function PanelSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  /** The title's id, which names the section. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <PanelHeader title={<span id={id}>{title}</span>} description={description} actions={actions} />
      {children}
    </section>
  );
}

/** Loading, empty and error states of a list: centred text, announced politely. */
export function StateMessage({
  title,
  text,
  tone = 'muted',
  busy,
}: {
  title?: ReactNode;
  text?: ReactNode;
  tone?: 'muted' | 'error';
  busy?: boolean;
}) {
  return (
    <State role={tone === 'error' ? 'alert' : 'status'} aria-busy={busy || undefined} $tone={tone}>
      {busy && <Spinner aria-hidden="true" />}
      {title && <StateTitle>{title}</StateTitle>}
      {text && <StateText>{text}</StateText>}
    </State>
  );
}

/** A list read from the API: its loading, error and empty states, then `children` draws its items. */
export function ListStates<T>({
  query,
  loading,
  errorTitle,
  empty,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; error: unknown; data?: T[] | undefined };
  loading: string;
  errorTitle: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isLoading) return <StateMessage busy text={loading} />;
  if (query.isError) {
    return <StateMessage tone="error" title={errorTitle} text={errorMessage(query.error, 'Riprova tra qualche istante.')} />;
  }
  if (!query.data?.length) return <StateMessage text={empty} />;
  return children(query.data);
}

const Header = styled.div<{ $stacked?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 16px;
  ${media.sm} {
    flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
    align-items: flex-start;
    justify-content: space-between;
  }
`;
const H2 = styled.h2`
  font-size: 1.4rem;
  margin: 0;
`;
const H3 = styled.h3`
  font-size: 1.2rem;
  margin: 0;
`;
const Description = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;
const Actions = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;
const State = styled.div<{ $tone: 'muted' | 'error' }>`
  display: grid;
  justify-items: center;
  gap: 6px;
  text-align: center;
  padding: 40px 16px;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.muted)};
`;
const StateTitle = styled.p`
  margin: 0;
  font-weight: 600;
  color: inherit;
  font-size: 1.05rem;
`;
const StateText = styled.p`
  margin: 0;
`;
const Spinner = styled.div`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.seaLight};
  border-top-color: ${({ theme }) => theme.colors.sea};
  animation: admin-spin 0.9s linear infinite;
  @keyframes admin-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
