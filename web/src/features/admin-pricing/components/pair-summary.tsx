import styled from 'styled-components';
import type { Boat } from '@nbp/contracts/http/catalogue';
import type { PricingPeriod } from '@nbp/contracts/http/pricing';
import { longItalianDate } from '@nbp/contracts/format';

/** Under the boat-price dialog's fields: the boat and period chosen, and whether their price is updated. */
export function PairSummary({ boat, period, existing }: { boat: Boat; period: PricingPeriod; existing: boolean }) {
  return (
    <Summary aria-live="polite">
      <p>
        <strong>{boat.name}</strong>
      </p>
      <p>
        {period.name}: {longItalianDate(period.startDate)} – {longItalianDate(period.endDate)}
      </p>
      {existing && <p className="note">Esiste già un prezzo per questa combinazione: verrà aggiornato.</p>}
    </Summary>
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
