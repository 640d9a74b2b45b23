import { useState } from 'react';
import { CLOSED_DAYS_STATUS, type PlanningEntry } from '@nbp/contracts/http/booking';
import { PanelHeader, StateMessage } from '../../../components/admin/panel.tsx';
import { formatDay, todayInRome } from '@nbp/contracts/days';
import { shortItalianDate } from '@nbp/contracts/format';
import { usePlanning } from '../api/get-planning.ts';
import { cellIndex, daysOf, rangeOf, shiftAnchor, type PlanningView } from '../logic/planning-grid.ts';
import { useClosedDays } from './closed-days.tsx';
import { PlanningLegend } from './entry-cell.tsx';
import { HarbourTodayCard } from './harbour-today.tsx';
import { PlanningDayList } from './planning-day-list.tsx';
import { PlanningTable, type PlanningDays } from './planning-table.tsx';
import { PlanningToolbar } from './planning-toolbar.tsx';

export interface PlanningPanelProps {
  /** A booking's cell: the bookings tab on that booking. */
  onOpenBooking: (bookingId: number) => void;
  /** A hold's cell: the requests tab. */
  onOpenRequests: (requestId: number) => void;
  /** An empty cell: "Nuova Prenotazione" for that boat and day. */
  onNewBooking: (boatId: number, day: string) => void;
  /** An imported calendar's cell: the Calendari tab, where its feed is (docs/calendars.md#back-office). */
  onOpenCalendars?: () => void;
  /** Today in Rome; tests fix it. */
  today?: string;
}

/**
 * The planning (docs/back-office.md#planning): boats as rows, days as columns, a week or a month;
 * under 640 px the same days as a list, day by day.
 */
export function PlanningPanel({ onOpenBooking, onOpenRequests, onNewBooking, onOpenCalendars, today = todayInRome() }: PlanningPanelProps) {
  const [view, setView] = useState<PlanningView>('week');
  const [anchor, setAnchor] = useState(today);
  const { from, to } = rangeOf(view, anchor);
  const planning = usePlanning(from, to);
  const boats = planning.data?.boats ?? [];
  const closedDays = useClosedDays(boats, today);
  const title =
    view === 'week'
      ? `${shortItalianDate(from, false)} – ${shortItalianDate(to)}`
      : formatDay(from, 'it', { month: 'long', year: 'numeric' });
  const shown: PlanningDays = {
    days: daysOf(from, to),
    boats,
    cells: cellIndex(planning.data?.entries ?? [], from, to),
    today,
    onOpen: (entry: PlanningEntry) => {
      if (entry.kind === 'booking') onOpenBooking(entry.id);
      else if (entry.kind === 'hold') onOpenRequests(entry.id);
      else if (entry.kind === 'external') onOpenCalendars?.();
      else if (entry.status === CLOSED_DAYS_STATUS) closedDays.showClosed(entry);
    },
    opensCalendars: !!onOpenCalendars,
    onNewBooking,
    onCloseDays: closedDays.closeRange,
  };

  return (
    <div>
      <HarbourTodayCard boats={boats} onOpenBooking={onOpenBooking} onOpenRequests={onOpenRequests} />
      <PanelHeader
        title="Planning"
        description={<span aria-live="polite">{title}</span>}
        actions={
          <PlanningToolbar
            view={view}
            onView={setView}
            onMove={(step) => setAnchor(shiftAnchor(view, anchor, step))}
            onToday={() => setAnchor(today)}
            onGoTo={setAnchor}
            onCloseDays={closedDays.closeAny}
          />
        }
      />
      <PlanningLegend />
      {planning.isPending ? (
        <StateMessage busy text="Caricamento planning..." />
      ) : planning.isError && !planning.data ? (
        <StateMessage tone="error" title="Errore" text="Impossibile caricare il planning." />
      ) : (
        <>
          <PlanningTable {...shown} title={title} compact={view === 'month'} />
          <PlanningDayList {...shown} />
        </>
      )}
      {closedDays.dialogs}
    </div>
  );
}
