import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { Badge } from '../../../components/ui/badge.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorDetail, withDetail } from '../../../lib/api-client.ts';
import { AdminTabs } from '../../../components/admin/admin-tabs.tsx';
import { ArchiveIcon } from '../../../components/ui/icons.tsx';
import { PanelHeader, StateMessage } from '../../../components/admin/panel.tsx';
import { useBookingRequests } from '../api/get-booking-requests.ts';
import { useArchiveMany, useSetArchived } from '../api/archive-booking-request.ts';
import { selectedIn, splitRequests, toggleAll, toggleSelected } from '../logic/archive.ts';
import { useConfirmBookingRequest, useDeclineBookingRequest } from '../api/decide-booking-request.ts';
import { BookingRequestCard } from './booking-request-card.tsx';
import { DeclineDialog } from './decline-dialog.tsx';

const PENDING_TAB = 0;

/** The time, renewed every minute: the cards' 'scade tra ...' follows it. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface PanelProps {
  onCreateBooking: (request: BookingRequest) => void;
  /** A request to bring into view (a hold clicked in the planning): its list is opened, the card outlined and focused. */
  shownId?: number | null;
}

/** Richieste Email: the requests sent from the boat pages, to handle or already handled. */
export function BookingRequestsPanel({ onCreateBooking, shownId = null }: PanelProps) {
  const { toast } = useToast();
  const requests = useBookingRequests();
  const archive = useSetArchived(true);
  const restore = useSetArchived(false);
  const archiveMany = useArchiveMany();
  const [tab, setTab] = useState(PENDING_TAB);
  const [ticked, setTicked] = useState<number[]>([]);
  const confirm = useConfirmBookingRequest();
  const decline = useDeclineBookingRequest();
  const [declining, setDeclining] = useState<BookingRequest | null>(null);
  const now = useMinuteClock();
  const busy = archive.isPending || restore.isPending || archiveMany.isPending;
  const deciding = confirm.isPending || decline.isPending;
  const { pending, archived } = splitRequests(requests.data ?? []);
  const selected = selectedIn(ticked, pending);
  const shownArchived = shownId !== null && archived.some((request) => request.id === shownId);
  const shownPending = shownId !== null && pending.some((request) => request.id === shownId);
  // The asked request is on the list that holds it ('Gestite' when archived); its card brings itself into view.
  useEffect(() => {
    if (shownArchived) setTab(PENDING_TAB + 1);
    else if (shownPending) setTab(PENDING_TAB);
  }, [shownId, shownArchived, shownPending]);

  const onArchive = (request: BookingRequest) =>
    archive.mutate(request.id, {
      onSuccess: () => {
        // The admin stays on the list being worked through; the card has left it, the count says where it went.
        toast({ title: 'Email archiviata', description: 'La richiesta è stata spostata nella sezione gestite.', variant: 'success' });
      },
      onError: (error) =>
        toast({ title: 'Errore', description: withDetail('Impossibile archiviare la richiesta.', error), variant: 'destructive' }),
    });
  const onArchiveSelected = () => {
    const ids = selected;
    if (ids.length === 0) return;
    archiveMany.mutate(ids, {
      onSuccess: () => {
        setTicked([]);
        toast({
          title: ids.length === 1 ? 'Email archiviata' : 'Email archiviate',
          description:
            ids.length === 1
              ? 'La richiesta è stata spostata nella sezione gestite.'
              : `Le ${ids.length} richieste sono state spostate nella sezione gestite.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Errore',
          description: withDetail(
            ids.length === 1 ? 'Impossibile archiviare la richiesta.' : 'Impossibile archiviare le richieste.',
            error,
          ),
          variant: 'destructive',
        }),
    });
  };
  const onRestore = (request: BookingRequest) =>
    restore.mutate(request.id, {
      onSuccess: () => {
        toast({ title: 'Email ripristinata', description: 'La richiesta è stata rimossa dalla sezione gestite.', variant: 'success' });
      },
      onError: (error) =>
        toast({ title: 'Errore', description: withDetail('Impossibile ripristinare la richiesta.', error), variant: 'destructive' }),
    });

  const onConfirm = (request: BookingRequest) =>
    confirm.mutate(request.id, {
      onSuccess: (updated) =>
        toast({
          title: 'Richiesta confermata',
          description: `Prenotazione${updated?.bookingId ? ` #${updated.bookingId}` : ''} creata per ${request.customerName}: il cliente riceverà la conferma via email.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Conferma non riuscita',
          description: errorDetail(error, 'Impossibile confermare la richiesta.'),
          variant: 'destructive',
        }),
    });
  const onDecline = (reason: string | null) => {
    if (!declining) return;
    const request = declining;
    decline.mutate(
      { id: request.id, reason },
      {
        onSuccess: () => {
          setDeclining(null);
          toast({
            title: 'Richiesta rifiutata',
            description: `${request.customerName} riceverà un'email con il rifiuto.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          setDeclining(null);
          toast({
            title: 'Rifiuto non riuscito',
            description: errorDetail(error, 'Impossibile rifiutare la richiesta.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const list = (items: BookingRequest[], loadingText: string, empty: { title: string; text: string }, selectable = false) => {
    if (requests.isLoading) return <StateMessage busy text={loadingText} />;
    if (requests.isError && !requests.data) {
      return (
        <StateMessage
          tone="error"
          title="Impossibile caricare le richieste"
          text={errorDetail(requests.error, 'Riprova tra qualche istante.')}
        />
      );
    }
    if (items.length === 0) return <StateMessage title={empty.title} text={empty.text} />;
    const all = items.every((request) => selected.includes(request.id));
    return (
      <>
        {selectable && (
          <Toolbar role="group" aria-label="Selezione richieste">
            <SelectAll>
              <input
                type="checkbox"
                checked={all}
                onChange={() => setTicked(toggleAll(selected, items))}
                disabled={busy}
                aria-label="Seleziona tutte le richieste da gestire"
              />
              Seleziona tutte
            </SelectAll>
            <Button type="button" $variant="primary" $size="sm" onClick={onArchiveSelected} disabled={busy || selected.length === 0}>
              <ArchiveIcon />
              Archivia selezionate ({selected.length})
            </Button>
          </Toolbar>
        )}
        <List>
          {items.map((request) => (
            <li key={request.id}>
              <BookingRequestCard
                request={request}
                actionsDisabled={busy}
                onArchive={() => onArchive(request)}
                onRestore={() => onRestore(request)}
                onCreateBooking={() => onCreateBooking(request)}
                onConfirm={() => onConfirm(request)}
                onDecline={() => setDeclining(request)}
                highlighted={request.id === shownId}
                decisionDisabled={deciding}
                now={now}
                selection={
                  selectable
                    ? { selected: selected.includes(request.id), onToggle: () => setTicked(toggleSelected(selected, request.id)) }
                    : undefined
                }
              />
            </li>
          ))}
        </List>
      </>
    );
  };

  return (
    <section aria-labelledby="booking-requests-title">
      <PanelHeader
        title={<span id="booking-requests-title">Gestione Richieste Email Sicure</span>}
        description="Richieste di prenotazione inviate dal sito. I dati dei clienti sono conservati cifrati."
        actions={
          <>
            <Badge $variant="warning">{pending.length} da gestire</Badge>
            <Badge $variant="success">{archived.length} gestite</Badge>
          </>
        }
      />
      <AdminTabs
        label="Stato delle richieste"
        variant="sub"
        selectedIndex={tab}
        onChange={setTab}
        tabs={[
          {
            key: 'pending',
            label: `Da Gestire (${pending.length})`,
            content: list(
              pending,
              'Caricamento richieste da gestire...',
              { title: 'Tutte le richieste sono gestite!', text: 'Non ci sono nuove richieste email da gestire.' },
              true,
            ),
          },
          {
            key: 'archived',
            label: `Gestite (${archived.length})`,
            content: list(archived, 'Caricamento richieste gestite...', {
              title: 'Nessuna richiesta gestita',
              text: 'Le richieste archiviate appariranno qui.',
            }),
          },
        ]}
      />
      <DeclineDialog request={declining} sending={decline.isPending} onClose={() => setDeclining(null)} onDecline={onDecline} />
    </section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;
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
