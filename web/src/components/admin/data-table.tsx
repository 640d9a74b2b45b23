import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A table that scrolls sideways inside its own box on a phone; the box is focusable so the
 * keyboard can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;
export const Table = styled.table<{ $minWidth?: string }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth ?? '640px'};
  border-collapse: collapse;
  font-size: 0.92rem;
`;
export const Th = styled.th`
  text-align: left;
  padding: 10px 12px;
  background: ${({ theme }) => theme.colors.seaLight};
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
  white-space: nowrap;
`;
export const Td = styled.td`
  padding: 10px 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: top;
`;
