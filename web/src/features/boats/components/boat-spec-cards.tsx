import styled from 'styled-components';
import type { Boat } from '@nbp/contracts/http/catalogue';
import { CalendarIcon, EngineIcon, RulerIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { media } from '../../../theme/theme.ts';

/** Four spec cards: capacity, length, engine, year. */
export function BoatSpecCards({ boat }: { boat: Boat }) {
  const specs = [
    { icon: UsersIcon, label: 'Capacità', value: `${boat.maxPersons} persone` },
    { icon: RulerIcon, label: 'Lunghezza', value: boat.length },
    { icon: EngineIcon, label: 'Motore', value: boat.motorPower },
    { icon: CalendarIcon, label: 'Anno', value: String(boat.year) },
  ];
  return (
    <Grid>
      {specs.map(({ icon: Icon, label, value }) => (
        <li key={label}>
          <Icon size={24} />
          <span>{label}</span>
          <strong>{value}</strong>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: grid;
    justify-items: center;
    gap: 2px;
    padding: 16px 10px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.seaLight};
    text-align: center;
  }
  svg {
    color: ${({ theme }) => theme.colors.sea};
    margin-bottom: 4px;
  }
  span {
    font-size: 0.82rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    color: ${({ theme }) => theme.colors.navy};
    font-size: 1.05rem;
  }
`;
