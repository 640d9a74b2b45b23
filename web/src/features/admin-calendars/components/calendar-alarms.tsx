import styled from 'styled-components';
import { staleFeedText, type BoatCalendars, type CalendarConflict } from '@nbp/contracts/http/calendars';
import { Button } from '../../../components/ui/button.tsx';
import { AdminBox, Cluster, Stack } from '../../../components/admin/layout.tsx';
import { BoxTitle, Text } from '../../../components/admin/text.tsx';
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
    <AdminBox aria-labelledby="calendar-alarms-title">
      <BoxTitle id="calendar-alarms-title" $margin="0 0 8px">
        Avvisi
      </BoxTitle>
      {conflictsError && (
        <Text role="alert" $margin="0 0 8px" $tone="danger">
          Impossibile leggere le sovrapposizioni: {conflictsError}
        </Text>
      )}
      {none ? (
        !conflictsError && <Text $tone="success">Nessun avviso: i calendari sono aggiornati e non ci sono sovrapposizioni.</Text>
      ) : (
        <Stack $gap={8}>
          {quiet.map(({ feed, boatName: boat }) => (
            <Alarm key={`feed-${feed.id}`} $tone="warning">
              <strong>{staleFeedText(feed.name, feed.quietMinutes)}</strong>
              <Text as="span" $size="0.92rem">
                {boat}
              </Text>
              {feed.lastError && (
                <Text as="span" $size="0.92rem" $tone="danger">
                  Ultimo errore: {feed.lastError}
                </Text>
              )}
            </Alarm>
          ))}
          {conflicts.map((conflict) => (
            <Alarm key={`conflict-${conflict.id}`} $tone="danger">
              <strong>
                Sovrapposizione: calendario {conflict.feedName}, {boatName(conflict.boatId)}
              </strong>
              <Text as="span" $size="0.92rem">
                Evento importato {daysText(conflict.startDate, conflict.endDate)}, su giorni già occupati da{' '}
                {conflict.bookingId !== null ? `la prenotazione #${conflict.bookingId}` : `la richiesta #${conflict.requestId}`}.
              </Text>
              <Cluster $margin="4px 0 0">
                {conflict.bookingId !== null ? (
                  <Button type="button" $size="sm" $variant="outline" onClick={() => onOpenBooking(conflict.bookingId!)}>
                    Apri prenotazione #{conflict.bookingId}
                  </Button>
                ) : conflict.requestId !== null ? (
                  <Button type="button" $size="sm" $variant="outline" onClick={() => onOpenRequest(conflict.requestId!)}>
                    Apri richiesta #{conflict.requestId}
                  </Button>
                ) : null}
              </Cluster>
            </Alarm>
          ))}
        </Stack>
      )}
    </AdminBox>
  );
}

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
