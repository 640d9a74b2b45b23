import { useState, type FormEvent } from 'react';
import { adminBookingCreate } from '@nbp/contracts/http/booking';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { FormActions } from '../../../components/admin/form-layout.tsx';
import { useBoatOptions } from '../api/get-boat-options.ts';
import { useCreateAdminBooking } from '../api/create-admin-booking.ts';
import {
  EMPTY_BOOKING_FORM,
  createErrorText,
  createPayload,
  fieldErrors,
  missingFields,
  type BookingField,
  type BookingFormValues,
} from '../logic/booking-form.ts';
import { BookingFormFields } from './booking-form-fields.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Prefilled values, e.g. from a booking request; empty otherwise. */
  initial?: BookingFormValues;
  title?: string;
}

export function CreateBookingDialog({ open, onClose, initial, title = 'Nuova Prenotazione' }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={title} wide>
      {/* Mounted only while open, so every opening starts from its own initial values. */}
      {open && <CreateBookingForm initial={initial ?? EMPTY_BOOKING_FORM} onDone={onClose} />}
    </Dialog>
  );
}

function CreateBookingForm({ initial, onDone }: { initial: BookingFormValues; onDone: () => void }) {
  const { toast } = useToast();
  const boats = useBoatOptions();
  const create = useCreateAdminBooking();
  const [values, setValues] = useState<BookingFormValues>(initial);
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
    const payload = createPayload(values);
    const checked = adminBookingCreate.safeParse(payload);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      return;
    }
    create.mutate(payload, {
      onSuccess: () => {
        toast({ title: 'Prenotazione creata', description: `Prenotazione di ${payload.customerName} salvata.`, variant: 'success' });
        onDone();
      },
      onError: (error) => toast({ title: 'Errore nella creazione', description: createErrorText(error), variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <BookingFormFields
        values={values}
        errors={errors}
        onChange={onChange}
        disabled={create.isPending}
        boats={boats.data ?? []}
        boatsLoading={boats.isLoading}
      />
      <FormActions>
        <Button type="button" $variant="outline" onClick={onDone} disabled={create.isPending}>
          Annulla
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creazione...' : 'Crea Prenotazione'}
        </Button>
      </FormActions>
    </form>
  );
}
