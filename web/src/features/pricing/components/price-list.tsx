import styled, { keyframes } from 'styled-components';
import { useFormat, useLang, useT } from '../../../i18n/i18n.tsx';
import { useBoatPricing } from '../api/get-boat-pricing.ts';
import { periodDates } from '../logic/period-dates.ts';

/** The seasonal price list: per-day prices for one day and for rentals of 3 days or more, in whole euro. */
export function PriceList({ boatId }: { boatId: number }) {
  const pricing = useBoatPricing(boatId);
  const t = useT();
  const format = useFormat();
  const lang = useLang();
  return (
    <Wrap>
      <Table>
        <caption className="visually-hidden">{t('pricing.list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pricing.list.period')}</th>
            <th scope="col">{t('pricing.list.oneDay')}</th>
            <th scope="col">{t('pricing.list.multiDay')}</th>
          </tr>
        </thead>
        <tbody aria-busy={pricing.isPending}>
          {pricing.isPending &&
            Array.from({ length: 5 }, (_, index) => (
              <tr key={index} data-testid="price-placeholder">
                <td>
                  <Placeholder $width="70%" />
                </td>
                <td>
                  <Placeholder $width="50%" />
                </td>
                <td>
                  <Placeholder $width="50%" />
                </td>
              </tr>
            ))}
          {pricing.isError && (
            <tr>
              <td colSpan={3}>{t('pricing.list.failed')}</td>
            </tr>
          )}
          {pricing.data?.length === 0 && (
            <tr>
              <td colSpan={3}>{t('pricing.list.onRequest')}</td>
            </tr>
          )}
          {pricing.data?.map((row) => (
            <tr key={`${row.periodId}-${row.startDate}`}>
              <th scope="row">
                <strong>{row.name}</strong>
                <small>{periodDates(row.startDate, row.endDate, lang)}</small>
              </th>
              <td>{format.moneyWhole(row.oneDayPrice)}</td>
              <td>{format.moneyWhole(row.multiDayPrice)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Note>{t('pricing.list.note')}</Note>
    </Wrap>
  );
}

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: 200px 0; }
`;
const Wrap = styled.div`
  overflow-x: auto;
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.96rem;
  th,
  td {
    padding: 12px 14px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.white};
    font-weight: 600;
    font-size: 0.88rem;
    white-space: nowrap;
  }
  thead th:first-child {
    border-top-left-radius: ${({ theme }) => theme.radius.sm};
  }
  thead th:last-child {
    border-top-right-radius: ${({ theme }) => theme.radius.sm};
  }
  tbody th {
    font-weight: 400;
  }
  tbody th strong {
    display: block;
    color: ${({ theme }) => theme.colors.navy};
  }
  tbody th small {
    color: ${({ theme }) => theme.colors.muted};
  }
  tbody td {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
    white-space: nowrap;
  }
  tbody tr:nth-child(even) {
    background: #f7fafc;
  }
`;
const Placeholder = styled.span<{ $width: string }>`
  display: block;
  height: 14px;
  width: ${({ $width }) => $width};
  border-radius: 7px;
  background: linear-gradient(90deg, #e8eef2 0px, #f5f8fa 60px, #e8eef2 120px);
  background-size: 400px 100%;
  animation: ${shimmer} 1.2s linear infinite;
`;
const Note = styled.p`
  margin: 10px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;
