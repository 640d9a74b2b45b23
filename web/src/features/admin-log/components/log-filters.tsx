import { useState } from 'react';
import styled from 'styled-components';
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityKind, type ActivityLogAdmin } from '@nbp/contracts/http/identity';
import { Button } from '../../../components/ui/button.tsx';
import { isDay } from '@nbp/contracts/days';
import { DayInput } from '../../../components/admin/day-field.tsx';
import { ChoiceField, namedChoices } from '../../../components/admin/choice-field.tsx';
import { media } from '../../../theme/theme.ts';
import { NO_LOG_FILTERS, type LogFilters as Filters } from '../api/get-activity-logs.ts';

const KIND_CHOICES = ACTIVITY_KINDS.map((kind) => ({ value: kind, label: ACTIVITY_KIND_LABELS[kind] }));

const RANGE_ERROR = 'La data "Al" deve essere uguale o successiva a "Dal".';

/**
 * Tipo, Amministratore, Dal / Al above the log (docs/back-office.md#a-readable-log). A range whose
 * end comes before its start is pointed out here and not sent, and so is a day still being typed.
 */
export function LogFilters({
  filters,
  onChange,
  admins,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
  admins: ActivityLogAdmin[];
}) {
  const [days, setDays] = useState({ from: filters.from, to: filters.to });
  const rangeError = days.from && days.to && days.to < days.from ? RANGE_ERROR : undefined;
  const setDay = (key: 'from' | 'to', value: string) => {
    const next = { ...days, [key]: value };
    setDays(next);
    const complete = [next.from, next.to].every((day) => day === '' || isDay(day));
    if (complete && !(next.from && next.to && next.to < next.from)) onChange({ ...filters, ...next });
  };
  const any = filters.kind || filters.userId || days.from || days.to;
  return (
    <Grid role="group" aria-label="Filtri del log">
      <ChoiceField
        label="Tipo"
        none={{ value: '', label: 'Tutti i tipi' }}
        choices={KIND_CHOICES}
        value={filters.kind}
        onChange={(event) => onChange({ ...filters, kind: event.target.value as ActivityKind | '' })}
      />
      <ChoiceField
        label="Amministratore"
        none={{ value: '', label: 'Tutti gli amministratori' }}
        choices={namedChoices(admins)}
        value={filters.userId}
        onChange={(event) => onChange({ ...filters, userId: event.target.value })}
      />
      <DayInput label="Dal" value={days.from} onChange={(day) => setDay('from', day)} />
      <DayInput label="Al" value={days.to} error={rangeError} onChange={(day) => setDay('to', day)} />
      {any ? (
        <Reset>
          <Button
            type="button"
            $variant="outline"
            $size="sm"
            onClick={() => {
              setDays({ from: '', to: '' });
              onChange(NO_LOG_FILTERS);
            }}
          >
            Azzera filtri
          </Button>
        </Reset>
      ) : null}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 12px;
  margin-bottom: 16px;
  padding: 16px 16px 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.seaLight};
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
const Reset = styled.div`
  grid-column: 1 / -1;
  padding-bottom: 16px;
`;
