import { Badge } from '../../../components/ui/badge.tsx';
import { ItemCard, ItemHead } from '../../../components/admin/item-card.tsx';
import { Stack } from '../../../components/admin/layout.tsx';
import { BoxTitle, Text } from '../../../components/admin/text.tsx';
import { useAdminBoats } from '../../../lib/queries/admin-boats.ts';
import { ListStates, PanelSection } from '../../../components/admin/panel.tsx';

/** Barche: the fleet as the office sees it, read-only (content is edited in Contenuti). */
export function BoatsPanel() {
  const boats = useAdminBoats();
  return (
    <PanelSection id="boats-title" title="Flotta" description="Le barche a disposizione e il loro stato.">
      <ListStates query={boats} loading="Caricamento barche..." errorTitle="Impossibile caricare le barche" empty="Nessuna barca presente.">
        {(items) => (
          <Stack $columns>
            {items.map((boat) => (
              <li key={boat.id}>
                <ItemCard aria-labelledby={`boat-${boat.id}-name`} $fill>
                  <ItemHead>
                    <BoxTitle id={`boat-${boat.id}-name`}>{boat.name}</BoxTitle>
                    <Badge $variant={boat.isActive ? 'success' : 'outline'}>{boat.isActive ? 'Attiva' : 'Inattiva'}</Badge>
                  </ItemHead>
                  <Text $margin="8px 0 0" $tone="muted" $size="0.95rem">
                    {boat.description}
                  </Text>
                  <Text $margin="10px 0 0" $weight={600} $tone="navy">
                    Capacità: {boat.maxPersons} persone
                  </Text>
                </ItemCard>
              </li>
            ))}
          </Stack>
        )}
      </ListStates>
    </PanelSection>
  );
}
