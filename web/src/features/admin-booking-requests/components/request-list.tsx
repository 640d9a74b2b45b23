import styled from 'styled-components';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { Button } from '../../../components/ui/button.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { Stack } from '../../../components/admin/layout.tsx';
import { ArchiveIcon } from '../../../components/ui/icons.tsx';
import { StateMessage } from '../../../components/admin/panel.tsx';
import { toggleAll, toggleSelected } from '../logic/archive.ts';
import { BookingRequestCard } from './booking-request-card.tsx';
import type { RequestHandlers } from './request-actions.tsx';

interface Props {
  items: BookingRequest[];
  query: { isLoading: boolean; isError: boolean; error: unknown; data?: unknown };
  loadingText: string;
  empty: { title: string; text: string };
  /** The cards' actions for a request. */
  handlersOf: (request: BookingRequest) => RequestHandlers;
  busy: boolean;
  deciding: boolean;
  now: Date;
  shownId: number | null;
  /** Every list but Archiviate: the requests can be ticked and archived together. */
  selection?: { selected: number[]; onChange: (ids: number[]) => void; onArchive: () => void };
}

/** One state's page of Richieste Email, with its loading, error and empty states. */
export function RequestList({ items, query, loadingText, empty, handlersOf, busy, deciding, now, shownId, selection }: Props) {
  if (query.isLoading) return <StateMessage busy text={loadingText} />;
  if (query.isError && !query.data) {
    return (
      <StateMessage
        tone="error"
        title="Impossibile caricare le richieste"
        text={errorDetail(query.error, 'Riprova tra qualche istante.')}
      />
    );
  }
  if (items.length === 0) return <StateMessage title={empty.title} text={empty.text} />;
  return (
    <>
      {selection && <SelectionBar items={items} selection={selection} busy={busy} />}
      <Stack>
        {items.map((request) => (
          <li key={request.id}>
            <BookingRequestCard
              request={request}
              handlers={handlersOf(request)}
              actionsDisabled={busy}
              decisionDisabled={deciding}
              highlighted={request.id === shownId}
              now={now}
              selection={
                selection && {
                  selected: selection.selected.includes(request.id),
                  onToggle: () => selection.onChange(toggleSelected(selection.selected, request.id)),
                }
              }
            />
          </li>
        ))}
      </Stack>
    </>
  );
}

/** 'Seleziona tutte' and 'Archivia selezionate (n)'. */
function SelectionBar({ items, selection, busy }: { items: BookingRequest[]; selection: NonNullable<Props['selection']>; busy: boolean }) {
  const { selected } = selection;
  return (
    <Toolbar role="group" aria-label="Selezione richieste">
      <SelectAll>
        <input
          type="checkbox"
          checked={items.every((request) => selected.includes(request.id))}
          onChange={() => selection.onChange(toggleAll(selected, items))}
          disabled={busy}
          aria-label="Seleziona tutte le richieste da gestire"
        />
        Seleziona tutte
      </SelectAll>
      <Button type="button" $variant="primary" $size="sm" onClick={selection.onArchive} disabled={busy || selected.length === 0}>
        <ArchiveIcon />
        Archivia selezionate ({selected.length})
      </Button>
    </Toolbar>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 12px;
`;
const SelectAll = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.navy};
  }
`;
