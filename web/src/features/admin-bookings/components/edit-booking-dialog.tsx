import { useCallback, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { AdminBookingUpdate, Booking, BookingStatus } from '@nbp/contracts/http/booking';
import { GuardedDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { isCancellation } from '../logic/status.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { CheckboxField, DialogButtons } from '../../../components/admin/form-layout.tsx';
import { useUpdateAdminBooking } from '../api/update-admin-booking.ts';
import { bookingUpdateForm, sharedFieldsControl, valuesFromBooking, type BookingFormValues } from '../logic/booking-form.ts';
import { customerVisibleChange, NOTIFY_LABEL } from '../logic/notify.ts';
import { BookingFormFields } from './booking-form-fields.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { useMissingFieldsToast } from './use-missing-fields-toast.ts';
import { useListPrice } from './use-list-price.tsx';

interface Props {
  booking: Booking | null;
  onClose: () => void;
  /**
   * A save that cancelled the booking: the list offers 'Annulla' back to `previous`
   * (docs/back-office.md#safe-changes), telling the customer when the cancellation did.
   */
  onCancelled?: (booking: Booking, previous: BookingStatus, notified: boolean) => void;
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
  const initial = useMemo(() => valuesFromBooking(booking), [booking]);
  const form = useContractForm(bookingUpdateForm, initial);
  // A save that cancels the booking waits here for the answer to 'Cancellare la prenotazione?'.
  const [askCancel, setAskCancel] = useState<AdminBookingUpdate | null>(null);
  const requestClose = useUnsavedChanges(form.formState.isDirty);
  const onInvalid = useMissingFieldsToast();
  const values = useWatch({ control: form.control }) as BookingFormValues;
  // "Avvisa il cliente via email": offered, and ticked, when the customer sees the change and has an address.
  const [notify, setNotify] = useState(true);
  const canNotify = customerVisibleChange(initial, values) && values.customerEmail.trim() !== '';
  const { setValue } = form;
  const setPrice = useCallback((price: string) => setValue('totalPrice', price), [setValue]);
  // The booking keeps its boat; new days bring the list price (docs/back-office.md#forms).
  const price = useListPrice({
    values: { boatId: initial.boatId, startDate: values.startDate, endDate: values.endDate, totalPrice: values.totalPrice },
    initial,
    setPrice,
    busy: update.isPending,
  });

  const save = (payload: AdminBookingUpdate) => {
    const cancels = payload.status !== undefined && isCancellation(booking.status, payload.status);
    update.mutate(
      { id: booking.id, input: payload },
      {
        onSuccess: () => {
          if (cancels && onCancelled) onCancelled(booking, booking.status as BookingStatus, payload.notifyCustomer === true);
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

  const onSubmit = form.handleSubmit((fields) => {
    const payload = { ...fields, notifyCustomer: canNotify && notify };
    if (payload.status !== undefined && isCancellation(booking.status, payload.status)) setAskCancel(payload);
    else save(payload);
  }, onInvalid);

  return (
    <form onSubmit={onSubmit} noValidate>
      <BookingFormFields
        form={form}
        control={sharedFieldsControl(form.control)}
        aside={{ bookingId: booking.id, boatId: booking.boatId }}
        disabled={update.isPending}
        boatName={booking.boat?.name}
        onPriceTyped={price.onPriceTyped}
        priceHint={price.priceHint}
      />
      {canNotify && <NotifyCustomerField checked={notify} disabled={update.isPending} onChange={setNotify} />}
      <DialogButtons busy={update.isPending} onCancel={requestClose} label="Salva Modifiche" busyLabel="Salvataggio..." />
      <CancelBookingDialog
        booking={askCancel && booking}
        onKeep={() => setAskCancel(null)}
        onCancel={() => {
          if (askCancel) save(askCancel);
          setAskCancel(null);
        }}
      />
    </form>
  );
}

/** "Avvisa il cliente via email" (docs/back-office.md#telling-the-customer). */
function NotifyCustomerField({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <CheckboxField
      label={NOTIFY_LABEL}
      hint="Riceve la prenotazione aggiornata e il promemoria per il calendario. Senza spunta la modifica resta nel registro."
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
