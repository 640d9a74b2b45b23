import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Boat } from '@nbp/contracts/http/catalogue';
import { boatPriceInput, type BoatPrice, type PricingPeriod } from '@nbp/contracts/http/pricing';
import { Button } from '../../../components/ui/button.tsx';
import { GuardedDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail, withDetail } from '../../../lib/api-client.ts';
import { FormActions, FormGrid } from '../../../components/admin/form-layout.tsx';
import { useSaveBoatPrice } from '../api/save-boat-price.ts';
import { euroAmount, priceFor, type BoatPriceForm } from '../logic/price-matrix.ts';
import { longItalianDate } from '@nbp/contracts/format';

interface Props {
  /** undefined = closed. */
  initial: BoatPriceForm | undefined;
  /** Whether the dialog was opened on an existing price (its title). */
  editing: boolean;
  boats: Boat[];
  periods: PricingPeriod[];
  prices: BoatPrice[];
  onClose: () => void;
}

/** 'Imposta Prezzo Barca' / 'Modifica Prezzo Barca': a boat, an active period and two prices. */
export function BoatPriceDialog({ initial, editing, boats, periods, prices, onClose }: Props) {
  return (
    <GuardedDialog open={initial !== undefined} onClose={onClose} title={editing ? 'Modifica Prezzo Barca' : 'Imposta Prezzo Barca'}>
      {initial && <BoatPriceFormView initial={initial} boats={boats} periods={periods} prices={prices} onDone={onClose} />}
    </GuardedDialog>
  );
}

type Field = keyof BoatPriceForm;

function BoatPriceFormView({
  initial,
  boats,
  periods,
  prices,
  onDone,
}: {
  initial: BoatPriceForm;
  boats: Boat[];
  periods: PricingPeriod[];
  prices: BoatPrice[];
  onDone: () => void;
}) {
  const { toast } = useToast();
  const save = useSaveBoatPrice();
  const [values, setValues] = useState(initial);
  const requestClose = useUnsavedChanges((Object.keys(values) as Field[]).some((field) => values[field] !== initial[field]));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const boat = boats.find((b) => String(b.id) === values.boatId);
  const period = periods.find((p) => String(p.id) === values.periodId);
  // One price per boat and period: choosing a pair that already has one updates it.
  const existing = boat && period ? priceFor(prices, boat.id, period.id) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!values.boatId) next.boatId = 'Seleziona una barca';
    if (!values.periodId) next.periodId = 'Seleziona un periodo';
    const checked = boatPriceInput.safeParse(values);
    if (!checked.success) for (const issue of checked.error.issues) next[String(issue.path[0]) as Field] ??= issue.message;
    if (Object.keys(next).length > 0 || !checked.success) {
      setErrors(next);
      return;
    }
    const updating = existing !== undefined;
    save.mutate(
      { id: existing?.id, input: checked.data },
      {
        onSuccess: () => {
          toast({
            title: updating ? 'Prezzo Aggiornato' : 'Prezzo Impostato',
            description: `${boat?.name ?? 'Barca'} · ${period?.name ?? 'Periodo'}: giorno ${euroAmount(checked.data.oneDayPrice)}, multi ${euroAmount(checked.data.multiDayPrice)}.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Errore',
            description: updating
              ? withDetail('Impossibile aggiornare il prezzo. Riprova.', error)
              : errorDetail(error, 'Impossibile impostare il prezzo. Riprova.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <SelectField
        label="Barca"
        value={values.boatId}
        onChange={(event) => set('boatId', event.target.value)}
        error={errors.boatId}
        disabled={save.isPending}
      >
        <option value="">Seleziona una barca</option>
        {boats.map((b) => (
          <option key={b.id} value={String(b.id)}>
            {b.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Periodo"
        value={values.periodId}
        onChange={(event) => set('periodId', event.target.value)}
        error={errors.periodId}
        disabled={save.isPending}
      >
        <option value="">Seleziona un periodo</option>
        {periods.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <FormGrid>
        <TextField
          label="Prezzo Giornaliero (€)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.oneDayPrice}
          onChange={(event) => set('oneDayPrice', event.target.value)}
          error={errors.oneDayPrice}
          disabled={save.isPending}
        />
        <TextField
          label="Prezzo Multi-giorno (€)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.multiDayPrice}
          onChange={(event) => set('multiDayPrice', event.target.value)}
          error={errors.multiDayPrice}
          disabled={save.isPending}
        />
      </FormGrid>
      {boat && period && (
        <Summary aria-live="polite">
          <p>
            <strong>{boat.name}</strong>
          </p>
          <p>
            {period.name}: {longItalianDate(period.startDate)} – {longItalianDate(period.endDate)}
          </p>
          {existing && <p className="note">Esiste già un prezzo per questa combinazione: verrà aggiornato.</p>}
        </Summary>
      )}
      <FormActions>
        <Button type="button" $variant="outline" onClick={requestClose} disabled={save.isPending}>
          Annulla
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvataggio...' : existing ? 'Aggiorna Prezzo' : 'Imposta Prezzo'}
        </Button>
      </FormActions>
    </form>
  );
}

const Summary = styled.div`
  margin: 0 0 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.seaLight};
  color: ${({ theme }) => theme.colors.navy};
  font-size: 0.92rem;
  p {
    margin: 0;
  }
  .note {
    margin-top: 6px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
