import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { calendarFeedInput } from '@nbp/contracts/http/calendars';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, TextField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { useAddCalendarFeed } from '../api/change-calendars.ts';
import { eventsText } from '../logic/calendar-text.ts';

type Field = 'name' | 'url';
const EMPTY = { name: '', url: '' };

/**
 * 'Aggiungi calendario' for one boat (docs/calendars.md#import-the-marketplaces-feeds): checked with
 * the contract the server uses, its messages under the fields; the server reads the feed at once
 * and answers 201 with it, or 400 with its reason, shown under the form. Typed and not sent, it asks
 * before a switch to another tab (docs/back-office.md#safe-changes).
 */
export function AddFeedForm({ boatId, boatName }: { boatId: number; boatName: string }) {
  const { toast } = useToast();
  const add = useAddCalendarFeed();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refused, setRefused] = useState<string | null>(null);
  const titleId = useId();
  useUnsavedChanges(values.name.trim() !== '' || values.url.trim() !== '', { page: true });

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setRefused(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = calendarFeedInput.safeParse(values);
    if (!checked.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) next[String(issue.path[0]) as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setRefused(null);
    add.mutate(
      { boatId, input: checked.data },
      {
        onSuccess: (feed) => {
          setValues(EMPTY);
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
        onError: (error) => setRefused(errorDetail(error, 'Impossibile aggiungere il calendario: riprova tra qualche istante.')),
      },
    );
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Title id={titleId}>Aggiungi calendario</Title>
      <Fields>
        <TextField
          label="Nome"
          placeholder="SamBoat"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
          disabled={add.isPending}
          autoComplete="off"
        />
        <TextField
          label="Indirizzo del calendario (iCal)"
          placeholder="https://…"
          type="url"
          inputMode="url"
          value={values.url}
          onChange={(event) => set('url', event.target.value)}
          error={errors.url}
          disabled={add.isPending}
          autoComplete="off"
          spellCheck={false}
        />
      </Fields>
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
const Title = styled.h4`
  margin: 0 0 8px;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.navy};
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
