import { useId, useRef } from 'react';
import styled from 'styled-components';
import type { BoatCalendars } from '@nbp/contracts/http/calendars';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmButton } from '../../../components/admin/confirm-button.tsx';
import { Input, Label } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { Cluster } from '../../../components/admin/layout.tsx';
import { Text } from '../../../components/admin/text.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { useRotateCalendarExport } from '../api/change-calendars.ts';

export const ROTATE_WARNING = 'I portali che usano il link attuale smetteranno di ricevere gli aggiornamenti.';

/** Writes to the clipboard; false when there is none or the browser refuses (no permission, not a secure page). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 'Link da dare ai portali' (docs/calendars.md#export-each-boats-feed): the boat's export URL in a
 * read-only field, 'Copia', and 'Genera nuovo link', asked first since the old link stops working.
 */
export function ExportLink({ boat }: { boat: BoatCalendars }) {
  const { toast } = useToast();
  const rotate = useRotateCalendarExport();
  const field = useRef<HTMLInputElement>(null);
  const id = useId();

  const onCopy = async () => {
    if (await copyText(boat.exportUrl)) {
      toast({
        title: 'Link copiato',
        description: `Il link di ${boat.boatName} è negli appunti: incollalo nel portale.`,
        variant: 'success',
      });
      return;
    }
    // No clipboard here: the link is selected, ready for Ctrl+C or the phone's own copy.
    field.current?.focus();
    field.current?.select();
    toast({ title: 'Copia non riuscita', description: 'Il link è selezionato: copialo con Ctrl+C (o tenendo premuto sul telefono).' });
  };

  const onRotate = () => {
    rotate.mutate(boat.boatId, {
      onSuccess: () =>
        toast({ title: 'Nuovo link generato', description: `Dai il nuovo link di ${boat.boatName} ai portali.`, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Errore', description: errorDetail(error, 'Impossibile generare un nuovo link.'), variant: 'destructive' }),
    });
  };

  return (
    <div>
      <Label htmlFor={id}>Link da dare ai portali</Label>
      <Row>
        <UrlInput
          ref={field}
          id={id}
          readOnly
          value={boat.exportUrl}
          title={boat.exportUrl}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-hint`}
        />
        <Cluster $rigid>
          <Button type="button" $size="sm" onClick={onCopy} aria-label={`Copia il link di ${boat.boatName}`}>
            Copia
          </Button>
          <ConfirmButton
            question={{ title: `Nuovo link per ${boat.boatName}?`, text: ROTATE_WARNING, confirmLabel: 'Genera nuovo link' }}
            onConfirm={onRotate}
            disabled={rotate.isPending}
            busy={rotate.isPending}
            name={`Genera nuovo link per ${boat.boatName}`}
          >
            {rotate.isPending ? 'Generazione...' : 'Genera nuovo link'}
          </ConfirmButton>
        </Cluster>
      </Row>
      <Text id={`${id}-hint`} $margin="6px 0 0" $size="0.85rem" $tone="muted">
        Chi ha questo link vede i giorni occupati della barca, senza dati dei clienti.
      </Text>
    </div>
  );
}

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  @media (min-width: 768px) {
    flex-direction: row;
    align-items: center;
  }
`;
const UrlInput = styled(Input)`
  flex: 1;
  min-width: 0;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.85rem;
  background: #f3f6f8;
`;
