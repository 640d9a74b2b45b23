import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../../theme/theme.ts';

/** One figure of the dashboard header: a label, a value, and a small icon; compact on a phone (no icon, smaller type). */
export function StatCard({ label, value, icon, hint }: { label: string; value: ReactNode; icon?: ReactNode; hint?: string }) {
  return (
    <Wrap>
      <Top>
        <Label>{label}</Label>
        {icon && <Icon aria-hidden="true">{icon}</Icon>}
      </Top>
      <Value>{value}</Value>
      {hint && <Hint>{hint}</Hint>}
    </Wrap>
  );
}

const Wrap = styled.div`
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 10px 12px;
  min-width: 0;
  ${media.sm} {
    padding: 16px 18px;
  }
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;
const Label = styled.p`
  margin: 0;
  font-size: 0.8rem;
  line-height: 1.3;
  ${media.sm} {
    font-size: 0.9rem;
  }
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;
const Icon = styled.span`
  display: none;
  ${media.sm} {
    display: inline-grid;
  }
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.seaLight};
  color: ${({ theme }) => theme.colors.sea};
  svg {
    width: 18px;
    height: 18px;
  }
`;
const Value = styled.p`
  margin: 2px 0 0;
  font-size: 1.25rem;
  ${media.sm} {
    margin-top: 6px;
    font-size: 1.6rem;
  }
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
  overflow-wrap: anywhere;
`;
const Hint = styled.p`
  margin: 2px 0 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;
