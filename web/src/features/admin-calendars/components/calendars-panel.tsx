import { errorDetail } from '../../../lib/api-client.ts';
import { PanelSection, StateMessage } from '../../../components/admin/panel.tsx';
import { Stack } from '../../../components/admin/layout.tsx';
import { useCalendarConflicts, useCalendars } from '../api/get-calendars.ts';
import { BoatCalendarsCard } from './boat-calendars-card.tsx';
import { CalendarAlarms } from './calendar-alarms.tsx';

export interface CalendarsPanelProps {
  /** 'Apri prenotazione #N' of a conflict: the dashboard opens the bookings tab on it. */
  onOpenBooking: (bookingId: number) => void;
  /** 'Apri richiesta #N' of a conflict: the dashboard opens the requests tab on it. */
  onOpenRequest: (requestId: number) => void;
}

/**
 * Calendari (docs/calendars.md#back-office): the alarms on top, then per boat the link the
 * marketplaces read and the marketplaces' feeds read here. Both lists are asked again every 5
 * seconds and after every change.
 */
export function CalendarsPanel({ onOpenBooking, onOpenRequest }: CalendarsPanelProps) {
  const calendars = useCalendars();
  const conflicts = useCalendarConflicts();
  const boats = calendars.data ?? [];
  return (
    <PanelSection
      id="calendars-title"
      title="Calendari"
      description="I giorni occupati scambiati con i portali (SamBoat, Click&Boat, …) e con Google Calendar."
    >
      {calendars.isPending ? (
        <StateMessage busy text="Caricamento calendari..." />
      ) : calendars.isError && !calendars.data ? (
        <StateMessage
          tone="error"
          title="Impossibile caricare i calendari"
          text={errorDetail(calendars.error, 'Riprova tra qualche istante.')}
        />
      ) : (
        <Stack as="div" $gap={16}>
          <CalendarAlarms
            boats={boats}
            conflicts={conflicts.data ?? []}
            conflictsError={conflicts.isError && !conflicts.data ? errorDetail(conflicts.error, 'riprova tra qualche istante.') : undefined}
            onOpenBooking={onOpenBooking}
            onOpenRequest={onOpenRequest}
          />
          {boats.length === 0 ? (
            <StateMessage title="Nessuna barca" text="Le barche del catalogo appariranno qui." />
          ) : (
            boats.map((boat) => <BoatCalendarsCard key={boat.boatId} boat={boat} />)
          )}
        </Stack>
      )}
    </PanelSection>
  );
}
