import styled from 'styled-components';
import { formatEuro } from '@nbp/contracts/format';
import { media } from '../../../theme/theme.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { BoatIcon, CalendarIcon, ClockIcon, EuroIcon } from '../../../components/ui/icons.tsx';
import { StatCard } from './stat-card.tsx';
import { Occupancy } from './occupancy.tsx';

/** The figures above the tabs (docs/back-office.md#dashboard-figures). */
export function DashboardStats() {
  const dashboard = useDashboard();
  const stats = dashboard.data?.stats;
  const show = (value: string | number | undefined) => (dashboard.isLoading ? '…' : value === undefined ? '—' : value);
  return (
    <section aria-label="Statistiche" aria-busy={dashboard.isLoading}>
      {dashboard.isError && <Warning role="alert">Statistiche non disponibili al momento.</Warning>}
      {/* Visitors are offered no day past the last priced one: the office hears it months ahead. */}
      {dashboard.data?.pricing?.warning && (
        <Warning role="status" data-testid="pricing-horizon-warning">
          {dashboard.data.pricing.warning}
        </Warning>
      )}
      <Grid>
        <StatCard label="Barche Totali" value={show(stats?.totalBoats)} icon={<BoatIcon />} />
        <StatCard
          label="Prenotazioni attive"
          value={show(stats?.activeBookings)}
          icon={<CalendarIcon size={18} strokeWidth={2} />}
          hint="escluse le cancellate"
        />
        <StatCard
          label={stats ? `Ricavi stagione ${stats.season.year}` : 'Ricavi stagione'}
          value={show(stats ? formatEuro(stats.seasonRevenue) : undefined)}
          icon={<EuroIcon size={18} strokeWidth={2} />}
          hint={
            stats && !stats.season.running
              ? 'prossima stagione, prenotazioni confermate, aprile–ottobre'
              : 'stagione in corso, prenotazioni confermate, aprile–ottobre'
          }
        />
        <StatCard
          label="Ricavi Totali"
          value={show(stats ? formatEuro(stats.totalRevenue) : undefined)}
          icon={<EuroIcon size={18} strokeWidth={2} />}
          hint="Prenotazioni confermate"
        />
        <StatCard label="Prenotazioni Recenti" value={show(stats?.recentBookings)} icon={<ClockIcon size={18} strokeWidth={2} />} />
      </Grid>
      {stats && stats.occupancy.boats.length > 0 && <Occupancy occupancy={stats.occupancy} />}
    </section>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  ${media.sm} {
    gap: 12px;
  }
  ${media.lg} {
    grid-template-columns: repeat(5, 1fr);
    gap: 16px;
  }
`;
const Warning = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fef3c7;
  color: #92400e;
`;
