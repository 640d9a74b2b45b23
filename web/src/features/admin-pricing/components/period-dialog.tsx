import { pricingPeriodInput, type PricingPeriod, type PricingPeriodSaved } from '@nbp/contracts/http/pricing';
import { GuardedDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { DayFormField } from '../../../components/admin/day-field.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { CheckboxField, DialogButtons, FormGrid } from '../../../components/admin/form-layout.tsx';
import { useSavePricingPeriod } from '../api/save-pricing-period.ts';
import { overlapWarning } from '../logic/period-overlap.ts';

/** 'Nuovo Periodo di Prezzo' or 'Modifica Periodo'; `period` undefined = closed, null = new. */
export function PeriodDialog({ period, onClose }: { period: PricingPeriod | null | undefined; onClose: () => void }) {
  return (
    <GuardedDialog open={period !== undefined} onClose={onClose} title={period ? 'Modifica Periodo' : 'Nuovo Periodo di Prezzo'}>
      {period !== undefined && <PeriodForm key={period?.id ?? 'new'} period={period} onDone={onClose} />}
    </GuardedDialog>
  );
}

/** The dialog's fields as the period has them (a new one: empty, active). */
function periodValues(period: PricingPeriod | null) {
  return {
    name: period?.name ?? '',
    // Empty: not translated (docs/languages.md#period-names); sent as it is, the contract makes it null.
    nameEn: period?.nameEn ?? '',
    startDate: period?.startDate.slice(0, 10) ?? '',
    endDate: period?.endDate.slice(0, 10) ?? '',
    isActive: period?.isActive ?? true,
  };
}

/** 'Periodo Creato' / 'Periodo Aggiornato': an overlap turns the success into a warning that stays longer (one toast at a time). */
function savedToast(name: string, editing: boolean, saved: PricingPeriodSaved) {
  const done = editing ? `Il periodo "${name}" è stato aggiornato.` : `Il periodo "${name}" è stato creato.`;
  const warning = overlapWarning(saved.overlaps);
  return {
    title: editing ? 'Periodo Aggiornato' : 'Periodo Creato',
    description: warning ? `${done} ${warning}` : done,
    variant: warning ? ('default' as const) : ('success' as const),
    ...(warning ? { duration: 12_000 } : {}),
  };
}

function PeriodForm({ period, onDone }: { period: PricingPeriod | null; onDone: () => void }) {
  const { toast } = useToast();
  const save = useSavePricingPeriod();
  const form = useContractForm(pricingPeriodInput, periodValues(period));
  const requestClose = useUnsavedChanges(form.formState.isDirty);
  const editing = period !== null;
  const disabled = save.isPending;

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: period?.id, input },
      {
        onSuccess: (saved) => {
          toast(savedToast(input.name, editing, saved));
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Errore',
            description: errorDetail(
              error,
              editing ? 'Impossibile aggiornare il periodo di prezzo.' : 'Impossibile creare il periodo di prezzo.',
            ),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField label="Nome del periodo" placeholder="Alta stagione" {...form.bind('name')} disabled={disabled} />
      <TextField
        label="Nome in inglese (facoltativo)"
        placeholder="High season"
        lang="en"
        hint="Il nome mostrato sulle pagine in inglese. Se lo lasci vuoto, vi compare il nome italiano."
        {...form.bind('nameEn')}
        disabled={disabled}
      />
      <FormGrid>
        <DayFormField label="Data inizio" control={form.control} name="startDate" disabled={disabled} />
        <DayFormField label="Data fine" control={form.control} name="endDate" disabled={disabled} />
      </FormGrid>
      <CheckboxField
        label="Periodo attivo"
        hint="Solo i periodi attivi valgono per i prezzi."
        {...form.register('isActive')}
        disabled={disabled}
      />
      <DialogButtons busy={disabled} onCancel={requestClose} label={period ? 'Aggiorna' : 'Crea'} busyLabel="Salvataggio..." />
    </form>
  );
}
