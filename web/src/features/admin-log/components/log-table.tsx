import styled from 'styled-components';
import { media } from '../../../theme/theme.ts';
import type { ActivityLog } from '@nbp/contracts/http/identity';
import { slashItalianDateTime } from '@nbp/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TableScroll, Td, Th } from '../../../components/admin/data-table.tsx';
import { Text } from '../../../components/admin/text.tsx';
import { summarizeDetails } from '../logic/details-summary.ts';
import { logSentence, type LogNames } from '../logic/log-sentence.ts';
import { logTarget, targetLabel, type LogTarget } from '../logic/log-target.ts';

/**
 * One page of the log: when, the entry as a sentence (its details in words beneath, a link to what
 * it is about), who. On a phone each entry is a block that fits the screen, read top to bottom; from
 * a tablet up it is a table, the raw action beside the details for whoever searches by it.
 */
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
    <TableScroll label="Log attività">
      <LogGrid $minWidth="0" aria-busy={busy}>
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
                    <Action $variant="outline">{log.action}</Action> {summarizeDetails(log.details)}
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
      </LogGrid>
    </TableScroll>
  );
}

// A table from a tablet up; below, each row a block of its cells, the header row hidden (the
// cells say what they are: a date, a sentence, an administrator).
const LogGrid = styled(Table)`
  @media (max-width: calc(${({ theme }) => theme.breakpoints.md} - 1px)) {
    thead {
      display: none;
    }
    tr,
    td {
      display: block;
    }
    td {
      border-top: 0;
      padding: 4px 12px;
    }
    tr {
      padding: 8px 0;
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    tr:first-child {
      border-top: 0;
    }
    overflow-wrap: anywhere;
  }
  ${media.md} {
    min-width: 760px;
  }
`;
// The raw action is for searching by it at a desk; a phone reads the sentence and its details.
const Action = styled(Badge)`
  @media (max-width: calc(${({ theme }) => theme.breakpoints.md} - 1px)) {
    display: none;
  }
`;
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
