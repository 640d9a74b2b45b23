import styled from 'styled-components';
import type { Dashboard } from '@nbp/contracts/http/dashboard';
import { media } from '../../../theme/theme.ts';
import { formatDay } from '@nbp/contracts/days';
import { Tile } from './tile.ts';

/**
 * This month's occupancy per boat (docs/back-office.md#dashboard-figures): one compact row, each boat
 * its name and percent, wrapping on a phone.
 */
export function Occupancy({ occupancy }: { occupancy: Dashboard['stats']['occupancy'] }) {
  const title = `Occupazione ${formatDay(`${occupancy.month}-01`, 'it', { month: 'long' })}`;
  return (
    <Wrap aria-label={title}>
      <Title>{title}</Title>
      <List>
        {occupancy.boats.map((boat) => (
          <li key={boat.boatId}>
            <Name>{boat.name}</Name> <Percent>{boat.percent}%</Percent>
          </li>
        ))}
      </List>
    </Wrap>
  );
}

const Wrap = styled(Tile).attrs({ as: 'section' })`
  margin-top: 8px;
  padding: 8px 12px;
  ${media.sm} {
    margin-top: 12px;
    padding: 12px 18px;
  }
`;
const Title = styled.h2`
  margin: 0 0 4px;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  ${media.sm} {
    font-size: 0.9rem;
  }
`;
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
`;
const Name = styled.span`
  color: ${({ theme }) => theme.colors.navy};
`;
const Percent = styled.strong`
  color: ${({ theme }) => theme.colors.navy};
`;
