import { useCallback, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { GuardedDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { CheckboxField, DialogButtons } from '../../../components/admin/form-layout.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { useBoatOptions } from '../api/get-boat-options.ts';
import { useCreateAdminBooking } from '../api/create-admin-booking.ts';
import {
  EMPTY_BOOKING_FORM,
  bookingCreateForm,
  createErrorText,
  createFormDirty,
  sharedFieldsControl,
  type BookingFormValues,
  type CreateFormValues,
} from '../logic/booking-form.ts';
import { BookingFormFields } from './booking-form-fields.tsx';
import { useListPrice } from './use-list-price.tsx';
import { useMissingFieldsToast } from './use-missing-fields-toast.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Prefilled values, e.g. from a booking request; empty otherwise. */
  initial?: BookingFormValues;
  /**
   * The request the booking is made from: sent along, the service confirms that request with the
   * values saved here and links it, instead of refusing the days it holds (docs/request-lifecycle.md#confirm).
   */
  requestId?: number;
  title?: string;
}

export function CreateBookingDialog({ open, onClose, initial, requestId, title = 'Nuova Prenotazione' }: Props) {
  return (
    <GuardedDialog open={open} onClose={onClose} title={title} wide>
      {/* Mounted only while open, so every opening starts from its own initial values. */}
      {open && <CreateBookingForm initial={initial ?? EMPTY_BOOKING_FORM} requestId={requestId} onDone={onClose} />}
    </GuardedDialog>
  );
}

function CreateBookingForm({ initial, requestId, onDone }: { initial: BookingFormValues; requestId?: number; onDone: () => void }) {
  const { toast } = useToast();
  const boats = useBoatOptions();
  const create = useCreateAdminBooking();
  const schema = useMemo(() => bookingCreateForm(requestId), [requestId]);
  const form = useContractForm(schema, { ...initial, sendConfirmation: false });
  const values = useWatch({ control: form.control }) as CreateFormValues;
  const { setValue } = form;
  const setPrice = useCallback((price: string) => setValue('totalPrice', price), [setValue]);
  const price = useListPrice({ values, initial, setPrice, busy: create.isPending });
  const hasEmail = values.customerEmail.trim() !== '';
  const requestClose = useUnsavedChanges(createFormDirty(values, initial, price.priceTyped));
  const onInvalid = useMissingFieldsToast();

  const onSubmit = form.handleSubmit((payload) => {
    create.mutate(payload, {
      onSuccess: () => {
        toast({ title: 'Prenotazione creata', description: `Prenotazione di ${payload.customerName} salvata.`, variant: 'success' });
        onDone();
      },
      onError: (error) => toast({ title: 'Errore nella creazione', description: createErrorText(error), variant: 'destructive' }),
    });
  }, onInvalid);

  return (
    <form onSubmit={onSubmit} noValidate>
      <BookingFormFields
        form={form}
        control={sharedFieldsControl(form.control)}
        aside={{ requestId }}
        disabled={create.isPending}
        boats={boats.data ?? []}
        boatsLoading={boats.isLoading}
        onPriceTyped={price.onPriceTyped}
        priceHint={price.priceHint}
      />
      <CheckboxField
        label="Invia al cliente la conferma via email"
        hint={hasEmail ? 'Con il file per il calendario (.ics).' : "Inserisci l'email del cliente per inviargli la conferma."}
        checked={values.sendConfirmation && hasEmail}
        disabled={!hasEmail || create.isPending}
        onChange={(event) => setValue('sendConfirmation', event.target.checked)}
      />
      <DialogButtons busy={create.isPending} onCancel={requestClose} label="Crea Prenotazione" busyLabel="Creazione..." />
    </form>
  );
}
