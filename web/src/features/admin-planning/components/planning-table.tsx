import styled, { css } from 'styled-components';
import type { Planning, PlanningEntry } from '@nbp/contracts/http/booking';
import { formatDay } from '@nbp/contracts/days';
import { longItalianDate } from '@nbp/contracts/format';
import { media } from '../../../theme/theme.ts';
import { EntryCell } from './entry-cell.tsx';
import { useDayDrag } from './use-day-drag.ts';

/** What the grid and the phone's list both draw: the days, the boats, what holds each boat's day. */
export interface PlanningDays {
  days: string[];
  boats: Planning['boats'];
  /** By `${boatId}|${day}`. */
  cells: Map<string, PlanningEntry>;
  today: string;
  onOpen: (entry: PlanningEntry) => void;
  opensCalendars: boolean;
  onNewBooking: (boatId: number, day: string) => void;
  /** A drag across empty days of a boat: 'Chiudi giorni' on them (docs/back-office.md#closed-days). */
  onCloseDays: (boatId: number, startDate: string, endDate: string) => void;
}

/** From the small breakpoint: boats as rows, days as columns; an empty cell is 'Nuova prenotazione' for that boat and day. */
export function PlanningTable({
  days,
  boats,
  cells,
  today,
  onOpen,
  opensCalendars,
  onNewBooking,
  onCloseDays,
  title,
  compact,
}: PlanningDays & { title: string; compact: boolean }) {
  const drag = useDayDrag(onCloseDays);
  return (
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
                        onOpen={onOpen}
                        opensCalendars={opensCalendars}
                        compact={compact}
                      />
                    ) : (
                      <EmptyButton
                        type="button"
                        aria-label={`Nuova prenotazione: ${boat.name}, ${longItalianDate(day)}`}
                        title="Clic: nuova prenotazione. Trascina su più giorni: chiudi giorni."
                        data-selected={drag.selected(boat.id, day) || undefined}
                        {...drag.handlers(boat.id, day)}
                        onClick={(event) => {
                          if (!drag.endedDrag(event)) onNewBooking(boat.id, day);
                        }}
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
  );
}

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
// A month fits a 1366 px screen whole (140 + 31 × 32 = 1132 px, inside the page's 1216): no sideways
// scroll at a desk; a week's days are wide enough for the customer's name.
const boatColumn = (days: number) => (days > 7 ? 140 : 160);
const dayColumn = (days: number) => (days > 7 ? 32 : 110);
const Grid = styled.table<{ $days: number }>`
  border-collapse: collapse;
  width: 100%;
  min-width: ${({ $days }) => boatColumn($days) + $days * dayColumn($days)}px;
  table-layout: fixed;
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: 0;
  }
  thead th:first-child {
    width: ${({ $days }) => boatColumn($days)}px;
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
const EmptyButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 42px;
  border: 0;
  background: transparent;
  color: transparent;
  cursor: pointer;
  user-select: none;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.seaLight};
    color: ${({ theme }) => theme.colors.sea};
  }
  &[data-selected] {
    background: repeating-linear-gradient(135deg, #e5e7eb, #e5e7eb 5px, #cbd5e1 5px, #cbd5e1 10px);
    color: transparent;
  }
`;
