import styled from 'styled-components';

/**
 * A tab's name and, when `count` is above zero, a red badge with the figure. The figure is seen; a
 * screen reader hears `spoken` instead (an aria-label on a plain span is not read reliably), e.g.
 * 'Richieste Email 2 in attesa' (docs/back-office.md#live-lists).
 */
export function TabBadge({ label, count, title, spoken }: { label: string; count: number; title: string; spoken: string }) {
  return (
    <>
      {label}
      {count > 0 && (
        <>
          <Count aria-hidden="true" title={title}>
            {count}
          </Count>
          <span className="visually-hidden"> {spoken}</span>
        </>
      )}
    </>
  );
}

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  line-height: 1;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
`;
