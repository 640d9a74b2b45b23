import styled from 'styled-components';
import { staleFeedText, type BoatCalendars, type CalendarConflict } from '@nbp/contracts/http/calendars';
import { Button } from '../../../components/ui/button.tsx';
import { staleFeeds } from '../logic/calendar-list.ts';
import { daysText } from '../logic/calendar-text.ts';

interface Props {
  boats: readonly BoatCalendars[];
  conflicts: readonly CalendarConflict[];
  /** The conflicts could not be read: said here rather than shown as "no alarms". */
  conflictsError?: string;
  onOpenBooking: (bookingId: number) => void;
  onOpenRequest: (requestId: number) => void;
}

/**
 * On top of the Calendari tab (docs/calendars.md#conflicts-and-quiet-feeds): each feed gone quiet
 * and each imported event that falls on days a booking or a request's hold here already holds, with
 * a button to that booking or request.
 */
export function CalendarAlarms({ boats, conflicts, conflictsError, onOpenBooking, onOpenRequest }: Props) {
  const quiet = staleFeeds(boats);
  const boatName = (id: number) => boats.find((boat) => boat.boatId === id)?.boatName ?? `barca n. ${id}`;
  const none = quiet.length === 0 && conflicts.length === 0;
  return (
    <Box aria-labelledby="calendar-alarms-title">
      <Title id="calendar-alarms-title">Avvisi</Title>
      {conflictsError && <Failed role="alert">Impossibile leggere le sovrapposizioni: {conflictsError}</Failed>}
      {none ? (
        !conflictsError && <Calm>Nessun avviso: i calendari sono aggiornati e non ci sono sovrapposizioni.</Calm>
      ) : (
        <List>
          {quiet.map(({ feed, boatName: boat }) => (
            <Alarm key={`feed-${feed.id}`} $tone="warning">
              <strong>{staleFeedText(feed.name, feed.quietMinutes)}</strong>
              <Line>{boat}</Line>
              {feed.lastError && <ErrorLine>Ultimo errore: {feed.lastError}</ErrorLine>}
            </Alarm>
          ))}
          {conflicts.map((conflict) => (
            <Alarm key={`conflict-${conflict.id}`} $tone="danger">
              <strong>
                Sovrapposizione: calendario {conflict.feedName}, {boatName(conflict.boatId)}
              </strong>
              <Line>
                Evento importato {daysText(conflict.startDate, conflict.endDate)}, su giorni già occupati da{' '}
                {conflict.bookingId !== null ? `la prenotazione #${conflict.bookingId}` : `la richiesta #${conflict.requestId}`}.
              </Line>
              <Actions>
                {conflict.bookingId !== null ? (
                  <Button type="button" $size="sm" $variant="outline" onClick={() => onOpenBooking(conflict.bookingId!)}>
                    Apri prenotazione #{conflict.bookingId}
                  </Button>
                ) : conflict.requestId !== null ? (
                  <Button type="button" $size="sm" $variant="outline" onClick={() => onOpenRequest(conflict.requestId!)}>
                    Apri richiesta #{conflict.requestId}
                  </Button>
                ) : null}
              </Actions>
            </Alarm>
          ))}
        </List>
      )}
    </Box>
  );
}

const Box = styled.section`
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 16px;
  @media (min-width: 768px) {
    padding: 20px;
  }
`;
const Title = styled.h3`
  font-size: 1.15rem;
  margin: 0 0 8px;
`;
const Calm = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
`;
const Failed = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.danger};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;
const Alarm = styled.li<{ $tone: 'warning' | 'danger' }>`
  display: grid;
  gap: 4px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : '#b45309')};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerBg : '#fef3c7')};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.navy};
  }
`;
const Line = styled.span`
  font-size: 0.92rem;
`;
const ErrorLine = styled.span`
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.danger};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 4px;
`;
