import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ItemAction } from './item-action.tsx';

/** 'Precedente' · 'Pagina 2 di 5' · 'Successiva' under a paged list of a tab. */
export function Pager({
  label,
  previous,
  next,
  children,
}: {
  /** The navigation's accessible name ('Pagine delle prenotazioni'). */
  label: string;
  previous: { label: string; disabled: boolean; onClick: () => void };
  next: { label: string; disabled: boolean; onClick: () => void };
  /** Where the list is: 'Pagina 2 di 5'. */
  children: ReactNode;
}) {
  return (
    <Nav aria-label={label}>
      <ItemAction onClick={previous.onClick} disabled={previous.disabled}>
        {previous.label}
      </ItemAction>
      {children}
      <ItemAction onClick={next.onClick} disabled={next.disabled}>
        {next.label}
      </ItemAction>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 16px;
`;
