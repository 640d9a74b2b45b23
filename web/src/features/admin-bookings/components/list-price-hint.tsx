import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatEuro } from '@nbp/contracts/format';
import { parsePrice } from '../logic/price.ts';

/**
 * Under a booking dialog's total: the list price for the boat and days, or why there is none, and
 * 'Ricalcola' when the total typed differs from it; nothing before boat and days are chosen.
 */
export function listPriceHint({
  quote,
  typed,
  onRecalculate,
  disabled,
}: {
  quote: { isFetching: boolean; isError: boolean; data?: { total: string } };
  typed: string;
  onRecalculate: () => void;
  disabled: boolean;
}): ReactNode {
  if (quote.isFetching) return 'Calcolo del prezzo di listino...';
  if (quote.isError) return 'Prezzo di listino non disponibile per queste date: inseriscilo a mano.';
  const listPrice = quote.data?.total;
  if (listPrice === undefined) return undefined;
  return (
    <>
      Prezzo di listino: {formatEuro(listPrice)}
      {parsePrice(typed) !== Number(listPrice) && (
        <Recalculate type="button" onClick={onRecalculate} disabled={disabled}>
          Ricalcola
        </Recalculate>
      )}
    </>
  );
}

const Recalculate = styled.button`
  margin-left: 8px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.sea};
  text-decoration: underline;
  cursor: pointer;
`;
