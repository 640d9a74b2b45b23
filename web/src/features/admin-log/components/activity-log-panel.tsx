import { useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ItemAction } from '../../../components/admin/item-action.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { Table, TableScroll, Td, Th } from '../../../components/admin/data-table.tsx';
import { PanelHeader, StateMessage } from '../../../components/admin/panel.tsx';
import {
  LOG_PAGE_SIZE,
  NO_LOG_FILTERS,
  useActivityLogs,
  useLogAdmins,
  useLogCustomers,
  type LogFilters as Filters,
} from '../api/get-activity-logs.ts';
import { summarizeDetails } from '../logic/details-summary.ts';
import { logSentence } from '../logic/log-sentence.ts';
import { logTarget, targetLabel, type LogTarget } from '../logic/log-target.ts';
import { useAdminBoats } from '../../../lib/queries/admin-boats.ts';
import { LogFilters } from './log-filters.tsx';
import { slashItalianDateTime } from '@nbp/contracts/format';

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
    <section aria-labelledby="log-title">
      <PanelHeader
        title={<span id="log-title">Log Attività Admin</span>}
        description="Le modifiche fatte dagli amministratori, dalla più recente."
        actions={
          <Button type="button" $variant="outline" $size="sm" onClick={() => logs.refetch()} disabled={logs.isFetching}>
            {logs.isFetching ? 'Aggiornamento...' : 'Aggiorna'}
          </Button>
        }
      />
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
          <TableScroll label="Log attività (scorre in orizzontale)">
            <Table $minWidth="760px" aria-busy={logs.isFetching}>
              <caption className="visually-hidden">Log Attività Admin, pagina {page}</caption>
              <thead>
                <tr>
                  <Th scope="col">Data/Ora</Th>
                  <Th scope="col">Attività</Th>
                  <Th scope="col">Admin</Th>
                </tr>
              </thead>
              <tbody>
                {items.map((log) => {
                  const target = onOpen ? logTarget(log) : null;
                  return (
                    <tr key={log.id}>
                      <Td>
                        <NoWrap>{slashItalianDateTime(log.createdAt)}</NoWrap>
                      </Td>
                      <Td>
                        <Sentence>{logSentence(log, { boatName, customerName })}</Sentence>
                        <Raw>
                          <Badge $variant="outline">{log.action}</Badge> {summarizeDetails(log.details)}
                        </Raw>
                        {target && onOpen ? (
                          <OpenLink type="button" onClick={() => onOpen(target)}>
                            {targetLabel(target)}
                          </OpenLink>
                        ) : null}
                      </Td>
                      <Td>
                        {log.userName ? <AdminName>{log.userName}</AdminName> : null}
                        <Mono>{log.userId ?? '—'}</Mono>
                      </Td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableScroll>
          {(page > 1 || hasNext) && (
            <Pager aria-label="Pagine del log">
              <ItemAction onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page === 1 || logs.isFetching}>
                Precedenti
              </ItemAction>
              <span>
                Pagina {page}
                {total !== null ? ` di ${Math.max(1, Math.ceil(total / LOG_PAGE_SIZE))}` : ''}
              </span>
              <ItemAction onClick={() => setPage((p) => p + 1)} disabled={!hasNext || logs.isFetching}>
                Successivi
              </ItemAction>
            </Pager>
          )}
        </>
      )}
    </section>
  );
}

const NoWrap = styled.span`
  white-space: nowrap;
`;
const Sentence = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;
const Raw = styled.p`
  margin: 4px 0 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;
const AdminName = styled.span`
  display: block;
  font-weight: 600;
`;
const Mono = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8rem;
  word-break: break-all;
`;
const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;
const OpenLink = styled.button`
  margin-top: 4px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.sea};
  text-decoration: underline;
  cursor: pointer;
`;
