import { useState } from 'react';
import styled from 'styled-components';
import type { Boat } from '@nbp/contracts/http/catalogue';
import type { BoatPrice, PricingPeriod } from '@nbp/contracts/http/pricing';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail, withDetail } from '../../../lib/api-client.ts';
import { media } from '../../../theme/theme.ts';
import { useAdminBoats } from '../../../lib/queries/admin-boats.ts';
import { PanelSection } from '../../../components/admin/panel.tsx';
import { useBoatPrices } from '../api/get-boat-prices.ts';
import { usePricingPeriods } from '../api/get-pricing-periods.ts';
import { useDeletePricingPeriod } from '../api/delete-pricing-period.ts';
import { useDeleteBoatPrice } from '../api/delete-boat-price.ts';
import { activePeriods, priceForm, type BoatPriceForm } from '../logic/price-matrix.ts';
import { BoatPriceDialog } from './boat-price-dialog.tsx';
import { PeriodDialog } from './period-dialog.tsx';
import { PeriodsCard } from './periods-card.tsx';
import { PriceMatrixCard } from './price-matrix-card.tsx';

/** Prezzi: pricing periods and the price of every boat in every active period. */
/** `shownPeriodId`: a period the log asked to show (docs/back-office.md#a-readable-log). */
export function PricingPanel({ shownPeriodId = null }: { shownPeriodId?: number | null } = {}) {
  const { toast } = useToast();
  const periods = usePricingPeriods();
  const prices = useBoatPrices();
  const boats = useAdminBoats();
  const remove = useDeletePricingPeriod();
  const removePrice = useDeleteBoatPrice();
  const [periodDialog, setPeriodDialog] = useState<PricingPeriod | null | undefined>(undefined);
  const [priceDialog, setPriceDialog] = useState<{ initial: BoatPriceForm; editing: boolean } | undefined>(undefined);
  const active = activePeriods(periods.data ?? []);

  const onDelete = (period: PricingPeriod) => {
    if (!window.confirm(`Eliminare il periodo "${period.name}"? Anche i prezzi delle barche per questo periodo non saranno più applicati.`))
      return;
    remove.mutate(period.id, {
      onSuccess: () =>
        toast({ title: 'Periodo Eliminato', description: `Il periodo "${period.name}" è stato eliminato.`, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Errore', description: withDetail('Impossibile eliminare il periodo di prezzo.', error), variant: 'destructive' }),
    });
  };

  const onDeletePrice = (boat: Boat, period: PricingPeriod, price: BoatPrice) => {
    if (!window.confirm(`Eliminare il prezzo di ${boat.name} per il periodo "${period.name}"? Il periodo e gli altri prezzi restano.`))
      return;
    removePrice.mutate(price.id, {
      onSuccess: () =>
        toast({ title: 'Prezzo Eliminato', description: `${boat.name} · ${period.name}: prezzo eliminato.`, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Errore', description: withDetail('Impossibile eliminare il prezzo.', error), variant: 'destructive' }),
    });
  };

  const matrixError =
    prices.isError || boats.isError ? errorDetail(prices.error ?? boats.error, 'Riprova tra qualche istante.') : undefined;

  return (
    <PanelSection id="pricing-title" title="Gestione Prezzi" description="Periodi stagionali e prezzi di ogni barca.">
      <Stack>
        <PeriodsCard
          periods={periods.data ?? []}
          loading={periods.isLoading}
          error={periods.isError ? errorDetail(periods.error, 'Riprova tra qualche istante.') : undefined}
          deletingId={remove.isPending ? remove.variables : undefined}
          onNew={() => setPeriodDialog(null)}
          onEdit={(period) => setPeriodDialog(period)}
          onDelete={onDelete}
          shownId={shownPeriodId}
        />
        <PriceMatrixCard
          boats={boats.data ?? []}
          periods={active}
          prices={prices.data ?? []}
          loading={periods.isLoading || prices.isLoading || boats.isLoading}
          error={matrixError}
          onSetNew={() => setPriceDialog({ initial: priceForm(), editing: false })}
          onDelete={onDeletePrice}
          deletingId={removePrice.isPending ? removePrice.variables : undefined}
          onSet={(boat, period, existing) =>
            setPriceDialog({ initial: priceForm(boat.id, period.id, existing), editing: existing !== undefined })
          }
        />
      </Stack>
      <PeriodDialog period={periodDialog} onClose={() => setPeriodDialog(undefined)} />
      <BoatPriceDialog
        initial={priceDialog?.initial}
        editing={priceDialog?.editing ?? false}
        boats={boats.data ?? []}
        periods={active}
        prices={prices.data ?? []}
        onClose={() => setPriceDialog(undefined)}
      />
    </PanelSection>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 16px;
  ${media.xl} {
    grid-template-columns: minmax(320px, 2fr) 5fr;
    align-items: start;
  }
`;
