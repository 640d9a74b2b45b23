import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { CLOSED_REASON_MAX, closedDaysInput, type ClosedDaysInput, type Planning } from '@nbp/contracts/http/booking';
import { GuardedDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { ChoiceField, namedChoices } from '../../../components/admin/choice-field.tsx';
import { DayFormField } from '../../../components/admin/day-field.tsx';
import { DialogButtons, FormGrid } from '../../../components/admin/form-layout.tsx';
import { FieldError, TextField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { useCloseDays } from '../api/closed-days.ts';

/** What the dialog opens on: a boat and days, chosen by a drag across the grid or typed. */
export interface ClosingDraft {
  boatId: number | null;
  startDate: string;
  endDate: string;
}

interface Props {
  draft: ClosingDraft | null;
  boats: Planning['boats'];
  onClose: () => void;
}

/** 'Chiudi giorni' (docs/back-office.md#closed-days): a boat, its first and last day, and a required reason. */
export function CloseDaysDialog({ draft, boats, onClose }: Props) {
  return (
    <GuardedDialog open={draft !== null} onClose={onClose} title="Chiudi giorni">
      {draft && <CloseDaysForm draft={draft} boats={boats} onDone={onClose} />}
    </GuardedDialog>
  );
}

function CloseDaysForm({ draft, boats, onDone }: { draft: ClosingDraft; boats: Planning['boats']; onDone: () => void }) {
  const { toast } = useToast();
  const close = useCloseDays();
  const initial: ClosedDaysInput = {
    boatId: draft.boatId === null ? '' : String(draft.boatId),
    startDate: draft.startDate,
    endDate: draft.endDate,
    reason: '',
  };
  const form = useContractForm(closedDaysInput, initial);
  const values = useWatch({ control: form.control }) as ClosedDaysInput;
  const requestClose = useUnsavedChanges((values.reason ?? '').trim() !== '');
  const busy = close.isPending;
  const onSubmit = form.handleSubmit((input) => {
    close.mutate(input, {
      onSuccess: () => {
        const boat = boats.find((b) => b.id === input.boatId)?.name ?? '';
        toast({ title: 'Giorni chiusi', description: `${boat}: ${input.reason}`, variant: 'success' });
        onDone();
      },
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>Nessuno potrà prenotare la barca in questi giorni finché non li riapri.</p>
      <FormGrid>
        <div className="full">
          <ChoiceField
            label="Barca *"
            none={{ value: '', label: 'Seleziona una barca' }}
            choices={namedChoices(boats)}
            {...form.bindSelect('boatId')}
            aria-required="true"
            disabled={busy}
          />
        </div>
        <DayFormField label="Dal *" required control={form.control} name="startDate" disabled={busy} />
        <DayFormField label="Al (compreso) *" required control={form.control} name="endDate" disabled={busy} />
        <div className="full">
          <TextField
            label="Motivo *"
            hint={`Per esempio: manutenzione, uscita del proprietario. Al massimo ${CLOSED_REASON_MAX} caratteri; non compare sul sito.`}
            aria-required="true"
            autoComplete="off"
            maxLength={CLOSED_REASON_MAX}
            {...form.bind('reason')}
            disabled={busy}
          />
        </div>
      </FormGrid>
      {close.isError && <Refusal role="alert">{errorDetail(close.error, 'Impossibile chiudere i giorni. Riprova.')}</Refusal>}
      <DialogButtons busy={busy} onCancel={requestClose} label="Chiudi giorni" busyLabel="Salvataggio..." />
    </form>
  );
}

const Refusal = styled(FieldError)`
  margin: 12px 0 0;
`;
