import styled from 'styled-components';
import type { Boat } from '@nbp/contracts/http/catalogue';
import type { BoatPrice, PricingPeriod } from '@nbp/contracts/http/pricing';
import { Button } from '../../../components/ui/button.tsx';
import { ItemAction } from '../../../components/admin/item-action.tsx';
import { media } from '../../../theme/theme.ts';
import { euroAmount, priceFor } from '../logic/price-matrix.ts';
import { Cluster } from '../../../components/admin/layout.tsx';
import { BoxTitle, Text } from '../../../components/admin/text.tsx';
import { PricingCard } from './pricing-card.tsx';
import { shortItalianDate } from '@nbp/contracts/format';

interface Props {
  boats: Boat[];
  /** Active periods only. */
  periods: PricingPeriod[];
  prices: BoatPrice[];
  loading: boolean;
  error?: string;
  onSetNew: () => void;
  onSet: (boat: Boat, period: PricingPeriod, existing: BoatPrice | undefined) => void;
  onDelete: (boat: Boat, period: PricingPeriod, price: BoatPrice) => void;
  /** The price being deleted, whose button waits. */
  deletingId?: number | undefined;
}

/** 'Matrice Prezzi Barche': for every boat, its price in each active period. */
export function PriceMatrixCard({ boats, periods, prices, loading, error, onSetNew, onSet, onDelete, deletingId }: Props) {
  return (
    <PricingCard
      id="matrix-title"
      title="Matrice Prezzi Barche"
      description="Prezzo giornaliero e multi-giorno di ogni barca nei periodi attivi."
      action={{ label: 'Imposta Prezzo', onClick: onSetNew, disabled: loading }}
      loading={loading && { text: 'Caricamento prezzi...' }}
      error={!!error && { title: 'Impossibile caricare i prezzi', text: error }}
      empty={
        periods.length === 0 && { title: 'Nessun periodo attivo', text: 'Crea o attiva un periodo per impostare i prezzi delle barche.' }
      }
    >
      <Boats>
        {boats.map((boat) => (
          <li key={boat.id}>
            <BoxTitle as="h4" $size="1rem" $margin="0 0 8px" $plain>
              {boat.name}
            </BoxTitle>
            <Cells>
              {periods.map((period) => {
                const price = priceFor(prices, boat.id, period.id);
                return (
                  <PriceCell
                    key={period.id}
                    boat={boat}
                    period={period}
                    price={price}
                    onSet={onSet}
                    onDelete={onDelete}
                    deleting={price !== undefined && deletingId === price.id}
                  />
                );
              })}
            </Cells>
          </li>
        ))}
      </Boats>
    </PricingCard>
  );
}

/** A boat's price in one period, or 'Nessun prezzo': 'Imposta' / 'Modifica', and 'Elimina' for a price. */
function PriceCell({
  boat,
  period,
  price,
  onSet,
  onDelete,
  deleting,
}: Pick<Props, 'onSet' | 'onDelete'> & { boat: Boat; period: PricingPeriod; price: BoatPrice | undefined; deleting: boolean }) {
  return (
    <Cell $empty={!price}>
      <Text $weight={600} $size="0.92rem">
        {period.name}
      </Text>
      <Text $size="0.8rem" $tone="muted">
        {shortItalianDate(period.startDate, false)} – {shortItalianDate(period.endDate)}
      </Text>
      {price ? (
        <Prices>
          <span>Giorno: {euroAmount(price.oneDayPrice)}</span>
          <span>Multi: {euroAmount(price.multiDayPrice)}</span>
        </Prices>
      ) : (
        <NoPrice>Nessun prezzo</NoPrice>
      )}
      <Cluster $gap="4px 6px">
        <Button
          type="button"
          $variant={price ? 'outline' : 'secondary'}
          $size="sm"
          onClick={() => onSet(boat, period, price)}
          aria-label={`${price ? 'Modifica' : 'Imposta'} prezzo di ${boat.name} per ${period.name}`}
        >
          {price ? 'Modifica' : 'Imposta'}
        </Button>
        {price && (
          <ItemAction
            variant="ghost"
            onClick={() => onDelete(boat, period, price)}
            disabled={deleting}
            name={`Elimina prezzo di ${boat.name} per ${period.name}`}
          >
            Elimina
          </ItemAction>
        )}
      </Cluster>
    </Cell>
  );
}

const Boats = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  & > li {
    padding-top: 12px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Cells = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  ${media.lg} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
`;
const Cell = styled.div<{ $empty: boolean }>`
  min-width: 0;
  overflow-wrap: anywhere;
  display: grid;
  gap: 4px;
  align-content: start;
  justify-items: start;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px ${({ $empty }) => ($empty ? 'dashed' : 'solid')} ${({ theme }) => theme.colors.border};
  background: ${({ theme, $empty }) => ($empty ? theme.colors.white : theme.colors.seaLight)};
`;
const Prices = styled.p`
  margin: 2px 0 4px;
  display: grid;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.navy};
`;
const NoPrice = styled.p`
  margin: 2px 0 4px;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;
