import styled from 'styled-components';
import { feedCloses, type CalendarFeed } from '@nbp/contracts/http/calendars';
import { ChoiceField } from '../../../components/admin/choice-field.tsx';
import { Text } from '../../../components/admin/text.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { useUpdateCalendarFeed } from '../api/change-calendars.ts';
import { CLOSES_DEFAULT, closesChoices, eventsText, skippedEventText, skippedText } from '../logic/calendar-text.ts';

/**
 * The events of a feed's last good read left out because they cannot be read
 * (docs/calendars.md#events-that-cannot-be-read): how many, and each with its summary, UID and reason.
 */
export function SkippedEvents({ feed }: { feed: CalendarFeed }) {
  if (feed.skippedCount === 0) return null;
  return (
    <Skipped>
      <Text $size="0.9rem" $tone="danger" $weight={700} $wrap>
        {skippedText(feed.skippedCount)} (lasciati fuori, il resto è importato)
      </Text>
      <ul>
        {feed.skippedEvents.map((event, index) => (
          <li key={`${event.uid}-${index}`}>{skippedEventText(event)}</li>
        ))}
      </ul>
    </Skipped>
  );
}

/**
 * What closes days from the feed (docs/calendars.md#what-closes-days): the marketplace's default,
 * or the office's choice; a change is saved and the feed read at once, the answer replacing the row.
 */
export function ClosesSetting({ feed, disabled }: { feed: CalendarFeed; disabled: boolean }) {
  const { toast } = useToast();
  const update = useUpdateCalendarFeed();
  const onChange = (value: string) => {
    const chosen = feedCloses.safeParse(value);
    update.mutate(
      { id: feed.id, input: { closes: chosen.success ? chosen.data : null } },
      {
        onSuccess: (read) =>
          toast({ title: 'Impostazione salvata', description: `${read.name}: ${eventsText(read.eventCount)}.`, variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Errore', description: errorDetail(error, "Impossibile salvare l'impostazione."), variant: 'destructive' }),
      },
    );
  };
  return (
    <Field>
      <ChoiceField
        label="Chiudono i giorni"
        choices={closesChoices(feed)}
        value={feed.closesChosen ? feed.closes : CLOSES_DEFAULT}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled || update.isPending}
        aria-busy={update.isPending || undefined}
      />
    </Field>
  );
}

const Skipped = styled.div`
  margin: 2px 0 0;
  font-size: 0.85rem;
  ul {
    margin: 2px 0 0;
    padding-left: 18px;
    overflow-wrap: anywhere;
  }
`;
const Field = styled.div`
  max-width: 420px;
  margin-top: 6px;
`;
