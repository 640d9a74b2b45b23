import { useState } from 'react';
import styled from 'styled-components';
import type { EmailRequest } from '@nbp/contracts/http/booking';
import { Badge } from '../../../components/ui/badge.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { AdminTabs } from '../../admin-shell/components/admin-tabs.tsx';
import { PanelHeader, StateMessage } from '../../admin-shell/components/panel.tsx';
import { useEmailRequests } from '../api/get-email-requests.ts';
import { useSetArchived } from '../api/archive-email-request.ts';
import { splitRequests } from '../logic/archive.ts';
import { EmailRequestCard } from './email-request-card.tsx';

const PENDING_TAB = 0;
const ARCHIVED_TAB = 1;

/** Richieste Email: the requests sent from the boat pages, to handle or already handled. */
export function EmailRequestsPanel({ onCreateBooking }: { onCreateBooking: (request: EmailRequest) => void }) {
  const { toast } = useToast();
  const requests = useEmailRequests();
  const archive = useSetArchived(true);
  const restore = useSetArchived(false);
  const [tab, setTab] = useState(PENDING_TAB);
  const busy = archive.isPending || restore.isPending;
  const { pending, archived } = splitRequests(requests.data ?? []);

  const onArchive = (request: EmailRequest) =>
    archive.mutate(request.id, {
      onSuccess: () => {
        toast({ title: 'Email archiviata', description: 'La richiesta è stata spostata nella sezione gestite.', variant: 'success' });
        setTab(ARCHIVED_TAB);
      },
      onError: () => toast({ title: 'Errore', description: 'Impossibile archiviare la richiesta.', variant: 'destructive' }),
    });
  const onRestore = (request: EmailRequest) =>
    restore.mutate(request.id, {
      onSuccess: () => {
        toast({ title: 'Email ripristinata', description: 'La richiesta è stata rimossa dalla sezione gestite.', variant: 'success' });
        setTab(PENDING_TAB);
      },
      onError: () => toast({ title: 'Errore', description: 'Impossibile ripristinare la richiesta.', variant: 'destructive' }),
    });

  const list = (items: EmailRequest[], loadingText: string, empty: { title: string; text: string }) => {
    if (requests.isLoading) return <StateMessage busy text={loadingText} />;
    if (requests.isError && !requests.data) {
      return (
        <StateMessage
          tone="error"
          title="Impossibile caricare le richieste"
          text={errorMessage(requests.error, 'Riprova tra qualche istante.')}
        />
      );
    }
    if (items.length === 0) return <StateMessage title={empty.title} text={empty.text} />;
    return (
      <List>
        {items.map((request) => (
          <li key={request.id}>
            <EmailRequestCard
              request={request}
              actionsDisabled={busy}
              onArchive={() => onArchive(request)}
              onRestore={() => onRestore(request)}
              onCreateBooking={() => onCreateBooking(request)}
            />
          </li>
        ))}
      </List>
    );
  };

  return (
    <section aria-labelledby="email-requests-title">
      <PanelHeader
        title={<span id="email-requests-title">Gestione Richieste Email Sicure</span>}
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
            content: list(pending, 'Caricamento richieste da gestire...', {
              title: 'Tutte le richieste sono gestite!',
              text: 'Non ci sono nuove richieste email da gestire.',
            }),
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
