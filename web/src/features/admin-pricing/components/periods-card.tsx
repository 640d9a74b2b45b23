import styled from 'styled-components';
import type { PricingPeriod } from '@nbp/contracts/http/pricing';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { IconButton } from '../../../components/admin/form-layout.tsx';
import { PencilIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { PanelHeader, StateMessage } from '../../../components/admin/panel.tsx';

interface Props {
  periods: PricingPeriod[];
  loading: boolean;
  error?: string;
  deletingId?: number;
  onNew: () => void;
  onEdit: (period: PricingPeriod) => void;
  onDelete: (period: PricingPeriod) => void;
}

export function PeriodsCard({ periods, loading, error, deletingId, onNew, onEdit, onDelete }: Props) {
  const sorted = [...periods].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  return (
    <Box aria-labelledby="periods-title">
      <PanelHeader
        level={3}
        stacked
        title={<span id="periods-title">Periodi di Prezzo</span>}
        description="Le stagioni a cui si applicano i prezzi delle barche."
        actions={
          <Button type="button" $size="sm" onClick={onNew}>
            <PlusIcon />
            Nuovo Periodo
          </Button>
        }
      />
      {loading ? (
        <StateMessage busy text="Caricamento periodi..." />
      ) : error ? (
        <StateMessage tone="error" title="Impossibile caricare i periodi" text={error} />
      ) : sorted.length === 0 ? (
        <StateMessage title="Nessun periodo" text="Crea il primo periodo di prezzo con 'Nuovo Periodo'." />
      ) : (
        <List>
          {sorted.map((period) => (
            <li key={period.id}>
              <div className="info">
                <Name>{period.name}</Name>
                <Range>
                  {formatDate(period.startDate)} – {formatDate(period.endDate)}
                </Range>
              </div>
              <div className="side">
                <Badge $variant={period.isActive ? 'success' : 'outline'}>{period.isActive ? 'Attivo' : 'Inattivo'}</Badge>
                <IconButton type="button" onClick={() => onEdit(period)} aria-label={`Modifica periodo ${period.name}`} title="Modifica">
                  <PencilIcon />
                </IconButton>
                <IconButton
                  type="button"
                  $tone="danger"
                  onClick={() => onDelete(period)}
                  disabled={deletingId === period.id}
                  aria-label={`Elimina periodo ${period.name}`}
                  title="Elimina"
                >
                  <TrashIcon />
                </IconButton>
              </div>
            </li>
          ))}
        </List>
      )}
    </Box>
  );
}

export const Box = styled.section`
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 16px;
  @media (min-width: 768px) {
    padding: 20px;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 12px;
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .side {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;
const Name = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;
const Range = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;
