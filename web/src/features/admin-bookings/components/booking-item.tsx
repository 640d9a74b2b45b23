import styled from 'styled-components';
import { BOOKING_STATUS_LABELS, type Booking, type BookingStatus } from '@nbp/contracts/http/booking';
import { Badge } from '../../../components/ui/badge.tsx';
import { ItemAction } from '../../../components/admin/item-action.tsx';
import { Select } from '../../../components/ui/field.tsx';
import { formatEuro, shortItalianDate, slashItalianDateTime } from '@nbp/contracts/format';
import { media } from '../../../theme/theme.ts';
import { PencilIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { durationText } from '../logic/duration.ts';
import { STATUS_OPTIONS, statusBadge } from '../logic/status.ts';

interface Props {
  booking: Booking;
  busy: boolean;
  onStatus: (status: BookingStatus) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The booking the page was asked to show (from a confirmed request): outlined and focused. */
  highlighted?: boolean;
}

/** One booking: who, which boat, when, how long, how much, its state and what can be done with it. */
export function BookingItem({ booking, busy, onStatus, onEdit, onDelete, highlighted = false }: Props) {
  const badge = statusBadge(booking.status);
  const statusId = `booking-${booking.id}-status`;
  return (
    <Item id={`booking-${booking.id}`} tabIndex={-1} aria-labelledby={`booking-${booking.id}-name`} $highlighted={highlighted}>
      <Head>
        <div>
          <Name id={`booking-${booking.id}-name`}>{booking.customerName}</Name>
          <Boat>{booking.boat?.name ?? 'N/A'}</Boat>
          <BookingNumber>Prenotazione #{booking.id}</BookingNumber>
        </div>
        <Badge $variant={badge.variant}>{badge.label}</Badge>
      </Head>
      <Facts>
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
      </Facts>
      {booking.notes && <Notes>Note: {booking.notes}</Notes>}
      <Foot>
        <Created>Creata il {slashItalianDateTime(booking.createdAt)}</Created>
        <Actions>
          <label className="visually-hidden" htmlFor={statusId}>
            Cambia stato della prenotazione di {booking.customerName}
          </label>
          <StatusSelect
            id={statusId}
            value={booking.status}
            disabled={busy}
            onChange={(event) => onStatus(event.target.value as BookingStatus)}
          >
            {!STATUS_OPTIONS.includes(booking.status as BookingStatus) && <option value={booking.status}>{booking.status}</option>}
            {STATUS_OPTIONS.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_LABELS[status]}
              </option>
            ))}
          </StatusSelect>
          <ItemAction onClick={onEdit} disabled={busy} name={`Modifica la prenotazione di ${booking.customerName}`}>
            <PencilIcon />
            Modifica
          </ItemAction>
          <ItemAction variant="danger" onClick={onDelete} disabled={busy} name={`Elimina la prenotazione di ${booking.customerName}`}>
            <TrashIcon />
            Elimina
          </ItemAction>
        </Actions>
      </Foot>
    </Item>
  );
}

const Item = styled.article<{ $highlighted: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  outline: ${({ theme, $highlighted }) => ($highlighted ? `3px solid ${theme.colors.sun}` : 'none')};
  scroll-margin-top: 16px;
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
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1.1rem;
  margin: 0;
  overflow-wrap: anywhere;
`;
/** The number the activity log and the request cards refer to. */
const BookingNumber = styled.p`
  margin: 2px 0 0;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;
const Boat = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.sea};
  font-weight: 600;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px 16px;
  margin: 14px 0 0;
  ${media.md} {
    grid-template-columns: 1.3fr 0.7fr 0.7fr 1.6fr;
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
const Notes = styled.p`
  margin: 12px 0 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.sand};
  font-size: 0.92rem;
  overflow-wrap: anywhere;
`;
const Foot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 14px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;
const Created = styled.p`
  margin: 0;
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.muted};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;
const StatusSelect = styled(Select)`
  width: auto;
  min-height: 36px;
  padding: 4px 10px;
  font-size: 0.875rem;
`;
