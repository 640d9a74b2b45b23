import { useState, type FormEvent } from 'react';
import { adminBookingUpdate, type Booking } from '@nbp/contracts/http/booking';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
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

export function EditBookingDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  return (
    <Dialog open={booking !== null} onClose={onClose} title="Modifica Prenotazione" wide>
      {booking && <EditBookingForm key={booking.id} booking={booking} onDone={onClose} />}
    </Dialog>
  );
}

function EditBookingForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { toast } = useToast();
  const update = useUpdateAdminBooking();
  const [values, setValues] = useState<BookingFormValues>(() => valuesFromBooking(booking));
  const [errors, setErrors] = useState<Partial<Record<BookingField, string>>>({});

  const onChange = (field: BookingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
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
    update.mutate(
      { id: booking.id, input: payload },
      {
        onSuccess: () => {
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
        <Button type="button" $variant="outline" onClick={onDone} disabled={update.isPending}>
          Annulla
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Salvataggio...' : 'Salva Modifiche'}
        </Button>
      </FormActions>
    </form>
  );
}
