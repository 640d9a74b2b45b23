import styled from 'styled-components';
import { AnchorIcon } from '../../../components/ui/icons.tsx';
import { media } from '../../../theme/theme.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { ITINERARY_ORDER } from '../data.ts';
import { PLACES_CONTENT } from '../places-content.ts';
import { flexRow, gridList, iconBubble } from '../../../components/ui/styles.ts';

/** The suggested days out, in the page's language. */
export function Itineraries() {
  const texts = PLACES_CONTENT[useLang()].itineraries;
  return (
    <Grid>
      {ITINERARY_ORDER.map((id, index) => {
        const itinerary = texts[id];
        return (
          <Item key={id}>
            <Number aria-hidden="true">{index + 1}</Number>
            <h3>{itinerary.title}</h3>
            <Boats>
              <AnchorIcon size={16} /> {itinerary.boats}
            </Boats>
            <Stops>
              {itinerary.stops.map((stop) => (
                <li key={stop}>{stop}</li>
              ))}
            </Stops>
            <p>{itinerary.note}</p>
          </Item>
        );
      })}
    </Grid>
  );
}

const Grid = styled.ol`
  ${gridList('20px')}
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
const Item = styled.li`
  position: relative;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: 1.3rem;
    margin: 0 0 6px;
    padding-right: 44px;
  }
  p {
    margin: 12px 0 0;
    font-size: 0.92rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Number = styled.span`
  position: absolute;
  top: 20px;
  right: 20px;
  ${iconBubble('36px')}
  background: ${({ theme }) => theme.colors.sun};
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 700;
`;
const Boats = styled.p`
  ${flexRow('6px')}
  margin: 0 !important;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.sea} !important;
`;
const Stops = styled.ul`
  margin: 12px 0 0;
  padding-left: 20px;
  li + li {
    margin-top: 4px;
  }
`;
