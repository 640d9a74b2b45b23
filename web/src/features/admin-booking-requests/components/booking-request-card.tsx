import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { ItemAction } from '../../../components/admin/item-action.tsx';
import { formatEuro, longItalianDate, slashItalianDateTime } from '@nbp/contracts/format';
import { media } from '../../../theme/theme.ts';
import { useShownElement } from '../../../components/admin/use-shown.ts';
import { adminPaths } from '../../../lib/admin-paths.ts';
import { ArchiveIcon, CalendarIcon, PlusIcon, RestoreIcon } from '../../../components/ui/icons.tsx';
import { statusBadge, timeLeftText } from '../logic/request-state.ts';
import { customerDelivery, deliveryState, overallLabel, skipReasonText, type DeliveryState } from '../logic/archive.ts';

const DELIVERY: Record<DeliveryState, { label: string; variant: BadgeVariant }> = {
  sent: { label: 'Inviata', variant: 'success' },
  failed: { label: 'Fallita', variant: 'destructive' },
  'in-progress': { label: 'In corso', variant: 'warning' },
  skipped: { label: 'Non inviata', variant: 'warning' },
};

interface Props {
  request: BookingRequest;
  /** Both buttons of every card are disabled while an archive or restore runs. */
  actionsDisabled: boolean;
  onArchive: () => void;
  onRestore: () => void;
  onCreateBooking: () => void;
  /** Conferma / Rifiuta of a pending request (docs/request-lifecycle.md#confirm, #decline). */
  onConfirm: () => void;
  onDecline: () => void;
  /** Disables Conferma and Rifiuta while one of them runs. */
  decisionDisabled: boolean;
  /** The minute clock the time left is counted from. */
  now: Date;
  /** Given on the list of requests to handle: the card can be ticked for 'Archivia selezionate'. */
  selection?: { selected: boolean; onToggle: () => void };
  /** The request the page was asked to show (a hold of the planning): outlined and focusable. */
  highlighted?: boolean;
}

export function BookingRequestCard({
  request,
  actionsDisabled,
  onArchive,
  onRestore,
  onCreateBooking,
  onConfirm,
  onDecline,
  decisionDisabled,
  now,
  selection,
  highlighted = false,
}: Props) {
  const overall = overallLabel(request);
  const admin = DELIVERY[deliveryState(request, request.adminEmailSent)];
  const customer = DELIVERY[customerDelivery(request)];
  const titleId = `booking-request-${request.id}`;
  const state = statusBadge(request.status);
  const pending = request.status === 'pending';
  const card = useShownElement<HTMLElement>(highlighted);
  return (
    <Card ref={card} id={`request-${request.id}`} tabIndex={-1} aria-labelledby={titleId} $highlighted={highlighted}>
      <Head>
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
            <Boat id={titleId}>{request.boatName}</Boat>
            <Customer>{request.customerName}</Customer>
          </div>
        </Title>
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
      </Head>
      <Facts>
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
      </Facts>
      {request.notes && (
        <Notes>
          <strong>Note:</strong> {request.notes}
        </Notes>
      )}
      {request.status === 'declined' && request.declineReason && (
        <Notes>
          <strong>Motivo del rifiuto:</strong> {request.declineReason}
        </Notes>
      )}
      {request.status === 'confirmed' && request.bookingId !== null && (
        // A link to the booking's own address in the bookings tab (docs/back-office.md#addresses).
        <BookingLink to={adminPaths.booking(request.bookingId)}>Prenotazione #{request.bookingId}</BookingLink>
      )}
      <Deliveries>
        <span>
          Email: <Badge $variant={overall === 'Inviata' ? 'success' : 'warning'}>{overall}</Badge>
        </span>
        <span>
          Email admin: <Badge $variant={admin.variant}>{admin.label}</Badge>
        </span>
        <span>
          Email cliente: <Badge $variant={customer.variant}>{customer.label}</Badge>
        </span>
      </Deliveries>
      {request.customerEmailSkipReason && <SkipReason>{skipReasonText(request.customerEmailSkipReason)}</SkipReason>}
      <Foot>
        <When>
          {request.isArchived && request.archivedAt
            ? `Archiviata: ${slashItalianDateTime(request.archivedAt)}`
            : `Ricevuta: ${slashItalianDateTime(request.createdAt)}`}
        </When>
        <Actions>
          {pending && (
            <>
              <ItemAction
                variant="primary"
                onClick={onConfirm}
                disabled={decisionDisabled}
                name={`Conferma la richiesta di ${request.customerName}`}
              >
                Conferma
              </ItemAction>
              <ItemAction
                variant="danger"
                onClick={onDecline}
                disabled={decisionDisabled}
                name={`Rifiuta la richiesta di ${request.customerName}`}
              >
                Rifiuta
              </ItemAction>
            </>
          )}
          {/* A request that already has its booking has nothing left to create (docs/request-lifecycle.md#confirm). */}
          {request.bookingId === null && (
            <ItemAction variant="secondary" onClick={onCreateBooking} name={`Crea prenotazione dalla richiesta di ${request.customerName}`}>
              <PlusIcon />
              Crea prenotazione
            </ItemAction>
          )}
          {request.isArchived ? (
            <ItemAction onClick={onRestore} disabled={actionsDisabled} name={`Ripristina la richiesta di ${request.customerName}`}>
              <RestoreIcon />
              Ripristina
            </ItemAction>
          ) : (
            <ItemAction onClick={onArchive} disabled={actionsDisabled} name={`Archivia la richiesta di ${request.customerName}`}>
              <ArchiveIcon />
              Archivia
            </ItemAction>
          )}
        </Actions>
      </Foot>
    </Card>
  );
}

const Card = styled.article<{ $highlighted: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  /* A ring, not an outline: the focus rules remove the outline of an element focused by script. */
  box-shadow: ${({ theme, $highlighted }) => ($highlighted ? `0 0 0 3px ${theme.colors.sun}` : 'none')};
  scroll-margin-top: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  padding: 16px;
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  align-items: flex-start;
`;
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
const Boat = styled.h3`
  font-size: 1.15rem;
  margin: 0;
`;
const Customer = styled.p`
  margin: 2px 0 0;
  font-weight: 600;
  overflow-wrap: anywhere;
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
const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 8px 16px;
  margin: 12px 0 0;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    .wide {
      grid-column: 1 / -1;
    }
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
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
const Notes = styled.p`
  margin: 12px 0 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.sand};
  font-size: 0.92rem;
  overflow-wrap: anywhere;
`;
const Deliveries = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin-top: 12px;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
`;
const SkipReason = styled.p`
  margin: 6px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;
const Foot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 12px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;
const When = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
