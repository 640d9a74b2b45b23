import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { calendarFeedInput, feedCloses } from '@nbp/contracts/http/calendars';
import { ChoiceField } from '../../../components/admin/choice-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, TextField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { BoxTitle } from '../../../components/admin/text.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { useAddCalendarFeed } from '../api/change-calendars.ts';
import { CLOSES_DEFAULT, eventsText, NEW_FEED_CLOSES_CHOICES } from '../logic/calendar-text.ts';

const EMPTY = { name: '', url: '' };

/**
 * 'Aggiungi calendario' for one boat (docs/calendars.md#import-the-marketplaces-feeds): checked with
 * the contract the server uses, its messages under the fields; the server reads the feed at once
 * and answers 201 with it, or 400 with its reason, shown under the form until a field changes.
 * Typed and not sent, it asks before a switch to another tab (docs/back-office.md#safe-changes).
 */
export function AddFeedForm({ boatId, boatName }: { boatId: number; boatName: string }) {
  const { toast } = useToast();
  const add = useAddCalendarFeed();
  const form = useContractForm(calendarFeedInput, EMPTY);
  // What closes days from the new feed: its marketplace's default unless the office chooses
  // (docs/calendars.md#what-closes-days); changeable later on the feed's row.
  const [closes, setCloses] = useState<string>(CLOSES_DEFAULT);
  const chosen = feedCloses.safeParse(closes);
  const titleId = useId();
  const [name, url] = useWatch({ control: form.control, name: ['name', 'url'] });
  useUnsavedChanges(name.trim() !== '' || url.trim() !== '', { page: true });
  const refused = form.formState.errors.root?.message;
  const clearRefused = () => form.clearErrors('root');

  const onSubmit = form.handleSubmit((input) =>
    add.mutate(
      { boatId, input: chosen.success ? { ...input, closes: chosen.data } : input },
      {
        onSuccess: (feed) => {
          form.reset(EMPTY);
          setCloses(CLOSES_DEFAULT);
          toast(
            feed.lastError
              ? {
                  title: 'Calendario aggiunto',
                  description: `«${feed.name}» aggiunto per ${boatName}, ma la prima lettura non è riuscita: ${feed.lastError} Verrà riprovato.`,
                }
              : {
                  title: 'Calendario aggiunto',
                  description: `«${feed.name}» aggiunto per ${boatName}: ${eventsText(feed.eventCount)}.`,
                  variant: 'success',
                },
          );
        },
        onError: (error) =>
          form.setError('root', { message: errorDetail(error, 'Impossibile aggiungere il calendario: riprova tra qualche istante.') }),
      },
    ),
  );

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <BoxTitle as="h4" id={titleId} $size="1rem" $margin="0 0 8px" $plain>
        Aggiungi calendario
      </BoxTitle>
      <Fields>
        <TextField label="Nome" placeholder="SamBoat" {...form.bind('name', clearRefused)} disabled={add.isPending} autoComplete="off" />
        <TextField
          label="Indirizzo del calendario (iCal)"
          placeholder="https://…"
          type="url"
          inputMode="url"
          {...form.bind('url', clearRefused)}
          disabled={add.isPending}
          autoComplete="off"
          spellCheck={false}
        />
      </Fields>
      <ChoiceField
        label="Chiudono i giorni"
        choices={NEW_FEED_CLOSES_CHOICES}
        value={closes}
        onChange={(event) => setCloses(event.target.value)}
        disabled={add.isPending}
      />
      {refused && <FieldError role="alert">{refused}</FieldError>}
      <Submit>
        <Button type="submit" $size="sm" disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {add.isPending ? 'Lettura del calendario...' : 'Aggiungi'}
        </Button>
      </Submit>
    </Form>
  );
}

const Form = styled.form`
  margin-top: 12px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.seaLight};
`;
const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: 12px;
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
  & > div {
    margin-bottom: 8px;
  }
`;
const Submit = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 8px;
`;
