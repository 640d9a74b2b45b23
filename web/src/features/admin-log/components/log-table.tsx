import styled from 'styled-components';
import type { ActivityLog } from '@nbp/contracts/http/identity';
import { slashItalianDateTime } from '@nbp/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TableScroll, Td, Th } from '../../../components/admin/data-table.tsx';
import { Text } from '../../../components/admin/text.tsx';
import { summarizeDetails } from '../logic/details-summary.ts';
import { logSentence, type LogNames } from '../logic/log-sentence.ts';
import { logTarget, targetLabel, type LogTarget } from '../logic/log-target.ts';

/** One page of the log: when, the entry as a sentence (the raw action beneath, a link to what it is about), who. */
export function LogTable({
  items,
  page,
  busy,
  names,
  onOpen,
}: {
  items: ActivityLog[];
  page: number;
  busy: boolean;
  names: LogNames;
  onOpen?: (target: LogTarget) => void;
}) {
  return (
    <TableScroll label="Log attività (scorre in orizzontale)">
      <Table $minWidth="760px" aria-busy={busy}>
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
                  <Text $weight={600} $tone="navy">
                    {logSentence(log, names)}
                  </Text>
                  <Text $margin="4px 0 0" $size="0.8rem" $tone="muted">
                    <Badge $variant="outline">{log.action}</Badge> {summarizeDetails(log.details)}
                  </Text>
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
  );
}

const NoWrap = styled.span`
  white-space: nowrap;
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
