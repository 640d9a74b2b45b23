import styled from 'styled-components';
import type { Quote } from '@nbp/contracts/http/pricing';
import { BUSINESS } from '@nbp/contracts/business';
import { dayLabel, formatEuro, formatEuroWhole, shortItalianDate } from '@nbp/contracts/format';

/** The deposit shown: the quote's, else the boat's, else €500 (docs/product/pricing-rules.md#deposits). */
export function depositAmount(quoteDeposit: string | undefined, boatDeposit: string | undefined): string {
  for (const value of [quoteDeposit, boatDeposit]) if (value && Number(value) > 0) return value;
  return BUSINESS.defaultDeposit;
}

export function PriceSummary({ quote, boatDeposit }: { quote: Quote; boatDeposit?: string }) {
  const deposit = depositAmount(quote.deposit, boatDeposit);
  return (
    <Box aria-label="Riepilogo prezzo" data-testid="price-summary">
      <Row>
        <span>
          {quote.days} {dayLabel(quote.days)}
          <Small>
            {quote.startDate === quote.endDate
              ? shortItalianDate(quote.startDate)
              : `${shortItalianDate(quote.startDate)} – ${shortItalianDate(quote.endDate)}`}
          </Small>
        </span>
        <Total>
          <span className="visually-hidden">Totale: </span>
          {formatEuro(quote.total)}
        </Total>
      </Row>
      <Notes>
        <li>
          <strong>Cauzione {formatEuroWhole(deposit)}</strong>: pre-autorizzazione su carta di credito, restituita dopo il controllo della
          barca al rientro.
        </li>
        <li>
          Punto di imbarco: <strong>{BUSINESS.boardingPoint}</strong>
        </li>
        <li>I prezzi giornalieri si intendono dalle 9:00 alle 18:00.</li>
      </Notes>
    </Box>
  );
}

const Box = styled.section`
  margin-top: 14px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.seaLight};
`;
const Row = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  padding-bottom: 10px;
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;
const Small = styled.small`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;
const Total = styled.strong`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.6rem;
  line-height: 1;
  font-variant-numeric: lining-nums;
`;
const Notes = styled.ul`
  margin: 10px 0 0;
  padding-left: 18px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.text};
  li + li {
    margin-top: 4px;
  }
`;
