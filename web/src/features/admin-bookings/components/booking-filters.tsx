import styled from 'styled-components';
import type { BoatSummary } from '@nbp/contracts/http/catalogue';
import { CustomerSearch } from '../../../components/admin/customer-search.tsx';
import { ChoiceField, namedChoices } from '../../../components/admin/choice-field.tsx';
import { ToggleGroup } from '../../../components/admin/toggle-group.tsx';
import { media } from '../../../theme/theme.ts';
import type { BookingFilters as Filters } from '../api/get-admin-bookings.ts';
import { STATUS_CHOICES } from '../logic/status.ts';
import { QUICK_RANGES, type QuickRange } from '../logic/quick-range.ts';

const SORTS = [
  { value: 'date', label: 'Data noleggio' },
  { value: 'created', label: 'Data creazione' },
];
const ORDERS = [
  { value: 'asc', label: 'Crescente' },
  { value: 'desc', label: 'Decrescente' },
];

export function BookingFilters({
  filters,
  onChange,
  boats,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
  boats: BoatSummary[];
}) {
  // Any change of what is asked goes back to the first page, and stops following a booking shown.
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...filters, [key]: value, page: 1, aroundId: null });
  const search = (q: string) => onChange({ ...filters, q, page: 1, aroundId: null });
  return (
    <Wrap>
      <Search>
        <CustomerSearch sent={filters.q} onSearch={search} />
      </Search>
      <Ranges label="Periodo" options={QUICK_RANGES} value={filters.range} onChange={(range) => set('range', range)} />
      <Grid role="group" aria-label="Filtri prenotazioni">
        <ChoiceField
          label="Barca"
          none={{ value: 'all', label: 'Tutte le barche' }}
          choices={namedChoices(boats)}
          value={filters.boatId}
          onChange={(event) => set('boatId', event.target.value)}
        />
        <ChoiceField
          label="Stato"
          none={{ value: 'all', label: 'Tutti gli stati' }}
          choices={STATUS_CHOICES}
          value={filters.status}
          onChange={(event) => set('status', event.target.value as Filters['status'])}
        />
        <ChoiceField
          label="Ordina per"
          choices={SORTS}
          value={filters.sortBy}
          onChange={(event) => set('sortBy', event.target.value as Filters['sortBy'])}
        />
        <ChoiceField
          label="Ordine"
          choices={ORDERS}
          value={filters.order}
          onChange={(event) => set('order', event.target.value as Filters['order'])}
        />
      </Grid>
    </Wrap>
  );
}

const Wrap = styled.div`
  margin-bottom: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.seaLight};
`;
const Search = styled.div`
  padding: 16px 16px 0;
`;
const Ranges = styled(ToggleGroup<QuickRange>)`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 0 16px 16px;
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: 12px;
  padding: 0 16px;
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;
