import { useState, type FormEvent } from 'react';
import { adminBookingUpdate, type Booking, type BookingStatus } from '@nbp/contracts/http/booking';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { GuardedDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { isCancellation } from '../logic/status.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { FormActions } from '../../../components/admin/form-layout.tsx';
import { useUpdateAdminBooking } from '../api/update-admin-booking.ts';
import {
  fieldErrors,
  missingFields,
  updatePayload,
  valuesFromBooking,
  type BookingField,
  type BookingFormValues,
} from '../logic/booking-form.ts';
import { BookingFormFields } from './booking-form-fields.tsx';

interface Props {
  booking: Booking | null;
  onClose: () => void;
  /** A save that cancelled the booking: the list offers 'Annulla' back to `previous` (docs/back-office.md#safe-changes). */
  onCancelled?: (booking: Booking, previous: BookingStatus) => void;
}

export function EditBookingDialog({ booking, onClose, onCancelled }: Props) {
  return (
    <GuardedDialog open={booking !== null} onClose={onClose} title="Modifica Prenotazione" wide>
      {booking && <EditBookingForm key={booking.id} booking={booking} onDone={onClose} onCancelled={onCancelled} />}
    </GuardedDialog>
  );
}

function EditBookingForm({ booking, onDone, onCancelled }: { booking: Booking; onDone: () => void; onCancelled?: Props['onCancelled'] }) {
  const { toast } = useToast();
  const update = useUpdateAdminBooking();
  const [initial] = useState<BookingFormValues>(() => valuesFromBooking(booking));
  const [values, setValues] = useState<BookingFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<BookingField, string>>>({});
  const [askCancel, setAskCancel] = useState(false);
  const dirty = (Object.keys(values) as BookingField[]).some((field) => values[field] !== initial[field]);
  const requestClose = useUnsavedChanges(dirty);

  const onChange = (field: BookingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(false);
  };

  const submit = (cancelConfirmed: boolean) => {
    const missing = missingFields(values);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, 'Campo obbligatorio'])));
      toast({ title: 'Campi mancanti', description: 'Compila tutti i campi obbligatori.', variant: 'destructive' });
      return;
    }
    const payload = updatePayload(values);
    const checked = adminBookingUpdate.safeParse(payload);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      return;
    }
    const cancels = payload.status !== undefined && isCancellation(booking.status, payload.status);
    if (cancels && !cancelConfirmed) {
      setAskCancel(true);
      return;
    }
    update.mutate(
      { id: booking.id, input: payload },
      {
        onSuccess: () => {
          if (cancels && onCancelled) onCancelled(booking, booking.status as BookingStatus);
          else
            toast({
              title: 'Prenotazione aggiornata',
              description: `Prenotazione di ${payload.customerName} aggiornata.`,
              variant: 'success',
            });
          onDone();
        },
        onError: (error) =>
          toast({ title: 'Errore', description: errorDetail(error, 'Impossibile aggiornare la prenotazione'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <BookingFormFields values={values} errors={errors} onChange={onChange} disabled={update.isPending} boatName={booking.boat?.name} />
      <FormActions>
        <Button type="button" $variant="outline" onClick={requestClose} disabled={update.isPending}>
          Annulla
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Salvataggio...' : 'Salva Modifiche'}
        </Button>
      </FormActions>
      <ConfirmDialog
        open={askCancel}
        title={`Cancellare la prenotazione di ${booking.customerName}?`}
        text="I giorni tornano liberi. Per 10 secondi potrai ancora annullare."
        cancelLabel="No, lasciala com'è"
        confirmLabel="Sì, cancella"
        danger
        onCancel={() => setAskCancel(false)}
        onConfirm={() => {
          setAskCancel(false);
          submit(true);
        }}
      />
    </form>
  );
}
