import styled from 'styled-components';
import { PinIcon } from '../../../components/ui/icons.tsx';
import { media } from '../../../theme/theme.ts';
import { useT } from '../../../i18n/i18n.tsx';
import type { Place } from '../data.ts';
import type { PlaceText } from '../places-content.ts';
import { flexRow, gridList, pill } from '../../../components/ui/styles.ts';

/** Places of one tab: name, distance from Patti, a line and the points of interest, in the page's language. */
export function PlaceList<Id extends string>({ places, texts }: { places: Place<Id>[]; texts: Record<Id, PlaceText> }) {
  const t = useT();
  return (
    <Grid>
      {places.map((place) => (
        <Item key={place.id}>
          <Top>
            <h3>{place.name}</h3>
            {/* A plain span takes no aria-label (docs/search-engines.md#valid-html): the short badge is
                hidden from screen readers, which read the whole sentence, hidden from sight, instead. */}
            <Miles>
              <span aria-hidden="true">{t('destinations.place.miles', { miles: place.miles })}</span>
              <span className="visually-hidden">{t('destinations.place.distanceLabel', { miles: place.miles })}</span>
            </Miles>
          </Top>
          <p>{texts[place.id].summary}</p>
          <Points aria-label={t('destinations.place.points', { name: place.name })}>
            {texts[place.id].points.map((point) => (
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
  ${gridList('18px')}
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
  ${pill('2px 10px')}
  background: ${({ theme }) => theme.colors.seaLight};
  color: ${({ theme }) => theme.colors.sea};
  font-size: 0.85rem;
`;
const Points = styled.ul`
  ${gridList('4px')}
  font-size: 0.92rem;
  li {
    ${flexRow('6px')}
  }
  svg {
    color: ${({ theme }) => theme.colors.coral};
    flex: none;
  }
`;
