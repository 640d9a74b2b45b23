import { useState } from 'react';
import styled from 'styled-components';
import type { AdminBoat } from '@nbp/contracts/http/catalogue';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { media } from '../../../theme/theme.ts';
import { useAdminBoats } from '../../../lib/queries/admin-boats.ts';
import { PencilIcon } from '../../../components/ui/icons.tsx';
import { ListStates, PanelSection } from '../../../components/admin/panel.tsx';
import { ItemFacts, RuledPart } from '../../../components/admin/item-card.tsx';
import { Cluster, Stack } from '../../../components/admin/layout.tsx';
import { BoxTitle, Text } from '../../../components/admin/text.tsx';
import { useShownElement } from '../../../components/admin/use-shown.ts';
import { BoatEditor } from './boat-editor.tsx';

/**
 * Contenuti: the boats' texts, specifications, equipment and conditions, one boat at a time.
 * `shownId`: a boat the log asked to show (docs/back-office.md#a-readable-log): scrolled to and marked.
 */
export function ContentPanel({ shownId = null }: { shownId?: number | null } = {}) {
  const boats = useAdminBoats();
  const [editingId, setEditingId] = useState<number | null>(null);
  return (
    <PanelSection
      id="content-title"
      title="Gestione Contenuti Barche"
      description="Modifica descrizioni, caratteristiche, dotazioni e condizioni mostrate sul sito."
    >
      <ListStates query={boats} loading="Caricamento barche..." errorTitle="Impossibile caricare le barche" empty="Nessuna barca presente.">
        {(items) => (
          <Stack>
            {items.map((boat) => (
              <li key={boat.id}>
                <BoatContentItem
                  boat={boat}
                  shown={boat.id === shownId}
                  editing={editingId === boat.id}
                  locked={editingId !== null && editingId !== boat.id}
                  onEdit={() => setEditingId(boat.id)}
                  onClose={() => setEditingId(null)}
                />
              </li>
            ))}
          </Stack>
        )}
      </ListStates>
    </PanelSection>
  );
}

function BoatContentItem({
  boat,
  shown,
  editing,
  locked,
  onEdit,
  onClose,
}: {
  boat: AdminBoat;
  shown: boolean;
  editing: boolean;
  locked: boolean;
  onEdit: () => void;
  onClose: () => void;
}) {
  const item = useShownElement<HTMLElement>(shown);
  return (
    <Item ref={item} tabIndex={-1} aria-labelledby={`content-${boat.id}-name`} $editing={editing} $shown={shown}>
      <Head>
        <div>
          <BoxTitle id={`content-${boat.id}-name`} $size="1.2rem">
            {boat.name}
          </BoxTitle>
          <Text $margin="2px 0 0" $tone="muted">
            {boat.model}
          </Text>
          <Cluster $gap="6px" $margin="8px 0 0">
            <Badge $variant={boat.isActive ? 'success' : 'outline'}>{boat.isActive ? 'Attiva' : 'Disattivata'}</Badge>
            {!boat.requiresLicense && <Badge $variant="secondary">Senza patente</Badge>}
          </Cluster>
        </div>
        {!editing && (
          <Button
            type="button"
            $variant="outline"
            $size="sm"
            onClick={onEdit}
            disabled={locked}
            title={locked ? 'Salva o annulla la modifica in corso' : undefined}
          >
            <PencilIcon />
            Modifica contenuto
          </Button>
        )}
      </Head>
      {editing ? (
        <RuledPart>
          <BoatEditor boat={boat} onClose={onClose} />
        </RuledPart>
      ) : (
        <>
          <ItemFacts $phone="repeat(2, 1fr)" $wide="repeat(4, 1fr)" $strong>
            {[
              ['Capacità', `${boat.maxPersons} persone`],
              ['Lunghezza', boat.length],
              ['Motore', boat.motorPower],
              ['Anno', boat.year],
            ].map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </ItemFacts>
          <Text $margin="12px 0 0" $tone="text" $size="0.95rem">
            {boat.description}
          </Text>
        </>
      )}
    </Item>
  );
}

const Item = styled.article<{ $editing: boolean; $shown: boolean }>`
  border: ${({ theme, $editing }) => ($editing ? `2px solid ${theme.colors.sea}` : `1px solid ${theme.colors.border}`)};
  box-shadow: ${({ theme, $shown }) => ($shown ? `0 0 0 3px ${theme.colors.sun}` : 'none')};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  padding: 16px;
  ${media.md} {
    padding: 20px;
  }
`;
const Head = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  ${media.sm} {
    flex-direction: row;
    justify-content: space-between;
    align-items: flex-start;
  }
`;
