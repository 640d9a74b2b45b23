import { useState } from 'react';
import type { Booking } from '@nbp/contracts/http/booking';
import { Button } from '../../../components/ui/button.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { PanelSection, StateMessage } from '../../../components/admin/panel.tsx';
import { Pager } from '../../../components/admin/pager.tsx';
import { Stack } from '../../../components/admin/layout.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { useBoatOptions } from '../api/get-boat-options.ts';
import { BookingFilters } from './booking-filters.tsx';
import { BookingItem } from './booking-item.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { CreateBookingDialog } from './create-booking-dialog.tsx';
import { EditBookingDialog } from './edit-booking-dialog.tsx';
import { useBookingChanges } from './use-booking-changes.ts';
import { useBookingsPage } from './use-bookings-page.ts';

/**
 * The Prenotazioni tab: create, filter, list, quick status change, edit, delete. `shownId`: a booking
 * to bring into view (from the planning, a request card, the log), on whatever page it is
 * (docs/back-office.md#showing-a-booking-on-its-page).
 */
export function BookingsPanel({ shownId = null }: { shownId?: number | null }) {
  const { filters, setFilters, bookings, items, total, pages, goTo } = useBookingsPage(shownId);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Booking | null>(null);
  const boats = useBoatOptions();
  const changes = useBookingChanges();

  return (
    <PanelSection
      id="bookings-title"
      title="Gestione Prenotazioni"
      description="Crea, filtra e aggiorna le prenotazioni delle barche."
      actions={
        <Button type="button" onClick={() => setCreating(true)}>
          <PlusIcon />
          Nuova Prenotazione
        </Button>
      }
    >
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
          <Stack aria-busy={bookings.isFetching} aria-label={`${total} prenotazioni`}>
            {items.map((booking) => (
              <li key={booking.id}>
                <BookingItem
                  booking={booking}
                  busy={changes.busyId === booking.id}
                  onStatus={(status) => changes.changeStatus(booking, status)}
                  onEdit={() => setEditing(booking)}
                  onDelete={() => changes.confirmDelete(booking)}
                  highlighted={booking.id === shownId}
                />
              </li>
            ))}
          </Stack>
          <Pager
            label="Pagine delle prenotazioni"
            previous={{ label: 'Precedente', disabled: filters.page <= 1, onClick: () => goTo(filters.page - 1) }}
            next={{ label: 'Successiva', disabled: filters.page >= pages, onClick: () => goTo(filters.page + 1) }}
          >
            <span aria-live="polite">
              Pagina {Math.min(filters.page, pages)} di {pages}
            </span>
          </Pager>
        </>
      ) : (
        <StateMessage text="Nessuna prenotazione trovata con i filtri selezionati" />
      )}
      <CreateBookingDialog open={creating} onClose={() => setCreating(false)} />
      <EditBookingDialog booking={editing} onClose={() => setEditing(null)} onCancelled={changes.offerUndo} />
      <CancelBookingDialog {...changes.cancellation} />
    </PanelSection>
  );
}
