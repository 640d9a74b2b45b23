import styled from 'styled-components';
import { REQUEST_STATES, REQUEST_STATE_LABELS, type RequestState } from '@nbp/contracts/http/booking';
import { CustomerSearch } from '../../../components/admin/customer-search.tsx';
import { ToggleGroup } from '../../../components/admin/toggle-group.tsx';
import type { RequestFilters as Filters } from '../api/get-booking-requests.ts';

/**
 * Above the requests: the state shown ('In attesa' first, with how many wait) and 'Cerca cliente'
 * (sent 300 ms after the last key). Any change goes back to the first page.
 */
export function RequestFilterBar({
  filters,
  onChange,
  pending,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
  pending?: number;
}) {
  const search = (q: string) => onChange({ ...filters, q, page: 1, aroundId: null });
  const options = REQUEST_STATES.map((state) => ({
    value: state,
    label: state === 'pending' && pending !== undefined ? `${REQUEST_STATE_LABELS[state]} (${pending})` : REQUEST_STATE_LABELS[state],
  }));
  return (
    <Wrap>
      <CustomerSearch sent={filters.q} onSearch={search} />
      <States
        label="Stato delle richieste"
        options={options}
        value={filters.state}
        onChange={(state) => onChange({ ...filters, state, page: 1, aroundId: null })}
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  margin-bottom: 16px;
  padding: 16px 16px 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.seaLight};
`;
const States = styled(ToggleGroup<RequestState>)`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding-bottom: 16px;
`;
