import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge.tsx';
import { media } from '../../../theme/theme.ts';
import { useAdminBoats } from '../../../lib/queries/admin-boats.ts';
import { ListStates, PanelHeader } from '../../../components/admin/panel.tsx';

/** Barche: the fleet as the office sees it, read-only (content is edited in Contenuti). */
export function BoatsPanel() {
  const boats = useAdminBoats();
  return (
    <section aria-labelledby="boats-title">
      <PanelHeader title={<span id="boats-title">Flotta</span>} description="Le barche a disposizione e il loro stato." />
      <ListStates query={boats} loading="Caricamento barche..." errorTitle="Impossibile caricare le barche" empty="Nessuna barca presente.">
        {(items) => (
          <Grid>
            {items.map((boat) => (
              <li key={boat.id}>
                <Item aria-labelledby={`boat-${boat.id}-name`}>
                  <Head>
                    <Name id={`boat-${boat.id}-name`}>{boat.name}</Name>
                    <Badge $variant={boat.isActive ? 'success' : 'outline'}>{boat.isActive ? 'Attiva' : 'Inattiva'}</Badge>
                  </Head>
                  <Description>{boat.description}</Description>
                  <Capacity>Capacità: {boat.maxPersons} persone</Capacity>
                </Item>
              </li>
            ))}
          </Grid>
        )}
      </ListStates>
    </section>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Item = styled.article`
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  padding: 16px;
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
`;
const Name = styled.h3`
  font-size: 1.15rem;
  margin: 0;
`;
const Description = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;
const Capacity = styled.p`
  margin: 10px 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;
