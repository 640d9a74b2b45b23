import styled from 'styled-components';
import { ToggleGroup } from '../../../components/admin/toggle-group.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { PlanningView } from '../logic/planning-grid.ts';

const VIEWS: { value: PlanningView; label: string }[] = [
  { value: 'week', label: 'Settimana' },
  { value: 'month', label: 'Mese' },
];
const STEPS = {
  back: { step: -1, label: '‹', names: ['Settimana precedente', 'Mese precedente'] },
  forward: { step: 1, label: '›', names: ['Settimana successiva', 'Mese successivo'] },
} as const;

/** Settimana / Mese, '‹' 'Oggi' '›' to move by a week or a month or back to today, and 'Chiudi giorni'. */
export function PlanningToolbar({
  view,
  onView,
  onMove,
  onToday,
  onCloseDays,
}: {
  view: PlanningView;
  onView: (view: PlanningView) => void;
  onMove: (step: -1 | 1) => void;
  onToday: () => void;
  /** 'Chiudi giorni' without a drag: by keyboard, on a phone (docs/back-office.md#closed-days). */
  onCloseDays: () => void;
}) {
  const week = view === 'week';
  return (
    <Toolbar>
      <Segmented label="Vista" options={VIEWS} value={view} onChange={onView} off="secondary" />
      <StepButton {...STEPS.back} week={week} onMove={onMove} />
      <Button type="button" $size="sm" $variant="secondary" onClick={onToday}>
        Oggi
      </Button>
      <StepButton {...STEPS.forward} week={week} onMove={onMove} />
      <Button type="button" $size="sm" $variant="outline" onClick={onCloseDays}>
        Chiudi giorni
      </Button>
    </Toolbar>
  );
}

/** '‹' or '›': a week or a month back or forward, named for the view. */
function StepButton({
  step,
  label,
  names,
  week,
  onMove,
}: (typeof STEPS)[keyof typeof STEPS] & { week: boolean; onMove: (step: -1 | 1) => void }) {
  return (
    <Button type="button" $size="sm" $variant="secondary" aria-label={week ? names[0] : names[1]} onClick={() => onMove(step)}>
      {label}
    </Button>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;
const Segmented = styled(ToggleGroup<PlanningView>)`
  display: inline-flex;
  gap: 4px;
`;
