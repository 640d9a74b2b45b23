import { useState } from 'react';
import { REQUEST_STATE_LABELS, type BookingRequest } from '@nbp/contracts/http/booking';
import { Badge } from '../../../components/ui/badge.tsx';
import { PanelSection } from '../../../components/admin/panel.tsx';
import { Pager } from '../../../components/admin/pager.tsx';
import { usePendingCount, type RequestFilters } from '../api/get-booking-requests.ts';
import { selectedIn } from '../logic/archive.ts';
import { ArchiveQuestion, useArchiveQuestion } from './archive-question.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import { RequestFilterBar } from './request-filters.tsx';
import { RequestList } from './request-list.tsx';
import { useMinuteClock } from './use-minute-clock.ts';
import { useRequestChanges } from './use-request-changes.ts';
import { useRequestsPage } from './use-requests-page.ts';

/** What the list says while loading and when empty: the to-do list has its own words when all is answered. */
function listTexts(state: RequestFilters['state'], q: string) {
  if (state === 'pending' && q.trim() === '') {
    return {
      loadingText: 'Caricamento richieste in attesa...',
      empty: { title: 'Nessuna richiesta in attesa', text: 'Tutte le richieste hanno una risposta.' },
    };
  }
  const text =
    q.trim() === ''
      ? `Nessuna richiesta in «${REQUEST_STATE_LABELS[state]}».`
      : 'Nessuna richiesta di questo stato corrisponde alla ricerca.';
  return { loadingText: 'Caricamento richieste...', empty: { title: 'Nessuna richiesta', text } };
}

interface PanelProps {
  onCreateBooking: (request: BookingRequest) => void;
  /** A request to bring into view (a hold clicked in the planning): its list is opened, the card outlined and focused. */
  shownId?: number | null;
}

/**
 * Richieste Email, a to-do list (docs/back-office.md#richieste-email): the requests waiting for an
 * answer first, the hold that ends first on top; the other states, a search and pages.
 */
export function BookingRequestsPanel({ onCreateBooking, shownId = null }: PanelProps) {
  const { filters, setFilters, requests, items, total, pages } = useRequestsPage(shownId);
  const pending = usePendingCount();
  const changes = useRequestChanges();
  const question = useArchiveQuestion(changes.decline.ask);
  const [ticked, setTicked] = useState<number[]>([]);
  const now = useMinuteClock();
  const shown = items ?? [];
  const selected = selectedIn(ticked, shown);

  const list = {
    query: requests,
    handlersOf: (request: BookingRequest) => ({
      onArchive: () => question.ask([request], () => changes.onArchive(request)),
      onRestore: () => changes.onRestore(request),
      onCreateBooking: () => onCreateBooking(request),
      onConfirm: () => changes.onConfirm(request),
      onDecline: () => changes.decline.ask(request),
    }),
    busy: changes.busy,
    deciding: changes.deciding,
    now,
    shownId,
    ...listTexts(filters.state, filters.q),
  };
  const selection = {
    selected,
    onChange: setTicked,
    onArchive: () =>
      selected.length > 0 &&
      question.ask(
        shown.filter((request) => selected.includes(request.id)),
        () => changes.onArchiveMany(selected, () => setTicked([])),
      ),
  };

  return (
    <PanelSection
      id="booking-requests-title"
      title="Gestione Richieste Email Sicure"
      description="Richieste di prenotazione inviate dal sito, prima quelle che scadono prima. I dati dei clienti sono conservati cifrati."
      actions={pending !== undefined && <Badge $variant="warning">{pending} in attesa</Badge>}
    >
      <RequestFilterBar filters={filters} onChange={setFilters} pending={pending} />
      <RequestList {...list} items={shown} selection={filters.state === 'archived' ? undefined : selection} />
      {total > 0 && (
        <Pager
          label="Pagine delle richieste"
          previous={{ label: 'Precedente', disabled: filters.page <= 1, onClick: () => setFilters({ ...filters, page: filters.page - 1 }) }}
          next={{ label: 'Successiva', disabled: filters.page >= pages, onClick: () => setFilters({ ...filters, page: filters.page + 1 }) }}
        >
          <span aria-live="polite">
            Pagina {Math.min(filters.page, pages)} di {pages}
          </span>
        </Pager>
      )}
      <ArchiveQuestion {...question.dialog} />
      <DeclineDialog {...changes.decline.dialog} />
    </PanelSection>
  );
}
