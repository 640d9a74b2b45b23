import styled from 'styled-components';
import type { CalendarFeed } from '@nbp/contracts/http/calendars';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmButton } from '../../../components/admin/confirm-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { Cluster } from '../../../components/admin/layout.tsx';
import { Text } from '../../../components/admin/text.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { useDeleteCalendarFeed, useRefreshCalendarFeed } from '../api/change-calendars.ts';
import { eventsText, lastReadText, shortUrl } from '../logic/calendar-text.ts';
import { ClosesSetting, SkippedEvents } from './feed-settings.tsx';

/**
 * One imported feed (docs/calendars.md#import-the-marketplaces-feeds): its name, URL, last good read,
 * events kept, the events skipped because they cannot be read (docs/calendars.md#events-that-cannot-be-read),
 * last error; what closes days (docs/calendars.md#what-closes-days), saved and read at once when
 * changed; 'Aggiorna ora' reads it at once (busy while reading, the answer replaces the row),
 * 'Elimina' asks first.
 */
export function FeedRow({ feed, boatName }: { feed: CalendarFeed; boatName: string }) {
  const { toast } = useToast();
  const refresh = useRefreshCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const titleId = `calendar-feed-${feed.id}`;

  const onRefresh = () =>
    refresh.mutate(feed.id, {
      onSuccess: (read) =>
        read.lastError
          ? toast({ title: 'Lettura non riuscita', description: `${read.name}: ${read.lastError}`, variant: 'destructive' })
          : toast({ title: 'Calendario aggiornato', description: `${read.name}: ${eventsText(read.eventCount)}.`, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Errore', description: errorDetail(error, 'Impossibile leggere il calendario.'), variant: 'destructive' }),
    });

  // Awaited rather than mutate's callbacks: the row leaves the list as soon as the answer comes, and
  // the callbacks of a row no longer shown would never run.
  const onDelete = async () => {
    try {
      await remove.mutateAsync(feed.id);
      toast({ title: 'Calendario eliminato', description: `«${feed.name}» non è più letto per ${boatName}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Errore', description: errorDetail(error, 'Impossibile eliminare il calendario.'), variant: 'destructive' });
    }
  };

  return (
    <Row aria-labelledby={titleId} aria-busy={refresh.isPending || undefined}>
      <Info>
        <Cluster $align="center">
          <Text id={titleId} $weight={700} $tone="navy" $wrap>
            {feed.name}
          </Text>
          {feed.stale && <Badge $variant="warning">Non aggiornato</Badge>}
        </Cluster>
        <Url title={feed.url}>{shortUrl(feed.url)}</Url>
        <Facts>
          <span>{lastReadText(feed.lastSuccessAt)}</span>
          <span>{eventsText(feed.eventCount)}</span>
        </Facts>
        <SkippedEvents feed={feed} />
        <ClosesSetting feed={feed} disabled={refresh.isPending || remove.isPending} />
        {feed.lastError && (
          <Text $margin="2px 0 0" $size="0.9rem" $tone="danger" $wrap>
            Ultimo errore: {feed.lastError}
          </Text>
        )}
      </Info>
      <Cluster $rigid>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          onClick={onRefresh}
          disabled={refresh.isPending || remove.isPending}
          aria-busy={refresh.isPending || undefined}
          aria-label={`Aggiorna ora ${feed.name}`}
        >
          {refresh.isPending ? 'Lettura...' : 'Aggiorna ora'}
        </Button>
        <ConfirmButton
          question={{
            title: `Eliminare il calendario «${feed.name}»?`,
            text: `${boatName} non leggerà più questo calendario: i giorni che ha chiuso torneranno liberi su questo sito.`,
            confirmLabel: 'Elimina',
          }}
          onConfirm={onDelete}
          disabled={remove.isPending || refresh.isPending}
          name={`Elimina ${feed.name}`}
        >
          Elimina
        </ConfirmButton>
      </Cluster>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: 768px) {
    flex-direction: row;
    align-items: flex-start;
    justify-content: space-between;
  }
`;
const Info = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
`;
const Url = styled.p`
  margin: 0;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Facts = styled.p`
  margin: 2px 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 2px 16px;
  font-size: 0.9rem;
`;
