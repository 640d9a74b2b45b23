import styled from 'styled-components';
import { useT } from '../../../i18n/i18n.tsx';
import { useBoats } from '../api/get-boats.ts';
import { BoatCard } from './boat-card.tsx';
import { WaveLoader } from './wave-loader.tsx';
import { CardGrid } from '../../../components/ui/section.tsx';

/** 'La Nostra Flotta': two columns of boat cards from GET /api/boats. */
export function FleetGrid() {
  const boats = useBoats();
  const t = useT();
  if (boats.isPending) return <WaveLoader />;
  if (boats.isError) return <Problem role="alert">{t('fleet.failed')}</Problem>;
  return (
    <CardGrid>
      {boats.data.map((boat) => (
        <BoatCard key={boat.id} boat={boat} />
      ))}
    </CardGrid>
  );
}

const Problem = styled.p`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  text-align: center;
`;
