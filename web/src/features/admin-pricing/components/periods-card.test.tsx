// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PricingPeriod } from '@nbp/contracts/http/pricing';
import { renderWithApp } from '../../../test/render.tsx';
import { PeriodsCard } from './periods-card.tsx';

const HIGH: PricingPeriod = {
  id: 10,
  name: 'Alta stagione 2027',
  nameEn: 'High season 2027',
  startDate: '2027-06-01',
  endDate: '2027-09-30',
  isActive: true,
  createdAt: '2027-01-01T00:00:00Z',
};
const LOW: PricingPeriod = {
  ...HIGH,
  id: 11,
  name: 'Bassa stagione 2027/28',
  nameEn: null,
  startDate: '2027-11-01',
  endDate: '2028-03-31',
};

describe('admin: the periods list', () => {
  it("marks a period without an English name 'Da tradurre', and only that one", () => {
    renderWithApp(<PeriodsCard periods={[HIGH, LOW]} loading={false} onNew={() => {}} onEdit={() => {}} onDelete={() => {}} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).queryByText('Da tradurre')).toBeNull();
    const mark = within(rows[1]!).getByText('Da tradurre');
    expect(mark.getAttribute('title')).toBe('Nome in inglese mancante: le pagine in inglese mostrano il nome italiano');
  });
});
