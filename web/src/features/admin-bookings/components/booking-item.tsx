import styled from 'styled-components';
import { BOOKING_STATUS_LABELS, type Booking, type BookingStatus } from '@nbp/contracts/http/booking';
import { Badge } from '../../../components/ui/badge.tsx';
import { ItemAction } from '../../../components/admin/item-action.tsx';
import { Select } from '../../../components/ui/field.tsx';
import { formatEuro, shortItalianDate, slashItalianDateTime } from '@nbp/contracts/format';
import { ItemCard, ItemFacts, ItemFoot, ItemHead, ItemNote } from '../../../components/admin/item-card.tsx';
import { Cluster } from '../../../components/admin/layout.tsx';
import { BoxTitle, Text } from '../../../components/admin/text.tsx';
import { PencilIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { durationText } from '../logic/duration.ts';
import { STATUS_OPTIONS, statusBadge } from '../logic/status.ts';

interface Props {
  booking: Booking;
  busy: boolean;
  onStatus: (status: BookingStatus) => void;
  onEdit: () => void;
  onDelete: () => void;
  /**
   * The booking the page was asked to show (its address, a confirmed request): outlined, focused, and
   * said to assistive technology as the current item (aria-current).
   */
  highlighted?: boolean;
}

/** One booking: who, which boat, when, how long, how much, its state and what can be done with it. */
export function BookingItem({ booking, busy, onStatus, onEdit, onDelete, highlighted = false }: Props) {
  const badge = statusBadge(booking.status);
  return (
    <ItemCard
      id={`booking-${booking.id}`}
      tabIndex={-1}
      aria-labelledby={`booking-${booking.id}-name`}
      aria-current={highlighted || undefined}
      $highlighted={highlighted}
    >
      <ItemHead>
        <div>
          <BoxTitle id={`booking-${booking.id}-name`} $size="1.1rem" $plain>
            {booking.customerName}
          </BoxTitle>
          <Text $margin="2px 0 0" $tone="sea" $weight={600}>
            {booking.boat?.name ?? 'N/A'}
          </Text>
          {/* The number the activity log and the request cards refer to. */}
          <Text $margin="2px 0 0" $size="12px" $tone="muted">
            Prenotazione #{booking.id}
          </Text>
        </div>
        <Badge $variant={badge.variant}>{badge.label}</Badge>
      </ItemHead>
      <ItemFacts $phone="1fr 1fr" $wide="1.3fr 0.7fr 0.7fr 1.6fr">
        <div>
          <dt>Periodo</dt>
          <dd>
            {shortItalianDate(booking.startDate)} – {shortItalianDate(booking.endDate)}
          </dd>
        </div>
        <div>
          <dt>Durata</dt>
          <dd>{durationText(booking.startDate, booking.endDate)}</dd>
        </div>
        <div>
          <dt>Totale</dt>
          <dd>
            <strong>{formatEuro(booking.totalPrice)}</strong>
          </dd>
        </div>
        <div>
          <dt>Contatti</dt>
          <dd>
            <a href={`mailto:${booking.customerEmail}`}>{booking.customerEmail}</a>
            <br />
            <a href={`tel:${booking.customerPhone.replace(/\s/g, '')}`}>{booking.customerPhone}</a>
          </dd>
        </div>
      </ItemFacts>
      {booking.notes && <ItemNote>Note: {booking.notes}</ItemNote>}
      <ItemFoot>
        <Text $size="0.82rem" $tone="muted">
          Creata il {slashItalianDateTime(booking.createdAt)}
        </Text>
        <Cluster $align="center">
          <QuickStatus booking={booking} busy={busy} onStatus={onStatus} />
          <ItemAction onClick={onEdit} disabled={busy} name={`Modifica la prenotazione di ${booking.customerName}`}>
            <PencilIcon />
            Modifica
          </ItemAction>
          <ItemAction variant="danger" onClick={onDelete} disabled={busy} name={`Elimina la prenotazione di ${booking.customerName}`}>
            <TrashIcon />
            Elimina
          </ItemAction>
        </Cluster>
      </ItemFoot>
    </ItemCard>
  );
}

/** The booking's status, changed in place (a cancellation is asked first by the list). */
function QuickStatus({ booking, busy, onStatus }: Pick<Props, 'booking' | 'busy' | 'onStatus'>) {
  const id = `booking-${booking.id}-status`;
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        Cambia stato della prenotazione di {booking.customerName}
      </label>
      <StatusSelect id={id} value={booking.status} disabled={busy} onChange={(event) => onStatus(event.target.value as BookingStatus)}>
        {!STATUS_OPTIONS.includes(booking.status as BookingStatus) && <option value={booking.status}>{booking.status}</option>}
        {STATUS_OPTIONS.map((status) => (
          <option key={status} value={status}>
            {BOOKING_STATUS_LABELS[status]}
          </option>
        ))}
      </StatusSelect>
    </>
  );
}

const StatusSelect = styled(Select)`
  width: auto;
  min-height: 36px;
  padding: 4px 10px;
  font-size: 0.875rem;
`;
