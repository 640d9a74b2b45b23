import styled from 'styled-components';
import { media } from '../../../theme/theme.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { DESTINATIONS, type DestinationId } from '../data.ts';
import { flexRow } from '../../../components/ui/styles.ts';

/** The two clickable cards in the destinations hero. */
export function DestinationPicker({ onPick }: { onPick: (id: DestinationId) => void }) {
  const t = useT();
  return (
    <Grid>
      {DESTINATIONS.map((destination) => (
        <Pick key={destination.id} type="button" onClick={() => onPick(destination.id)}>
          <img src={destination.image} alt="" width={800} height={500} decoding="async" />
          <span>
            <strong>{t(destination.name)}</strong>
            <small>{t(destination.distance)}</small>
          </span>
        </Pick>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 14px;
  margin-top: 32px;
  max-width: 760px;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Pick = styled.button`
  ${flexRow('14px')}
  padding: 10px;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${({ theme }) => theme.radius.md};
  background: rgba(255, 255, 255, 0.12);
  backdrop-filter: blur(6px);
  color: ${({ theme }) => theme.colors.white};
  text-align: left;
  cursor: pointer;
  transition:
    background 150ms ease,
    transform 150ms ease;
  &:hover {
    background: rgba(255, 255, 255, 0.22);
    transform: translateY(-2px);
  }
  img {
    width: 88px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    flex: none;
  }
  span {
    display: grid;
  }
  strong {
    font-size: 1.1rem;
  }
  small {
    color: ${({ theme }) => theme.colors.sun};
    font-weight: 600;
    font-size: 0.9rem;
  }
`;
