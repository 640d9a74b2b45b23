import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatEuro, longItalianDate, slashItalianDateTime } from '@nbp/contracts/format';
import { ItemCard, ItemFacts, ItemFoot, ItemHead, ItemNote } from '../../../components/admin/item-card.tsx';
import { BoxTitle, Text } from '../../../components/admin/text.tsx';
import { useShownElement } from '../../../components/admin/use-shown.ts';
import { adminPaths } from '../../../lib/admin-paths.ts';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { statusBadge, timeLeftText } from '../logic/request-state.ts';
import { RequestActions, type RequestHandlers } from './request-actions.tsx';
import { RequestDeliveries } from './request-deliveries.tsx';

interface Props {
  request: BookingRequest;
  handlers: RequestHandlers;
  /** Both buttons of every card are disabled while an archive or restore runs. */
  actionsDisabled: boolean;
  /** Disables Conferma and Rifiuta while one of them runs. */
  decisionDisabled: boolean;
  /** The minute clock the time left is counted from. */
  now: Date;
  /** Given on the list of requests to handle: the card can be ticked for 'Archivia selezionate'. */
  selection?: { selected: boolean; onToggle: () => void };
  /** The request the page was asked to show (a hold of the planning): outlined and focusable. */
  highlighted?: boolean;
}

export function BookingRequestCard({ request, handlers, actionsDisabled, decisionDisabled, now, selection, highlighted = false }: Props) {
  const titleId = `booking-request-${request.id}`;
  const card = useShownElement<HTMLElement>(highlighted);
  return (
    <ItemCard
      ref={card}
      id={`request-${request.id}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-current={highlighted || undefined}
      $highlighted={highlighted}
    >
      <ItemHead>
        <Title>
          {selection && (
            <Tick
              type="checkbox"
              checked={selection.selected}
              onChange={selection.onToggle}
              disabled={actionsDisabled}
              aria-label={`Seleziona la richiesta di ${request.customerName}`}
            />
          )}
          <div>
            <BoxTitle id={titleId}>{request.boatName}</BoxTitle>
            <Text $margin="2px 0 0" $weight={600} $wrap>
              {request.customerName}
            </Text>
          </div>
        </Title>
        <RequestState request={request} now={now} />
      </ItemHead>
      <RequestFacts request={request} />
      {request.notes && (
        <ItemNote>
          <strong>Note:</strong> {request.notes}
        </ItemNote>
      )}
      {request.status === 'declined' && request.declineReason && (
        <ItemNote>
          <strong>Motivo del rifiuto:</strong> {request.declineReason}
        </ItemNote>
      )}
      {request.status === 'confirmed' && request.bookingId !== null && (
        // A link to the booking's own address in the bookings tab (docs/back-office.md#addresses).
        <BookingLink to={adminPaths.booking(request.bookingId)}>Prenotazione #{request.bookingId}</BookingLink>
      )}
      <RequestDeliveries request={request} />
      <ItemFoot>
        <Text $size="0.85rem" $tone="muted">
          {request.isArchived && request.archivedAt
            ? `Archiviata: ${slashItalianDateTime(request.archivedAt)}`
            : `Ricevuta: ${slashItalianDateTime(request.createdAt)}`}
        </Text>
        <RequestActions request={request} handlers={handlers} actionsDisabled={actionsDisabled} decisionDisabled={decisionDisabled} />
      </ItemFoot>
    </ItemCard>
  );
}

/** The request's state, the time its hold has left (and whether it holds the days at all), its price. */
function RequestState({ request, now }: { request: BookingRequest; now: Date }) {
  const state = statusBadge(request.status);
  const pending = request.status === 'pending';
  return (
    <HeadRight>
      <Badge $variant={state.variant}>{state.label}</Badge>
      {pending && <TimeLeft>{timeLeftText(request.holdUntil, now)}</TimeLeft>}
      {pending && !request.holdsDays && (
        <TimeLeft title="Arrivata oltre la quota di giorni che le richieste possono tenere per questa barca: le date restano in vendita">
          Date non bloccate
        </TimeLeft>
      )}
      <Price>{formatEuro(request.totalPrice)}</Price>
    </HeadRight>
  );
}

/** E-mail, phone (each a link) and the days asked for. */
function RequestFacts({ request }: { request: BookingRequest }) {
  return (
    <ItemFacts $phone="1fr" $wide="1fr 1fr">
      <div>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${request.customerEmail}`}>{request.customerEmail}</a>
        </dd>
      </div>
      <div>
        <dt>Telefono</dt>
        <dd>
          <a href={`tel:${request.customerPhone.replace(/\s/g, '')}`}>{request.customerPhone}</a>
        </dd>
      </div>
      <div className="wide">
        <dt>Periodo</dt>
        <dd>
          <Period>
            <CalendarIcon size={18} strokeWidth={2} />
            {longItalianDate(request.startDate)} – {longItalianDate(request.endDate)}
          </Period>
        </dd>
      </div>
    </ItemFacts>
  );
}

const Title = styled.div`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  min-width: 0;
`;
const Tick = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 3px 0 0;
  accent-color: ${({ theme }) => theme.colors.navy};
  cursor: pointer;
`;
const HeadRight = styled.div`
  display: grid;
  justify-items: end;
  gap: 4px;
`;
const TimeLeft = styled.p`
  margin: 0;
  font-size: 0.82rem;
  font-weight: 600;
  color: #92400e;
  white-space: nowrap;
`;
const BookingLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  margin: 10px 0 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.sea};
  text-decoration: underline;
  cursor: pointer;
  min-height: 32px;
`;
const Price = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.navy};
  white-space: nowrap;
`;
const Period = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  svg {
    color: ${({ theme }) => theme.colors.sea};
    flex: none;
  }
`;
