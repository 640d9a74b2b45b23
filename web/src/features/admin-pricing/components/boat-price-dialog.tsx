import { useWatch } from 'react-hook-form';
import type { Boat } from '@nbp/contracts/http/catalogue';
import type { BoatPrice, PricingPeriod } from '@nbp/contracts/http/pricing';
import { GuardedDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ChoiceField, namedChoices } from '../../../components/admin/choice-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail, withDetail } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { DialogButtons, FormGrid } from '../../../components/admin/form-layout.tsx';
import { useSaveBoatPrice } from '../api/save-boat-price.ts';
import { boatPriceForm, euroAmount, priceFor, type BoatPriceForm } from '../logic/price-matrix.ts';
import { PairSummary } from './pair-summary.tsx';

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

function BoatPriceFormView({
  initial,
  boats,
  periods,
  prices,
  onDone,
}: Omit<Props, 'initial' | 'editing' | 'onClose'> & { initial: BoatPriceForm; onDone: () => void }) {
  const { toast } = useToast();
  const save = useSaveBoatPrice();
  const form = useContractForm(boatPriceForm, initial);
  const requestClose = useUnsavedChanges(form.formState.isDirty);
  const [boatId, periodId] = useWatch({ control: form.control, name: ['boatId', 'periodId'] });
  const boat = boats.find((b) => String(b.id) === boatId);
  const period = periods.find((p) => String(p.id) === periodId);
  // One price per boat and period: choosing a pair that already has one updates it.
  const existing = boat && period ? priceFor(prices, boat.id, period.id) : undefined;
  const price = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01, disabled: save.isPending } as const;

  const onSubmit = form.handleSubmit((input) => {
    const updating = existing !== undefined;
    save.mutate(
      { id: existing?.id, input },
      {
        onSuccess: () => {
          toast({
            title: updating ? 'Prezzo Aggiornato' : 'Prezzo Impostato',
            description: `${boat?.name ?? 'Barca'} · ${period?.name ?? 'Periodo'}: giorno ${euroAmount(input.oneDayPrice)}, multi ${euroAmount(input.multiDayPrice)}.`,
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
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {(
        [
          ['boatId', 'Barca', 'Seleziona una barca', boats],
          ['periodId', 'Periodo', 'Seleziona un periodo', periods],
        ] as const
      ).map(([name, label, none, items]) => (
        <ChoiceField
          key={name}
          label={label}
          none={{ value: '', label: none }}
          choices={namedChoices(items)}
          {...form.bindSelect(name)}
          disabled={save.isPending}
        />
      ))}
      <FormGrid>
        <TextField label="Prezzo Giornaliero (€)" {...price} {...form.bind('oneDayPrice')} />
        <TextField label="Prezzo Multi-giorno (€)" {...price} {...form.bind('multiDayPrice')} />
      </FormGrid>
      {boat && period && <PairSummary boat={boat} period={period} existing={existing !== undefined} />}
      <DialogButtons
        busy={save.isPending}
        onCancel={requestClose}
        label={existing ? 'Aggiorna Prezzo' : 'Imposta Prezzo'}
        busyLabel="Salvataggio..."
      />
    </form>
  );
}
