import styled from 'styled-components';
import { Stack } from '../../../components/admin/layout.tsx';
import { Text } from '../../../components/admin/text.tsx';
import type { HarbourMovement } from '@nbp/contracts/http/booking';
import { useHarbourToday } from '../api/get-harbour-today.ts';
import { telHref, whatsappDigits } from '../logic/planning-grid.ts';
import { formatDay } from '@nbp/contracts/days';

const STATE: Record<string, string> = { confirmed: 'Confermata', pending: 'In attesa' };

/** "Oggi al porto" (docs/back-office.md#planning): who leaves and who comes back today, and how to reach them. */
export function HarbourTodayCard({
  boats,
  onOpenBooking,
  onOpenRequests,
}: {
  boats: readonly { id: number; name: string }[];
  onOpenBooking: (id: number) => void;
  onOpenRequests: (id: number) => void;
}) {
  const today = useHarbourToday();
  const nameOf = (boatId: number) => boats.find((boat) => boat.id === boatId)?.name ?? `Barca #${boatId}`;
  const data = today.data;
  return (
    <Card aria-labelledby="oggi-al-porto">
      <h2 id="oggi-al-porto">
        Oggi al porto{data ? ` · ${formatDay(data.date, 'it', { weekday: 'long', day: 'numeric', month: 'long' })}` : ''}
      </h2>
      {today.isPending ? (
        <p>Caricamento...</p>
      ) : today.isError && !data ? (
        <p role="alert">Impossibile caricare le partenze e i rientri di oggi.</p>
      ) : data ? (
        <Stack as="div" $columns>
          {(
            [
              ['Partenze', data.departures, 'Nessuna partenza oggi.'],
              ['Rientri', data.returns, 'Nessun rientro oggi.'],
            ] as const
          ).map(([title, list, none]) => (
            <section key={title} aria-label={title}>
              <h3>
                {title} ({list.length})
              </h3>
              {list.length === 0 ? (
                <Text $size="0.875rem" $tone="muted">
                  {none}
                </Text>
              ) : (
                <Stack $gap={8}>
                  {list.map((m) => (
                    <Movement
                      key={`${m.kind}-${m.id}`}
                      movement={m}
                      boatName={nameOf(m.boatId)}
                      onOpen={() => (m.kind === 'booking' ? onOpenBooking(m.id) : onOpenRequests(m.id))}
                    />
                  ))}
                </Stack>
              )}
            </section>
          ))}
        </Stack>
      ) : null}
    </Card>
  );
}

function Movement({ movement, boatName, onOpen }: { movement: HarbourMovement; boatName: string; onOpen: () => void }) {
  const state = movement.kind === 'hold' ? 'Richiesta in attesa' : (STATE[movement.status] ?? movement.status);
  return (
    <Item>
      <strong>{boatName}</strong>
      <span>
        <LinkButton type="button" onClick={onOpen}>
          {movement.customerName}
        </LinkButton>{' '}
        · {state}
      </span>
      <Links>
        <a href={telHref(movement.customerPhone)}>Chiama {movement.customerPhone}</a>
        <a href={`https://wa.me/${whatsappDigits(movement.customerPhone)}`} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
      </Links>
      {movement.notes && <Note>Nota: {movement.notes}</Note>}
    </Item>
  );
}

const Card = styled.section`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 12px 16px;
  margin-bottom: 20px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.navy};
    &::first-letter {
      text-transform: uppercase;
    }
  }
  h3 {
    margin: 0 0 6px;
    font-size: 0.95rem;
  }
`;
const Item = styled.li`
  display: grid;
  gap: 2px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.seaLight};
  font-size: 0.875rem;
`;
const Links = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  a {
    color: ${({ theme }) => theme.colors.sea};
    font-weight: 600;
    min-height: 32px;
    display: inline-flex;
    align-items: center;
  }
`;
const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.navy};
  text-decoration: underline;
  cursor: pointer;
`;
const Note = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;
