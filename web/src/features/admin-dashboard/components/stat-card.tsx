import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../../theme/theme.ts';
import { Cluster } from '../../../components/admin/layout.tsx';
import { Text } from '../../../components/admin/text.tsx';
import { Tile } from './tile.ts';

/** One figure of the dashboard header: a label, a value, and a small icon; compact on a phone (no icon, smaller type). */
export function StatCard({ label, value, icon, hint }: { label: string; value: ReactNode; icon?: ReactNode; hint?: string }) {
  return (
    <Wrap>
      <Cluster $align="center" $spread>
        <Label>{label}</Label>
        {icon && <Icon aria-hidden="true">{icon}</Icon>}
      </Cluster>
      <Value>{value}</Value>
      {hint && (
        <Text $margin="2px 0 0" $size="0.8rem" $tone="muted">
          {hint}
        </Text>
      )}
    </Wrap>
  );
}

const Wrap = styled(Tile)`
  padding: 10px 12px;
  ${media.sm} {
    padding: 16px 18px;
  }
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
