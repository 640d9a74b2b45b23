import type { Boat } from '@nbp/contracts/http/catalogue';
import type { PricingPeriod } from '@nbp/contracts/http/pricing';
import { longItalianDate } from '@nbp/contracts/format';
import { Notice } from '../../../components/admin/layout.tsx';
import { Text } from '../../../components/admin/text.tsx';

/** Under the boat-price dialog's fields: the boat and period chosen, and whether their price is updated. */
export function PairSummary({ boat, period, existing }: { boat: Boat; period: PricingPeriod; existing: boolean }) {
  return (
    <Notice as="div" $tone="info" $small aria-live="polite">
      <Text>
        <strong>{boat.name}</strong>
      </Text>
      <Text>
        {period.name}: {longItalianDate(period.startDate)} – {longItalianDate(period.endDate)}
      </Text>
      {existing && (
        <Text $margin="6px 0 0" $tone="muted">
          Esiste già un prezzo per questa combinazione: verrà aggiornato.
        </Text>
      )}
    </Notice>
  );
}
