import { useState } from 'react';
import type { Booking, BookingStatus } from '@nbp/contracts/http/booking';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { useDeleteAdminBooking } from '../api/delete-admin-booking.ts';
import { useUpdateAdminBooking } from '../api/update-admin-booking.ts';
import { UNDO_MS, isCancellation } from '../logic/status.ts';

/**
 * What the bookings list changes on one booking, with its toasts: the quick status (a cancellation
 * asked first, then undoable for 10 s: docs/back-office.md#safe-changes) and the delete (asked by the
 * browser). `busyId`: the booking a change is being sent for.
 */
export function useBookingChanges() {
  const { toast } = useToast();
  const update = useUpdateAdminBooking();
  const remove = useDeleteAdminBooking();
  // The quick select's 'Cancellata' waits here for the confirmation, with its "Avvisa il cliente" box.
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [notifyCancel, setNotifyCancel] = useState(true);
  const busyId = (update.isPending ? update.variables?.id : undefined) ?? (remove.isPending ? remove.variables : undefined);
  const failed = (text: string) => (error: unknown) =>
    toast({ title: 'Errore', description: errorDetail(error, text), variant: 'destructive' });

  const offerUndo = useUndoCancellation(update);

  // A status changed without the dialog mails the customer (docs/back-office.md#telling-the-customer);
  // a cancellation asks first, with the box.
  const saveStatus = (booking: Booking, status: BookingStatus, notifyCustomer = true) =>
    update.mutate(
      { id: booking.id, input: { status, notifyCustomer } },
      {
        onSuccess: () =>
          isCancellation(booking.status, status)
            ? offerUndo(booking, booking.status as BookingStatus, notifyCustomer)
            : toast({
                title: 'Prenotazione aggiornata',
                description: `Stato della prenotazione di ${booking.customerName} aggiornato.`,
                variant: 'success',
              }),
        onError: failed('Impossibile aggiornare la prenotazione'),
      },
    );

  const changeStatus = (booking: Booking, status: BookingStatus) => {
    if (isCancellation(booking.status, status)) {
      setNotifyCancel(true);
      setCancelling(booking);
    } else saveStatus(booking, status);
  };

  const confirmDelete = (booking: Booking) => {
    const sure = window.confirm(
      `Sei sicuro di voler eliminare la prenotazione di ${booking.customerName}? Questa azione non può essere annullata.`,
    );
    if (!sure) return;
    remove.mutate(booking.id, {
      onSuccess: () =>
        toast({
          title: 'Prenotazione eliminata',
          description: `La prenotazione di ${booking.customerName} è stata eliminata.`,
          variant: 'success',
        }),
      onError: failed('Impossibile eliminare la prenotazione'),
    });
  };

  /** The answer to 'Cancellare la prenotazione?' of the quick select. */
  const cancellation = {
    booking: cancelling,
    onKeep: () => setCancelling(null),
    onCancel: () => {
      if (cancelling) saveStatus(cancelling, 'cancelled', notifyCancel && cancelling.customerEmail !== '');
      setCancelling(null);
    },
    notify: cancelling?.customerEmail ? { checked: notifyCancel, onChange: setNotifyCancel } : null,
  };
  return { busyId, offerUndo, changeStatus, confirmDelete, cancellation };
}

/**
 * After a cancellation: 'Annulla' for ten seconds puts the previous status back (one PATCH), and
 * tells the customer when the cancellation did.
 */
function useUndoCancellation(update: ReturnType<typeof useUpdateAdminBooking>) {
  const { toast } = useToast();
  return (booking: Booking, previous: BookingStatus, notifyCustomer = true) =>
    toast({
      title: 'Prenotazione cancellata',
      description: `La prenotazione di ${booking.customerName} è stata cancellata.`,
      variant: 'success',
      duration: UNDO_MS,
      action: {
        label: 'Annulla',
        onClick: () =>
          update.mutate(
            { id: booking.id, input: { status: previous, notifyCustomer } },
            {
              onSuccess: () =>
                toast({
                  title: 'Cancellazione annullata',
                  description: `La prenotazione di ${booking.customerName} è tornata allo stato precedente.`,
                  variant: 'success',
                }),
              onError: (error) =>
                toast({
                  title: 'Errore',
                  description: errorDetail(error, 'Impossibile annullare la cancellazione'),
                  variant: 'destructive',
                }),
            },
          ),
      },
    });
}
