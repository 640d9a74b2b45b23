import { useEffect, useState } from 'react';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { Badge } from '../../../components/ui/badge.tsx';
import { AdminTabs } from '../../../components/admin/admin-tabs.tsx';
import { PanelSection } from '../../../components/admin/panel.tsx';
import { useBookingRequests } from '../api/get-booking-requests.ts';
import { selectedIn, splitRequests } from '../logic/archive.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import { RequestList } from './request-list.tsx';
import { useRequestChanges } from './use-request-changes.ts';

const PENDING_TAB = 0;

/** What each list says while loading and when empty. */
const LISTS = {
  pending: {
    loadingText: 'Caricamento richieste da gestire...',
    empty: { title: 'Tutte le richieste sono gestite!', text: 'Non ci sono nuove richieste email da gestire.' },
  },
  archived: {
    loadingText: 'Caricamento richieste gestite...',
    empty: { title: 'Nessuna richiesta gestita', text: 'Le richieste archiviate appariranno qui.' },
  },
};

/** The time, renewed every minute: the cards' 'scade tra ...' follows it. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The list shown ('Da Gestire' or 'Gestite'): the one holding the asked request, which then brings
 * its card into view.
 */
function useListHolding(shownId: number | null, pending: BookingRequest[], archived: BookingRequest[]) {
  const [tab, setTab] = useState(PENDING_TAB);
  const shownArchived = shownId !== null && archived.some((request) => request.id === shownId);
  const shownPending = shownId !== null && pending.some((request) => request.id === shownId);
  useEffect(() => {
    if (shownArchived) setTab(PENDING_TAB + 1);
    else if (shownPending) setTab(PENDING_TAB);
  }, [shownId, shownArchived, shownPending]);
  return [tab, setTab] as const;
}

interface PanelProps {
  onCreateBooking: (request: BookingRequest) => void;
  /** A request to bring into view (a hold clicked in the planning): its list is opened, the card outlined and focused. */
  shownId?: number | null;
}

/** Richieste Email: the requests sent from the boat pages, to handle or already handled. */
export function BookingRequestsPanel({ onCreateBooking, shownId = null }: PanelProps) {
  const requests = useBookingRequests();
  const changes = useRequestChanges();
  const [ticked, setTicked] = useState<number[]>([]);
  const now = useMinuteClock();
  const { pending, archived } = splitRequests(requests.data ?? []);
  const [tab, setTab] = useListHolding(shownId, pending, archived);
  const selected = selectedIn(ticked, pending);

  const list = {
    query: requests,
    handlersOf: (request: BookingRequest) => ({
      onArchive: () => changes.onArchive(request),
      onRestore: () => changes.onRestore(request),
      onCreateBooking: () => onCreateBooking(request),
      onConfirm: () => changes.onConfirm(request),
      onDecline: () => changes.decline.ask(request),
    }),
    busy: changes.busy,
    deciding: changes.deciding,
    now,
    shownId,
  };
  const selection = {
    selected,
    onChange: setTicked,
    onArchive: () => selected.length > 0 && changes.onArchiveMany(selected, () => setTicked([])),
  };

  return (
    <PanelSection
      id="booking-requests-title"
      title="Gestione Richieste Email Sicure"
      description="Richieste di prenotazione inviate dal sito. I dati dei clienti sono conservati cifrati."
      actions={
        <>
          <Badge $variant="warning">{pending.length} da gestire</Badge>
          <Badge $variant="success">{archived.length} gestite</Badge>
        </>
      }
    >
      <AdminTabs
        label="Stato delle richieste"
        variant="sub"
        selectedIndex={tab}
        onChange={setTab}
        tabs={[
          {
            key: 'pending',
            label: `Da Gestire (${pending.length})`,
            content: <RequestList {...list} {...LISTS.pending} items={pending} selection={selection} />,
          },
          {
            key: 'archived',
            label: `Gestite (${archived.length})`,
            content: <RequestList {...list} {...LISTS.archived} items={archived} />,
          },
        ]}
      />
      <DeclineDialog {...changes.decline.dialog} />
    </PanelSection>
  );
}
