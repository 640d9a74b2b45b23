import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import styled from 'styled-components';
import type { Booking, BookingStatus } from '@nbp/contracts/http/booking';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { PanelHeader, StateMessage } from '../../../components/admin/panel.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { DEFAULT_FILTERS, PAGE_SIZE, useAdminBookings, type BookingFilters as Filters } from '../api/get-admin-bookings.ts';
import { pageCount } from '../logic/quick-range.ts';
import { useBoatOptions } from '../api/get-boat-options.ts';
import { useDeleteAdminBooking } from '../api/delete-admin-booking.ts';
import { useUpdateAdminBooking } from '../api/update-admin-booking.ts';
import { BookingFilters } from './booking-filters.tsx';
import { BookingItem } from './booking-item.tsx';
import { CreateBookingDialog } from './create-booking-dialog.tsx';
import { EditBookingDialog } from './edit-booking-dialog.tsx';
import { UNDO_MS, isCancellation } from '../logic/status.ts';

/** The list as it was, less what could hide `shownId`: sort kept, filters cleared, the server to find its page. */
const showing = (current: Filters, shownId: number): Filters => ({
  ...DEFAULT_FILTERS,
  sortBy: current.sortBy,
  order: current.order,
  aroundId: shownId,
});

/**
 * The Prenotazioni tab: create, filter, list, quick status change, edit, delete. `shownId`: a booking
 * to bring into view (from the planning, a request card, the log), on whatever page it is
 * (docs/back-office.md#showing-a-booking-on-its-page).
 */
