import { useState } from 'react';
import styled from 'styled-components';
import { isDay } from '@nbp/contracts/days';
import { DayInput } from '../../../components/admin/day-field.tsx';
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

/**
 * Settimana / Mese, '‹' 'Oggi' '›' to move by a week or a month or back to today, 'Vai alla data' to
 * jump to the week or month of a day, and 'Chiudi giorni'.
 */
export function PlanningToolbar({
  view,
  onView,
  onMove,
  onToday,
  onGoTo,
  onCloseDays,
}: {
  view: PlanningView;
  onView: (view: PlanningView) => void;
  onMove: (step: -1 | 1) => void;
  onToday: () => void;
  /** 'Vai alla data' (docs/back-office.md#planning). */
  onGoTo: (day: string) => void;
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
      <GoToDay onGoTo={onGoTo} />
      <Button type="button" $size="sm" $variant="outline" onClick={onCloseDays}>
        Chiudi giorni
      </Button>
    </Toolbar>
  );
}

/** 'Vai alla data': a day typed as gg/mm/aaaa; 'Vai' (or Enter) shows its week or month. */
function GoToDay({ onGoTo }: { onGoTo: (day: string) => void }) {
  const [typed, setTyped] = useState('');
  const [wrong, setWrong] = useState(false);
  return (
    <GoTo
      onSubmit={(event) => {
        event.preventDefault();
        const day = isDay(typed) ? typed : null;
        setWrong(day === null);
        if (day) onGoTo(day);
      }}
    >
      <DayInput
        label="Vai alla data"
        value={typed}
        error={wrong ? 'Data non valida' : undefined}
        onChange={(value) => {
          setTyped(value);
          setWrong(false);
        }}
      />
      <Button type="submit" $size="sm" $variant="secondary">
        Vai
      </Button>
    </GoTo>
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
// The day's field and its button on one line; the field's label above it, its margin dropped.
const GoTo = styled.form`
  display: inline-flex;
  align-items: flex-end;
  gap: 6px;
  > div {
    margin-bottom: 0;
    width: 9.5rem;
  }
  label {
    font-size: 0.8rem;
    margin-bottom: 2px;
  }
  input {
    min-height: 36px;
    padding: 6px 10px;
  }
`;
