import styled from 'styled-components';
import { formatDay } from '@nbp/contracts/days';
import { longItalianDate } from '@nbp/contracts/format';
import { Button } from '../../../components/ui/button.tsx';
import { media } from '../../../theme/theme.ts';
import { EntryCell } from './entry-cell.tsx';
import type { PlanningDays } from './planning-table.tsx';

/** Under 640 px: the same days as a list, one day after the other, each boat a row. */
export function PlanningDayList({ days, boats, cells, today, onOpen, opensCalendars, onNewBooking }: PlanningDays) {
  return (
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
                    <EntryCell entry={entry} day={day} boatName={boat.name} onOpen={onOpen} opensCalendars={opensCalendars} />
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
  );
}

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
