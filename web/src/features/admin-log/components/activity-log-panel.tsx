import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { Pager } from '../../../components/admin/pager.tsx';
import { PanelSection, StateMessage } from '../../../components/admin/panel.tsx';
import {
  LOG_PAGE_SIZE,
  NO_LOG_FILTERS,
  useActivityLogs,
  useLogAdmins,
  useLogCustomers,
  type LogFilters as Filters,
} from '../api/get-activity-logs.ts';
import type { LogTarget } from '../logic/log-target.ts';
import { useAdminBoats } from '../../../lib/queries/admin-boats.ts';
import { LogFilters } from './log-filters.tsx';
import { LogTable } from './log-table.tsx';

/**
 * Log: who changed what, newest first, filtered by kind, administrator and days. `onOpen` takes the
 * admin to what an entry is about (a booking, a request, a boat's content, a pricing period); the
 * dashboard owns the tabs (docs/back-office.md#a-readable-log).
 */
export function ActivityLogPanel({ onOpen }: { onOpen?: (target: LogTarget) => void }) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>(NO_LOG_FILTERS);
  const logs = useActivityLogs(page, filters);
  const admins = useLogAdmins();
  const filtered = Object.values(filters).some(Boolean);
  // Boat names for the sentences: the list the Barche tab reads (one cache entry).
  const boats = useAdminBoats();
  const boatName = (id: number) => boats.data?.find((boat) => boat.id === id)?.name;
  const items = logs.data?.items ?? [];
  const customerName = useLogCustomers(items);
  const total = logs.data?.total ?? null;
  const hasNext = total !== null ? page * LOG_PAGE_SIZE < total : items.length === LOG_PAGE_SIZE;
  return (
    <PanelSection
      id="log-title"
      title="Log Attività Admin"
      description="Le modifiche fatte dagli amministratori, dalla più recente."
      actions={
        <Button type="button" $variant="outline" $size="sm" onClick={() => logs.refetch()} disabled={logs.isFetching}>
          {logs.isFetching ? 'Aggiornamento...' : 'Aggiorna'}
        </Button>
      }
    >
      <LogFilters
        filters={filters}
        admins={admins.data ?? []}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {logs.isLoading ? (
        <StateMessage busy text="Caricamento log..." />
      ) : logs.isError && !logs.data ? (
        <StateMessage tone="error" title="Impossibile caricare il log" text={errorMessage(logs.error, 'Riprova tra qualche istante.')} />
      ) : items.length === 0 && filtered ? (
        <StateMessage title="Nessuna attività con questi filtri" text="Cambia o azzera i filtri per vedere altre attività." />
      ) : items.length === 0 ? (
        <StateMessage title="Nessuna attività registrata" text="Le modifiche degli amministratori appariranno qui." />
      ) : (
        <>
          <LogTable items={items} page={page} busy={logs.isFetching} names={{ boatName, customerName }} onOpen={onOpen} />
          {(page > 1 || hasNext) && (
            <Pager
              label="Pagine del log"
              previous={{ label: 'Precedenti', disabled: page === 1 || logs.isFetching, onClick: () => setPage((p) => Math.max(1, p - 1)) }}
              next={{ label: 'Successivi', disabled: !hasNext || logs.isFetching, onClick: () => setPage((p) => p + 1) }}
            >
              <span>
                Pagina {page}
                {total !== null ? ` di ${Math.max(1, Math.ceil(total / LOG_PAGE_SIZE))}` : ''}
              </span>
            </Pager>
          )}
        </>
      )}
    </PanelSection>
  );
}
