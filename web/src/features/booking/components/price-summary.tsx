import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { Quote } from '@nbp/contracts/http/pricing';
import { BUSINESS } from '@nbp/contracts/business';
import { useFormat, useT } from '../../../i18n/i18n.tsx';
import { DATE_SHORT } from '@nbp/contracts/days';
import { insetBox } from '../../../components/ui/styles.ts';

/** The deposit shown: the quote's, else the boat's, else €500 (docs/product/pricing-rules.md#deposits). */
export function depositAmount(quoteDeposit: string | undefined, boatDeposit: string | undefined): string {
  for (const value of [quoteDeposit, boatDeposit]) if (value && Number(value) > 0) return value;
  return BUSINESS.defaultDeposit;
}

export function PriceSummary({ quote, boatDeposit }: { quote: Quote; boatDeposit?: string }) {
  const deposit = depositAmount(quote.deposit, boatDeposit);
  const t = useT();
  const format = useFormat();
  const day = (iso: string) => format.date(iso, DATE_SHORT);
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <Box aria-label={t('booking.summary.label')} data-testid="price-summary">
      <Row>
        <span>
          {t('booking.days', { count: quote.days })}
          <Small>{quote.startDate === quote.endDate ? day(quote.startDate) : `${day(quote.startDate)} – ${day(quote.endDate)}`}</Small>
        </span>
        <Total>
          <span className="visually-hidden">{t('booking.summary.total')} </span>
          {format.money(quote.total)}
        </Total>
      </Row>
      <Notes>
        <li>
          <FormattedMessage id="booking.summary.deposit" values={{ amount: format.moneyWhole(deposit), strong }} />
        </li>
        <li>
          <FormattedMessage id="booking.summary.boarding" values={{ place: BUSINESS.boardingPoint, strong }} />
        </li>
        <li>{t('booking.summary.hours')}</li>
      </Notes>
    </Box>
  );
}

const Box = styled.section`
  margin-top: 14px;
  ${insetBox('14px')}
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
