import styled from 'styled-components';
import { PinIcon } from '../../../components/ui/icons.tsx';
import { media } from '../../../theme/theme.ts';
import type { Place } from '../data.ts';

const milesLabel = (miles: number) => `~${miles} ${miles === 1 ? 'miglio' : 'miglia'}`;

/** Places of one tab: name, distance from Patti, a line and the points of interest. */
export function PlaceList({ places }: { places: Place[] }) {
  return (
    <Grid>
      {places.map((place) => (
        <Item key={place.name}>
          <Top>
            <h3>{place.name}</h3>
            <Miles aria-label={`Distanza da Patti: circa ${place.miles} ${place.miles === 1 ? 'miglio' : 'miglia'}`}>
              {milesLabel(place.miles)}
            </Miles>
          </Top>
          <p>{place.summary}</p>
          <Points aria-label={`Da vedere a ${place.name}`}>
            {place.points.map((point) => (
              <li key={point}>
                <PinIcon size={15} /> {point}
              </li>
            ))}
          </Points>
        </Item>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 18px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: 1fr 1fr 1fr;
  }
`;
const Item = styled.li`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  p {
    margin: 6px 0 12px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.95rem;
  }
`;
const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 10px;
  h3 {
    margin: 0;
    font-size: 1.3rem;
  }
`;
const Miles = styled.span`
  flex: none;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.seaLight};
  color: ${({ theme }) => theme.colors.sea};
  font-weight: 600;
  font-size: 0.85rem;
`;
const Points = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  font-size: 0.92rem;
  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    color: ${({ theme }) => theme.colors.coral};
    flex: none;
  }
`;
