import type { Booking } from '@nbp/contracts/http/booking';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/** 'Cancellare la prenotazione di <nome>?', asked before a booking is cancelled (docs/back-office.md#safe-changes). */
export function CancelBookingDialog({
  booking,
  onKeep,
  onCancel,
}: {
  /** The booking about to be cancelled; null: closed. */
  booking: Pick<Booking, 'customerName'> | null;
  onKeep: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={booking !== null}
      title={booking ? `Cancellare la prenotazione di ${booking.customerName}?` : 'Cancellare la prenotazione?'}
      text="I giorni tornano liberi. Per 10 secondi potrai ancora annullare."
      cancelLabel="No, lasciala com'è"
      confirmLabel="Sì, cancella"
      danger
      onCancel={onKeep}
      onConfirm={onCancel}
    />
  );
}
