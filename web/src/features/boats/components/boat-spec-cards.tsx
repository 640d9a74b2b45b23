import styled from 'styled-components';
import type { Boat } from '@nbp/contracts/http/catalogue';
import { CalendarIcon, EngineIcon, RulerIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { media } from '../../../theme/theme.ts';
import { specItems } from '../logic/boat-display.ts';
import { useFormat, useT } from '../../../i18n/i18n.tsx';
import type { FigureKind } from '../../../i18n/figures.ts';
import { gridList } from '../../../components/ui/styles.ts';

const ICONS = { capacity: UsersIcon, length: RulerIcon, engine: EngineIcon, year: CalendarIcon };
/** The figures written in the page's language (i18n/figures.ts); the year is a number in both. */
const FIGURES = { length: 'length', engine: 'power', year: null } as const;

/** Up to four spec cards: capacity, length, engine, year; a figure the boat lacks has no card. */
export function BoatSpecCards({ boat }: { boat: Boat }) {
  const specs = specItems(boat);
  const t = useT();
  const format = useFormat();
  const figure = (kind: FigureKind | null, value: string) => (kind ? format.figure(kind, value) : value);
  if (specs.length === 0) return null;
  return (
    <Grid>
      {specs.map(({ key, value }) => {
        const Icon = ICONS[key];
        return (
          <li key={key}>
            <Icon size={24} />
            <span>{t(`boat.spec.${key}`)}</span>
            <strong>
              {key === 'capacity' ? t('boat.spec.capacityValue', { count: boat.maxPersons }) : (figure(FIGURES[key], value) ?? value)}
            </strong>
          </li>
        );
      })}
    </Grid>
  );
}

const Grid = styled.ul`
  ${gridList('12px')}
  grid-template-columns: 1fr 1fr;
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
