// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Dashboard } from '@nbp/contracts/http/dashboard';
import { fakeServer, renderWithApp } from '../../../test/render.tsx';
import { DashboardStats } from './dashboard-stats.tsx';

const DASHBOARD: Dashboard = {
  stats: {
    totalBoats: 4,
    totalBookings: 12,
    totalRevenue: '9000.00',
    recentBookings: 2,
    activeBookings: 9,
    seasonRevenue: '7250.50',
    season: { year: 2027, from: '2027-04-01', to: '2027-10-31', running: false },
    occupancy: {
      month: '2026-11',
      boats: [
        { boatId: 1, name: 'Alacaluf I', percent: 33 },
        { boatId: 2, name: 'Alacaluf II', percent: 0 },
      ],
    },
  },
  boats: [],
  pricingPeriods: [],
  pricing: { pricedUntil: null, warning: null },
};

const server = fakeServer({ 'GET /api/admin/dashboard': () => ({ body: DASHBOARD }) });

describe('DashboardStats', () => {
  it('says what each figure counts: active bookings, the season revenue and this month occupancy per boat', async () => {
    renderWithApp(<DashboardStats />, { server });
    await screen.findByText('Ricavi stagione 2027');
    const active = (await screen.findByText('Prenotazioni attive')).parentElement!.parentElement!;
    expect(active.textContent).toContain('9');
    expect(active.textContent).toContain('escluse le cancellate');
    const season = screen.getByText('Ricavi stagione 2027').parentElement!.parentElement!;
    expect(season.textContent).toMatch(/7\.?250,50/);
    // In November the season counted is the next one, and the card says so.
    expect(season.textContent).toContain('prossima stagione, prenotazioni confermate, aprile–ottobre');
    const occupancy = screen.getByRole('region', { name: 'Occupazione novembre' });
    expect(
      within(occupancy)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alacaluf I 33%', 'Alacaluf II 0%']);
  });
});
