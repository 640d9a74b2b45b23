import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import type { PlanningView } from '../logic/planning-grid.ts';

const VIEWS: { view: PlanningView; label: string }[] = [
  { view: 'week', label: 'Settimana' },
  { view: 'month', label: 'Mese' },
];

/** Settimana / Mese, and '‹' 'Oggi' '›' to move by a week or a month, or back to today. */
export function PlanningToolbar({
  view,
  onView,
  onMove,
  onToday,
}: {
  view: PlanningView;
  onView: (view: PlanningView) => void;
  onMove: (step: -1 | 1) => void;
  onToday: () => void;
}) {
  const week = view === 'week';
  return (
    <Toolbar>
      <Segmented role="group" aria-label="Vista">
        {VIEWS.map((option) => (
          <Button
            key={option.view}
            type="button"
            $size="sm"
            $variant={view === option.view ? 'primary' : 'secondary'}
            aria-pressed={view === option.view}
            onClick={() => onView(option.view)}
          >
            {option.label}
          </Button>
        ))}
      </Segmented>
      <Button
        type="button"
        $size="sm"
        $variant="secondary"
        aria-label={week ? 'Settimana precedente' : 'Mese precedente'}
        onClick={() => onMove(-1)}
      >
        ‹
      </Button>
      <Button type="button" $size="sm" $variant="secondary" onClick={onToday}>
        Oggi
      </Button>
      <Button
        type="button"
        $size="sm"
        $variant="secondary"
        aria-label={week ? 'Settimana successiva' : 'Mese successivo'}
        onClick={() => onMove(1)}
      >
        ›
      </Button>
    </Toolbar>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;
const Segmented = styled.div`
  display: inline-flex;
  gap: 4px;
`;
