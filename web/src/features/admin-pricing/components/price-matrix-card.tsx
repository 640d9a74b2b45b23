import styled from 'styled-components';
import type { Boat } from '@nbp/contracts/http/catalogue';
import type { BoatPrice, PricingPeriod } from '@nbp/contracts/http/pricing';
import { Button } from '../../../components/ui/button.tsx';
import { ItemAction } from '../../../components/admin/item-action.tsx';
import { media } from '../../../theme/theme.ts';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { PanelHeader, StateMessage } from '../../../components/admin/panel.tsx';
import { euroAmount, priceFor } from '../logic/price-matrix.ts';
import { Box } from './periods-card.tsx';
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
    <Box aria-labelledby="matrix-title">
      <PanelHeader
        level={3}
        title={<span id="matrix-title">Matrice Prezzi Barche</span>}
        description="Prezzo giornaliero e multi-giorno di ogni barca nei periodi attivi."
        actions={
          <Button type="button" $size="sm" onClick={onSetNew} disabled={loading}>
            <PlusIcon />
            Imposta Prezzo
          </Button>
        }
      />
      {loading ? (
        <StateMessage busy text="Caricamento prezzi..." />
      ) : error ? (
        <StateMessage tone="error" title="Impossibile caricare i prezzi" text={error} />
      ) : periods.length === 0 ? (
        <StateMessage title="Nessun periodo attivo" text="Crea o attiva un periodo per impostare i prezzi delle barche." />
      ) : (
        <Boats>
          {boats.map((boat) => (
            <li key={boat.id}>
              <BoatName>{boat.name}</BoatName>
              <Cells>
                {periods.map((period) => {
                  const price = priceFor(prices, boat.id, period.id);
                  return (
                    <Cell key={period.id} $empty={!price}>
                      <PeriodName>{period.name}</PeriodName>
                      <PeriodRange>
                        {shortItalianDate(period.startDate, false)} – {shortItalianDate(period.endDate)}
                      </PeriodRange>
                      {price ? (
                        <Prices>
                          <span>Giorno: {euroAmount(price.oneDayPrice)}</span>
                          <span>Multi: {euroAmount(price.multiDayPrice)}</span>
                        </Prices>
                      ) : (
                        <NoPrice>Nessun prezzo</NoPrice>
                      )}
                      <CellActions>
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
                            disabled={deletingId === price.id}
                            name={`Elimina prezzo di ${boat.name} per ${period.name}`}
                          >
                            Elimina
                          </ItemAction>
                        )}
                      </CellActions>
                    </Cell>
                  );
                })}
              </Cells>
            </li>
          ))}
        </Boats>
      )}
    </Box>
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
const BoatName = styled.h4`
  margin: 0 0 8px;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.navy};
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
const PeriodName = styled.p`
  margin: 0;
  font-weight: 600;
  font-size: 0.92rem;
`;
const PeriodRange = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;
const Prices = styled.p`
  margin: 2px 0 4px;
  display: grid;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.navy};
`;
const CellActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 6px;
`;
const NoPrice = styled.p`
  margin: 2px 0 4px;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;
