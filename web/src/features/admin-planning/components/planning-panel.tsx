import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { PlanningEntry } from '@nbp/contracts/http/booking';
import { PanelHeader, StateMessage } from '../../../components/admin/panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { todayInRome } from '@nbp/contracts/days';
import { media } from '../../../theme/theme.ts';
import { usePlanning } from '../api/get-planning.ts';
import {
  cellIndex,
  daysOf,
  LEGEND,
  rangeOf,
  shiftAnchor,
  toneLabel,
  toneOf,
  type EntryTone,
  type PlanningView,
} from '../logic/planning-grid.ts';
import { HarbourTodayCard } from './harbour-today.tsx';
import { formatDay } from '@nbp/contracts/days';
import { longItalianDate, shortItalianDate } from '@nbp/contracts/format';

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
  const days = daysOf(from, to);
  const boats = planning.data?.boats ?? [];
  const cells = cellIndex(planning.data?.entries ?? [], from, to);

  const open = (entry: PlanningEntry) => {
    if (entry.kind === 'booking') onOpenBooking(entry.id);
    else if (entry.kind === 'hold') onOpenRequests(entry.id);
    else if (entry.kind === 'external') onOpenCalendars?.();
  };
  const title =
    view === 'week'
      ? `${shortItalianDate(from, false)} – ${shortItalianDate(to)}`
      : formatDay(from, 'it', { month: 'long', year: 'numeric' });

  return (
    <div>
      <HarbourTodayCard boats={boats} onOpenBooking={onOpenBooking} onOpenRequests={onOpenRequests} />
      <PanelHeader
        title="Planning"
        description={<span aria-live="polite">{title}</span>}
        actions={
          <Toolbar>
            <Segmented role="group" aria-label="Vista">
              <Button
                type="button"
                $size="sm"
                $variant={view === 'week' ? 'primary' : 'secondary'}
                aria-pressed={view === 'week'}
                onClick={() => setView('week')}
              >
                Settimana
              </Button>
              <Button
                type="button"
                $size="sm"
                $variant={view === 'month' ? 'primary' : 'secondary'}
                aria-pressed={view === 'month'}
                onClick={() => setView('month')}
              >
                Mese
              </Button>
            </Segmented>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              aria-label={view === 'week' ? 'Settimana precedente' : 'Mese precedente'}
              onClick={() => setAnchor(shiftAnchor(view, anchor, -1))}
            >
              ‹
            </Button>
            <Button type="button" $size="sm" $variant="secondary" onClick={() => setAnchor(today)}>
              Oggi
            </Button>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              aria-label={view === 'week' ? 'Settimana successiva' : 'Mese successivo'}
              onClick={() => setAnchor(shiftAnchor(view, anchor, 1))}
            >
              ›
            </Button>
          </Toolbar>
        }
      />
      <Legend aria-label="Legenda">
        {LEGEND.map((item) => (
          <li key={item.tone}>
            <Swatch $tone={item.tone} aria-hidden="true" />
            {item.label}
          </li>
        ))}
      </Legend>
      {planning.isPending ? (
        <StateMessage busy text="Caricamento planning..." />
      ) : planning.isError && !planning.data ? (
        <StateMessage tone="error" title="Errore" text="Impossibile caricare il planning." />
      ) : (
        <>
          <GridScroller data-testid="planning-grid">
            <Grid aria-label={`Planning ${title}`} $days={days.length}>
              <thead>
                <tr>
                  <th scope="col">Barca</th>
                  {days.map((day) => (
                    <DayHead key={day} scope="col" aria-current={day === today ? 'date' : undefined} $today={day === today}>
                      <small>{formatDay(day, 'it', { weekday: 'short' })}</small>
                      <span>{formatDay(day, 'it', { day: 'numeric' })}</span>
                    </DayHead>
                  ))}
                </tr>
              </thead>
              <tbody>
                {boats.map((boat) => (
                  <tr key={boat.id}>
                    <BoatHead scope="row">
                      {boat.name}
                      {!boat.isActive && <Inactive> (non attiva)</Inactive>}
                    </BoatHead>
                    {days.map((day) => {
                      const entry = cells.get(`${boat.id}|${day}`);
                      return (
                        <Cell key={day} $today={day === today}>
                          {entry ? (
                            <EntryCell
                              entry={entry}
                              day={day}
                              boatName={boat.name}
                              onOpen={open}
                              opensCalendars={!!onOpenCalendars}
                              compact={view === 'month'}
                            />
                          ) : (
                            <EmptyButton
                              type="button"
                              aria-label={`Nuova prenotazione: ${boat.name}, ${longItalianDate(day)}`}
                              onClick={() => onNewBooking(boat.id, day)}
                            >
                              +
                            </EmptyButton>
                          )}
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Grid>
          </GridScroller>
          <DayList data-testid="planning-list">
            {days.map((day) => (
              <DayItem key={day} $today={day === today} aria-current={day === today ? 'date' : undefined}>
                <DayTitle>
                  {formatDay(day, 'it', { weekday: 'long', day: 'numeric', month: 'long' })}
                  {day === today && <TodayTag>Oggi</TodayTag>}
                </DayTitle>
                <ul>
                  {boats.map((boat) => {
                    const entry = cells.get(`${boat.id}|${day}`);
                    return (
                      <ListRow key={boat.id}>
                        <span>{boat.name}</span>
                        {entry ? (
                          <EntryCell entry={entry} day={day} boatName={boat.name} onOpen={open} opensCalendars={!!onOpenCalendars} />
                        ) : (
                          <Button
                            type="button"
                            $size="sm"
                            $variant="secondary"
                            aria-label={`Nuova prenotazione: ${boat.name}, ${longItalianDate(day)}`}
                            onClick={() => onNewBooking(boat.id, day)}
                          >
                            {/* The visible words start the accessible name, which adds boat and day. */}
                            Nuova prenotazione
                          </Button>
                        )}
                      </ListRow>
                    );
                  })}
                </ul>
              </DayItem>
            ))}
          </DayList>
        </>
      )}
    </div>
  );
}

function EntryCell({
  entry,
  day,
  boatName,
  onOpen,
  opensCalendars = false,
  compact,
}: {
  entry: PlanningEntry;
  day: string;
  boatName: string;
  onOpen: (entry: PlanningEntry) => void;
  /** An imported calendar's cell is a button to the Calendari tab; otherwise only a coloured mark. */
  opensCalendars?: boolean;
  compact?: boolean;
}) {
  const tone = toneOf(entry);
  const description = `${toneLabel(tone)}: ${entry.label}, ${boatName}, ${longItalianDate(day)}`;
  // The name is written on the first day shown; the following days carry only the colour.
  const text = compact ? '' : entry.label;
  if (entry.kind === 'booking' || entry.kind === 'hold' || (entry.kind === 'external' && opensCalendars))
    return (
      <Entry as="button" type="button" $tone={tone} title={description} aria-label={description} onClick={() => onOpen(entry)}>
        {text}
      </Entry>
    );
  return (
    <Entry $tone={tone} title={description} aria-label={description} role="img">
      {text}
    </Entry>
  );
}

const TONES: Record<EntryTone, ReturnType<typeof css>> = {
  confirmed: css`
    background: #0e6b8c;
    color: #fff;
  `,
  pending: css`
    background: #fde68a;
    color: #1c2b36;
    border: 1px solid #b45309;
  `,
  hold: css`
    background: repeating-linear-gradient(45deg, #fff7ed, #fff7ed 6px, #fed7aa 6px, #fed7aa 12px);
    color: #7c2d12;
    border: 1px dashed #c2410c;
  `,
  blocked: css`
    background: repeating-linear-gradient(135deg, #e5e7eb, #e5e7eb 5px, #cbd5e1 5px, #cbd5e1 10px);
    color: #334155;
  `,
  external: css`
    background: #ede9fe;
    color: #4c1d95;
  `,
};

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;
const Segmented = styled.div`
  display: inline-flex;
  gap: 4px;
`;
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 8px 0 12px;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;
const Swatch = styled.span<{ $tone: EntryTone }>`
  display: inline-block;
  width: 18px;
  height: 14px;
  border-radius: 3px;
  ${({ $tone }) => TONES[$tone]}
`;
const GridScroller = styled.div`
  display: none;
  overflow-x: auto;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  ${media.sm} {
    display: block;
  }
`;
const Grid = styled.table<{ $days: number }>`
  border-collapse: collapse;
  width: 100%;
  min-width: ${({ $days }) => 160 + $days * ($days > 7 ? 36 : 110)}px;
  table-layout: fixed;
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: 0;
  }
  thead th:first-child {
    width: 160px;
  }
`;
const DayHead = styled.th<{ $today: boolean }>`
  padding: 6px 2px !important;
  font-weight: 600;
  font-size: 0.8rem;
  text-align: center;
  small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
    text-transform: capitalize;
  }
  ${({ $today, theme }) =>
    $today &&
    css`
      background: ${theme.colors.sun};
      color: ${theme.colors.navy};
      small {
        color: ${theme.colors.navy};
      }
    `}
`;
const BoatHead = styled.th`
  padding: 8px !important;
  text-align: left;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;
const Inactive = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;
const Cell = styled.td<{ $today: boolean }>`
  height: 44px;
  ${({ $today }) =>
    $today &&
    css`
      box-shadow:
        inset 2px 0 0 #f2a93b,
        inset -2px 0 0 #f2a93b;
    `}
`;
const Entry = styled.span<{ $tone: EntryTone }>`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 36px;
  padding: 4px 6px;
  border: 0;
  font: inherit;
  font-size: 0.8rem;
  text-align: left;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  cursor: ${({ as }) => (as === 'button' ? 'pointer' : 'default')};
  ${({ $tone }) => TONES[$tone]}
`;
const EmptyButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 42px;
  border: 0;
  background: transparent;
  color: transparent;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.seaLight};
    color: ${({ theme }) => theme.colors.sea};
  }
`;
const DayList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  ${media.sm} {
    display: none;
  }
`;
const DayItem = styled.li<{ $today: boolean }>`
  background: #fff;
  border: 1px solid ${({ theme, $today }) => ($today ? theme.colors.sun : theme.colors.border)};
  border-width: ${({ $today }) => ($today ? '2px' : '1px')};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 10px 12px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
`;
const DayTitle = styled.h3`
  margin: 0 0 8px;
  font-size: 1rem;
  text-transform: capitalize;
  color: ${({ theme }) => theme.colors.navy};
`;
const TodayTag = styled.span`
  margin-left: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.sun};
  font-size: 0.75rem;
  text-transform: none;
`;
const ListRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 8px;
  align-items: center;
  font-size: 0.875rem;
  > span:first-child {
    overflow-wrap: anywhere;
  }
`;