export function BookingsPanel({ shownId = null }: { shownId?: number | null }) {
  const { toast } = useToast();
  const [filters, setFilters] = useState<Filters>(() => (shownId === null ? DEFAULT_FILTERS : showing(DEFAULT_FILTERS, shownId)));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Booking | null>(null);
  // The quick select's 'Cancellata' waits here for the confirmation (docs/back-office.md#safe-changes).
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const bookings = useAdminBookings(filters);
  const boats = useBoatOptions();
  const update = useUpdateAdminBooking();
  const remove = useDeleteAdminBooking();
  const items = bookings.data?.items;
  const total = bookings.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE);
  // A page emptied by deletions (or by a search answered elsewhere) falls back to the last one.
  useEffect(() => {
    if (bookings.data && filters.page > pages) setFilters((current) => ({ ...current, page: pages }));
  }, [bookings.data, filters.page, pages]);
  // A booking to show: search and ranges could hide it, so they go; the server picks its page.
  useEffect(() => {
    if (shownId !== null) setFilters((current) => (current.aroundId === shownId ? current : showing(current, shownId)));
  }, [shownId]);
  // The page the server chose becomes the page shown: paging and refreshes then go on from there.
  const chosenOffset = filters.aroundId !== null && !bookings.isPlaceholderData ? bookings.data?.offset : undefined;
  useEffect(() => {
    if (chosenOffset === undefined) return;
    setFilters((current) => ({ ...current, page: Math.floor((chosenOffset ?? 0) / PAGE_SIZE) + 1, aroundId: null }));
  }, [chosenOffset]);
  useEffect(() => {
    if (shownId === null || !items?.some((booking) => booking.id === shownId)) return;
    const item = document.getElementById(`booking-${shownId}`);
    item?.scrollIntoView?.({ block: 'center' });
    item?.focus({ preventScroll: true });
  }, [shownId, items]);
  const busyId = (update.isPending ? update.variables?.id : undefined) ?? (remove.isPending ? remove.variables : undefined);

  /** After a cancellation: 'Annulla' for ten seconds puts the previous status back (one PATCH). */
  const offerUndo = (booking: Booking, previous: BookingStatus) =>
    toast({
      title: 'Prenotazione cancellata',
      description: `La prenotazione di ${booking.customerName} è stata cancellata.`,
      variant: 'success',
      duration: UNDO_MS,
      action: {
        label: 'Annulla',
        onClick: () =>
          update.mutate(
            { id: booking.id, input: { status: previous } },
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

  const saveStatus = (booking: Booking, status: BookingStatus) =>
    update.mutate(
      { id: booking.id, input: { status } },
      {
        onSuccess: () =>
          isCancellation(booking.status, status)
            ? offerUndo(booking, booking.status as BookingStatus)
            : toast({
                title: 'Prenotazione aggiornata',
                description: `Stato della prenotazione di ${booking.customerName} aggiornato.`,
                variant: 'success',
              }),
        onError: (error) =>
          toast({ title: 'Errore', description: errorDetail(error, 'Impossibile aggiornare la prenotazione'), variant: 'destructive' }),
      },
    );

  const changeStatus = (booking: Booking, status: BookingStatus) => {
    if (isCancellation(booking.status, status)) setCancelling(booking);
    else saveStatus(booking, status);
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
      onError: (error) =>
        toast({ title: 'Errore', description: errorDetail(error, 'Impossibile eliminare la prenotazione'), variant: 'destructive' }),
    });
  };

  return (
    <section aria-labelledby="bookings-title">
      <PanelHeader
        title={<span id="bookings-title">Gestione Prenotazioni</span>}
        description="Crea, filtra e aggiorna le prenotazioni delle barche."
        actions={
          <Button type="button" onClick={() => setCreating(true)}>
            <PlusIcon />
            Nuova Prenotazione
          </Button>
        }
      />
      <BookingFilters filters={filters} onChange={setFilters} boats={boats.data ?? []} />
      {bookings.isLoading ? (
        <StateMessage busy text="Caricamento prenotazioni..." />
      ) : bookings.isError ? (
        <StateMessage
          tone="error"
          title="Impossibile caricare le prenotazioni"
          text={errorDetail(bookings.error, 'Riprova tra qualche istante.')}
        />
      ) : items && items.length > 0 ? (
        <>
          <List aria-busy={bookings.isFetching} aria-label={`${total} prenotazioni`}>
            {items.map((booking) => (
              <li key={booking.id}>
                <BookingItem
                  booking={booking}
                  busy={busyId === booking.id}
                  onStatus={(status) => changeStatus(booking, status)}
                  onEdit={() => setEditing(booking)}
                  onDelete={() => confirmDelete(booking)}
                  highlighted={booking.id === shownId}
                />
              </li>
            ))}
          </List>
          <Pager aria-label="Pagine delle prenotazioni">
            <Button
              type="button"
              $variant="outline"
              $size="sm"
              disabled={filters.page <= 1}
              onClick={() => setFilters({ ...filters, page: filters.page - 1, aroundId: null })}
            >
              Precedente
            </Button>
            <span aria-live="polite">
              Pagina {Math.min(filters.page, pages)} di {pages}
            </span>
            <Button
              type="button"
              $variant="outline"
              $size="sm"
              disabled={filters.page >= pages}
              onClick={() => setFilters({ ...filters, page: filters.page + 1, aroundId: null })}
            >
              Successiva
            </Button>
          </Pager>
        </>
      ) : (
        <StateMessage text="Nessuna prenotazione trovata con i filtri selezionati" />
      )}
      <CreateBookingDialog open={creating} onClose={() => setCreating(false)} />
      <EditBookingDialog booking={editing} onClose={() => setEditing(null)} onCancelled={offerUndo} />
      <ConfirmDialog
        open={cancelling !== null}
        title={cancelling ? `Cancellare la prenotazione di ${cancelling.customerName}?` : 'Cancellare la prenotazione?'}
        text="I giorni tornano liberi. Per 10 secondi potrai ancora annullare."
        cancelLabel="No, lasciala com'è"
        confirmLabel="Sì, cancella"
        danger
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (cancelling) saveStatus(cancelling, 'cancelled');
          setCancelling(null);
        }}
      />
    </section>
  );
}

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 16px;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;
