import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PricingPeriod } from '@nbp/contracts/http/pricing';
import { Badge } from '../../../components/ui/badge.tsx';
import { IconButton } from '../../../components/admin/form-layout.tsx';
import { PencilIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { ToTranslate } from '../../../components/admin/to-translate.tsx';
import { useShownElement } from '../../../components/admin/use-shown.ts';
import { longItalianDate } from '@nbp/contracts/format';
import { Text } from '../../../components/admin/text.tsx';
import { PricingCard } from './pricing-card.tsx';

interface Props {
  periods: PricingPeriod[];
  loading: boolean;
  error?: string;
  deletingId?: number;
  onNew: () => void;
  onEdit: (period: PricingPeriod) => void;
  onDelete: (period: PricingPeriod) => void;
  /** A period the log asked to show: scrolled to and marked. */
  shownId?: number | null;
}

export function PeriodsCard({ periods, loading, error, deletingId, onNew, onEdit, onDelete, shownId = null }: Props) {
  const sorted = [...periods].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  return (
    <PricingCard
      id="periods-title"
      title="Periodi di Prezzo"
      description="Le stagioni a cui si applicano i prezzi delle barche."
      action={{ label: 'Nuovo Periodo', onClick: onNew }}
      stacked
      loading={loading && { text: 'Caricamento periodi...' }}
      error={!!error && { title: 'Impossibile caricare i periodi', text: error }}
      empty={sorted.length === 0 && { title: 'Nessun periodo', text: "Crea il primo periodo di prezzo con 'Nuovo Periodo'." }}
    >
      <List>
        {sorted.map((period) => (
          <PeriodRow key={period.id} shown={period.id === shownId}>
            <div className="info">
              <Name>
                {period.name}
                {/* The English pages show the Italian name meanwhile (docs/languages.md#period-names). */}
                {!period.nameEn && <ToTranslate title="Nome in inglese mancante: le pagine in inglese mostrano il nome italiano" />}
              </Name>
              <Text $size="0.9rem" $tone="muted">
                {longItalianDate(period.startDate)} – {longItalianDate(period.endDate)}
              </Text>
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
          </PeriodRow>
        ))}
      </List>
    </PricingCard>
  );
}

function PeriodRow({ shown, children }: { shown: boolean; children: ReactNode }) {
  const row = useShownElement<HTMLLIElement>(shown);
  return (
    <li ref={row} tabIndex={-1} data-shown={shown || undefined}>
      {children}
    </li>
  );
}

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
  li[data-shown] {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.sun};
    border-radius: ${({ theme }) => theme.radius.sm};
    padding-inline: 8px;
  }
  .side {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;
const Name = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;
