import styled, { css } from 'styled-components';
import { CLOSED_DAYS_STATUS, type PlanningEntry } from '@nbp/contracts/http/booking';
import { longItalianDate } from '@nbp/contracts/format';
import { LEGEND, toneLabel, toneOf, type EntryTone } from '../logic/planning-grid.ts';

/**
 * A day of a boat that something holds: a booking or a request's hold (a button to it), an imported
 * calendar's day (a button to Calendari when the dashboard gives one), closed days (a button to
 * reopen them), a day marked otherwise (only a mark).
 */
export function EntryCell({
  entry,
  day,
  boatName,
  onOpen,
  opensCalendars = false,
  compact,
}: {
  entry: PlanningEntry;
  day: string;
  boatName: string;
  onOpen: (entry: PlanningEntry) => void;
  /** An imported calendar's cell is a button to the Calendari tab; otherwise only a coloured mark. */
  opensCalendars?: boolean;
  compact?: boolean;
}) {
  const tone = toneOf(entry);
  const closed = entry.kind === 'blocked' && entry.status === CLOSED_DAYS_STATUS;
  const description = `${closed ? 'Giorni chiusi' : toneLabel(tone)}: ${entry.label}, ${boatName}, ${longItalianDate(day)}`;
  // The name is written on the first day shown; the following days carry only the colour.
  const text = compact ? '' : entry.label;
  const opens =
    entry.kind === 'booking' ||
    entry.kind === 'hold' ||
    (entry.kind === 'external' && opensCalendars) ||
    // Closed days open their dialog, to reopen them (docs/back-office.md#closed-days).
    closed;
  if (opens)
    return (
      <Entry as="button" type="button" $tone={tone} title={description} aria-label={description} onClick={() => onOpen(entry)}>
        {text}
      </Entry>
    );
  return (
    <Entry $tone={tone} title={description} aria-label={description} role="img">
      {text}
    </Entry>
  );
}

/** What each colour of the planning means. */
export function PlanningLegend() {
  return (
    <Legend aria-label="Legenda">
      {LEGEND.map((item) => (
        <li key={item.tone}>
          <Swatch $tone={item.tone} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </Legend>
  );
}

const TONES: Record<EntryTone, ReturnType<typeof css>> = {
  confirmed: css`
    background: #0e6b8c;
    color: #fff;
  `,
  pending: css`
    background: #fde68a;
    color: #1c2b36;
    border: 1px solid #b45309;
  `,
  hold: css`
    background: repeating-linear-gradient(45deg, #fff7ed, #fff7ed 6px, #fed7aa 6px, #fed7aa 12px);
    color: #7c2d12;
    border: 1px dashed #c2410c;
  `,
  blocked: css`
    background: repeating-linear-gradient(135deg, #e5e7eb, #e5e7eb 5px, #cbd5e1 5px, #cbd5e1 10px);
    color: #334155;
  `,
  external: css`
    background: #ede9fe;
    color: #4c1d95;
  `,
};

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 8px 0 12px;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;
const Swatch = styled.span<{ $tone: EntryTone }>`
  display: inline-block;
  width: 18px;
  height: 14px;
  border-radius: 3px;
  ${({ $tone }) => TONES[$tone]}
`;
const Entry = styled.span<{ $tone: EntryTone }>`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 36px;
  padding: 4px 6px;
  border: 0;
  font: inherit;
  font-size: 0.8rem;
  text-align: left;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  cursor: ${({ as }) => (as === 'button' ? 'pointer' : 'default')};
  ${({ $tone }) => TONES[$tone]}
`;
