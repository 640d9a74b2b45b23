import { useState, type FormEvent } from 'react';
import { pricingPeriodInput, type PricingPeriod } from '@nbp/contracts/http/pricing';
import { Button } from '../../../components/ui/button.tsx';
import { GuardedDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { CheckboxField, FormActions, FormGrid } from '../../../components/admin/form-layout.tsx';
import { useSavePricingPeriod } from '../api/save-pricing-period.ts';
import { overlapWarning } from '../logic/period-overlap.ts';

type Field = 'name' | 'nameEn' | 'startDate' | 'endDate' | 'isActive';

/** 'Nuovo Periodo di Prezzo' or 'Modifica Periodo'; `period` undefined = closed, null = new. */
export function PeriodDialog({ period, onClose }: { period: PricingPeriod | null | undefined; onClose: () => void }) {
  return (
    <GuardedDialog open={period !== undefined} onClose={onClose} title={period ? 'Modifica Periodo' : 'Nuovo Periodo di Prezzo'}>
      {period !== undefined && <PeriodForm key={period?.id ?? 'new'} period={period} onDone={onClose} />}
    </GuardedDialog>
  );
}

function PeriodForm({ period, onDone }: { period: PricingPeriod | null; onDone: () => void }) {
  const { toast } = useToast();
  const save = useSavePricingPeriod();
  const [initial] = useState(() => ({
    name: period?.name ?? '',
    // Empty: not translated (docs/languages.md#period-names); sent as it is, the contract makes it null.
    nameEn: period?.nameEn ?? '',
    startDate: period?.startDate.slice(0, 10) ?? '',
    endDate: period?.endDate.slice(0, 10) ?? '',
    isActive: period?.isActive ?? true,
  }));
  const [values, setValues] = useState(initial);
  const requestClose = useUnsavedChanges((Object.keys(values) as Field[]).some((field) => values[field] !== initial[field]));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = <K extends Field>(field: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = pricingPeriodInput.safeParse(values);
    if (!checked.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) next[String(issue.path[0]) as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    const editing = period !== null;
    save.mutate(
      { id: period?.id, input: checked.data },
      {
        onSuccess: (saved) => {
          const done = editing
            ? `Il periodo "${checked.data.name}" è stato aggiornato.`
            : `Il periodo "${checked.data.name}" è stato creato.`;
          // One toast at a time: an overlap turns the success into a warning that stays longer.
          const warning = overlapWarning(saved.overlaps);
          toast({
            title: editing ? 'Periodo Aggiornato' : 'Periodo Creato',
            description: warning ? `${done} ${warning}` : done,
            variant: warning ? 'default' : 'success',
            ...(warning ? { duration: 12_000 } : {}),
          });
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
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label="Nome del periodo"
        placeholder="Alta stagione"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
        disabled={save.isPending}
      />
      <TextField
        label="Nome in inglese (facoltativo)"
        placeholder="High season"
        lang="en"
        hint="Il nome mostrato sulle pagine in inglese. Se lo lasci vuoto, vi compare il nome italiano."
        value={values.nameEn}
        onChange={(event) => set('nameEn', event.target.value)}
        error={errors.nameEn}
        disabled={save.isPending}
      />
      <FormGrid>
        <TextField
          label="Data inizio"
          type="date"
          value={values.startDate}
          onChange={(event) => set('startDate', event.target.value)}
          error={errors.startDate}
          disabled={save.isPending}
        />
        <TextField
          label="Data fine"
          type="date"
          min={values.startDate || undefined}
          value={values.endDate}
          onChange={(event) => set('endDate', event.target.value)}
          error={errors.endDate}
          disabled={save.isPending}
        />
      </FormGrid>
      <CheckboxField
        label="Periodo attivo"
        hint="Solo i periodi attivi valgono per i prezzi."
        checked={values.isActive}
        onChange={(event) => set('isActive', event.target.checked)}
        disabled={save.isPending}
      />
      <FormActions>
        <Button type="button" $variant="outline" onClick={requestClose} disabled={save.isPending}>
          Annulla
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvataggio...' : period ? 'Aggiorna' : 'Crea'}
        </Button>
      </FormActions>
    </form>
  );
}
