import { useState } from 'react';
import styled from 'styled-components';
import type { AdminBoat } from '@nbp/contracts/http/catalogue';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { media } from '../../../theme/theme.ts';
import { useAdminBoats } from '../../../lib/queries/admin-boats.ts';
import { PencilIcon } from '../../../components/ui/icons.tsx';
import { ListStates, PanelHeader } from '../../../components/admin/panel.tsx';
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
    <section aria-labelledby="content-title">
      <PanelHeader
        title={<span id="content-title">Gestione Contenuti Barche</span>}
        description="Modifica descrizioni, caratteristiche, dotazioni e condizioni mostrate sul sito."
      />
      <ListStates query={boats} loading="Caricamento barche..." errorTitle="Impossibile caricare le barche" empty="Nessuna barca presente.">
        {(items) => (
          <List>
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
          </List>
        )}
      </ListStates>
    </section>
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
          <Name id={`content-${boat.id}-name`}>{boat.name}</Name>
          <Model>{boat.model}</Model>
          <Badges>
            <Badge $variant={boat.isActive ? 'success' : 'outline'}>{boat.isActive ? 'Attiva' : 'Disattivata'}</Badge>
            {!boat.requiresLicense && <Badge $variant="secondary">Senza patente</Badge>}
          </Badges>
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
        <BoatEditor boat={boat} onClose={onClose} />
      ) : (
        <>
          <Facts>
            <div>
              <dt>Capacità</dt>
              <dd>{boat.maxPersons} persone</dd>
            </div>
            <div>
              <dt>Lunghezza</dt>
              <dd>{boat.length}</dd>
            </div>
            <div>
              <dt>Motore</dt>
              <dd>{boat.motorPower}</dd>
            </div>
            <div>
              <dt>Anno</dt>
              <dd>{boat.year}</dd>
            </div>
          </Facts>
          <Description>{boat.description}</Description>
        </>
      )}
    </Item>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;
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
const Name = styled.h3`
  font-size: 1.2rem;
  margin: 0;
`;
const Model = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;
const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 8px;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 8px 16px;
  margin: 14px 0 0;
  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
const Description = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.95rem;
`;
