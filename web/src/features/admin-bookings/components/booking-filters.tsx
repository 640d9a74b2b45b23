import styled from 'styled-components';
import { BOOKING_STATUS_LABELS } from '@nbp/contracts/http/booking';
import type { BoatSummary } from '@nbp/contracts/http/catalogue';
import { SelectField } from '../../../components/ui/field.tsx';
import { media } from '../../../theme/theme.ts';
import type { BookingFilters as Filters } from '../api/get-admin-bookings.ts';
import { STATUS_OPTIONS } from '../logic/status.ts';

export function BookingFilters({
  filters,
  onChange,
  boats,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
  boats: BoatSummary[];
}) {
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...filters, [key]: value });
  return (
    <Grid role="group" aria-label="Filtri prenotazioni">
      <SelectField label="Barca" value={filters.boatId} onChange={(event) => set('boatId', event.target.value)}>
        <option value="all">Tutte le barche</option>
        {boats.map((boat) => (
          <option key={boat.id} value={String(boat.id)}>
            {boat.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Stato" value={filters.status} onChange={(event) => set('status', event.target.value as Filters['status'])}>
        <option value="all">Tutti gli stati</option>
        {STATUS_OPTIONS.map((status) => (
          <option key={status} value={status}>
            {BOOKING_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Ordina per" value={filters.sortBy} onChange={(event) => set('sortBy', event.target.value as Filters['sortBy'])}>
        <option value="date">Data noleggio</option>
        <option value="created">Data creazione</option>
      </SelectField>
      <SelectField label="Ordine" value={filters.order} onChange={(event) => set('order', event.target.value as Filters['order'])}>
        <option value="asc">Crescente</option>
        <option value="desc">Decrescente</option>
      </SelectField>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: 12px;
  padding: 16px 16px 0;
  margin-bottom: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.seaLight};
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;
