import type { Booking } from '@nbp/contracts/http/booking';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CheckboxField } from '../../../components/admin/form-layout.tsx';
import { NOTIFY_LABEL } from '../logic/notify.ts';

/** The "Avvisa il cliente via email" box: its state and how it changes. */
export interface NotifyBox {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** 'Cancellare la prenotazione di <nome>?', asked before a booking is cancelled (docs/back-office.md#safe-changes). */
export function CancelBookingDialog({
  booking,
  onKeep,
  onCancel,
  notify,
}: {
  /** The booking about to be cancelled; null: closed. */
  booking: Pick<Booking, 'customerName'> | null;
  onKeep: () => void;
  onCancel: () => void;
  /** The box asking whether the customer is mailed (the quick select's cancellation); absent: not asked here. */
  notify?: NotifyBox | null;
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
    >
      {notify && (
        <CheckboxField
          label={NOTIFY_LABEL}
          hint="Riceve l'avviso della cancellazione e il promemoria del calendario annullato."
          checked={notify.checked}
          onChange={(event) => notify.onChange(event.target.checked)}
        />
      )}
    </ConfirmDialog>
  );
}
