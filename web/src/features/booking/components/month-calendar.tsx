import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import { useLang, useT } from '../../../i18n/i18n.tsx';
import { weekdayNames } from '@nbp/contracts/days';
import { movedDay } from '../logic/calendar-keys.ts';
import { monthGrid, monthOf, monthTitle, shiftMonth, type MonthView } from '../logic/month-grid.ts';
import { CalendarDay, type DayLook } from './calendar-day.tsx';
import { CalendarLegend } from './calendar-legend.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { iconButton, spreadRow } from '../../../components/ui/styles.ts';

interface Props {
  heading: string;
  /** The day that gets focus when the calendar opens. */
  initialDay: string;
  start: string | null;
  end: string | null;
  isDisabled: (iso: string) => boolean;
  isBlocked: (iso: string) => boolean;
  /** Days another visitor's pending request holds (docs/request-lifecycle.md#holds): their own style. */
  isHeld?: (iso: string) => boolean;
  onPick: (iso: string) => void;
  onClose: () => void;
}

/**
 * A month grid (docs/product/booking-rules.md#dates: names in the page's language, weeks from Monday, 42 cells, navigation that wraps the
 * year) following the WAI-ARIA date picker pattern: arrows move between days, Enter picks, Escape closes.
 * Unavailable days stay focusable (aria-disabled) so the keyboard can walk past them.
 */
export function MonthCalendar({ heading, initialDay, start, end, isDisabled, isBlocked, isHeld = () => false, onPick, onClose }: Props) {
  const { focused, setFocused, view, changeMonth, onGridKey, gridRef } = useMonthNavigation(initialDay);
  const titleId = useId();
  const t = useT();
  const lang = useLang();

  // Escape closes from anywhere on the page (the focus may be on a toast or on the body).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const lookOf = (iso: string): DayLook => {
    const held = isHeld(iso);
    return {
      disabled: isDisabled(iso),
      held,
      blocked: !held && isBlocked(iso),
      edge: iso === start || iso === end,
      inRange: start !== null && end !== null && iso > start && iso < end,
    };
  };

  return (
    <Panel role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <Top>
        <Heading id={titleId}>{heading}</Heading>
        <IconButton type="button" onClick={onClose} aria-label={t('booking.calendar.close')}>
          <CloseIcon size={18} />
        </IconButton>
      </Top>
      <Nav>
        <IconButton type="button" onClick={() => changeMonth(-1)} aria-label={t('booking.calendar.previous')}>
          <ChevronLeftIcon size={20} />
        </IconButton>
        <MonthName aria-live="polite">{monthTitle(view, lang)}</MonthName>
        <IconButton type="button" onClick={() => changeMonth(1)} aria-label={t('booking.calendar.next')}>
          <ChevronRightIcon size={20} />
        </IconButton>
      </Nav>
      <Grid ref={gridRef} role="grid" aria-label={monthTitle(view, lang)} onKeyDown={onGridKey}>
        <WeekdayNames />
        <MonthDays
          view={view}
          focused={focused}
          today={start ? null : initialDay}
          lookOf={lookOf}
          onFocusDay={setFocused}
          onPick={(iso) => {
            setFocused(iso);
            // A disabled day is still reported: the card explains why it cannot be chosen.
            onPick(iso);
          }}
        />
      </Grid>
      <CalendarLegend />
    </Panel>
  );
}

/**
 * The month shown and the focused day: the arrows, Home/End and Page Up/Down move the focus (and the
 * month with it, calendar-keys.ts); the month buttons change the month and leave the focus where it is.
 */
function useMonthNavigation(initialDay: string) {
  const [focused, setFocused] = useState(initialDay);
  const [view, setView] = useState<MonthView>(() => monthOf(initialDay));
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocusRef = useRef(true);

  useEffect(() => {
    if (!moveFocusRef.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused, view]);

  const changeMonth = (delta: number) => {
    moveFocusRef.current = false;
    setView((current) => shiftMonth(current, delta));
  };

  const onGridKey = (event: KeyboardEvent) => {
    const next = movedDay(focused, event.key);
    if (!next) return;
    event.preventDefault();
    moveFocusRef.current = true;
    setFocused(next);
    const nextView = monthOf(next);
    if (nextView.year !== view.year || nextView.month !== view.month) setView(nextView);
  };

  return { focused, setFocused, view, changeMonth, onGridKey, gridRef };
}

/** The grid's head: the days of the week from Monday, a letter each, named in full for a screen reader. */
function WeekdayNames() {
  const lang = useLang();
  const letters = weekdayNames(lang, 'narrow');
  const names = weekdayNames(lang, 'long');
  return (
    <thead>
      <tr>
        {letters.map((letter, index) => (
          <th key={names[index]} scope="col" abbr={names[index]}>
            {letter}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The six weeks of the month shown; one day is in the tab order: the focused one, or the 1st after a month change. */
function MonthDays({
  view,
  focused,
  today,
  lookOf,
  onFocusDay,
  onPick,
}: {
  view: MonthView;
  focused: string;
  /** The day marked as the current date, if any. */
  today: string | null;
  lookOf: (iso: string) => DayLook;
  onFocusDay: (iso: string) => void;
  onPick: (iso: string) => void;
}) {
  const cells = monthGrid(view);
  const weeks = Array.from({ length: 6 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const focusInView = cells.some((cell) => cell.iso === focused && cell.inMonth);
  return (
    <tbody>
      {weeks.map((week) => (
        <tr key={week[0]!.iso}>
          {week.map((cell) => {
            const look = lookOf(cell.iso);
            return (
              <td key={cell.iso} role="gridcell" aria-selected={look.edge || look.inRange}>
                <CalendarDay
                  cell={cell}
                  look={look}
                  tabIndex={(focusInView ? cell.iso === focused : cell.inMonth && cell.day === 1) ? 0 : -1}
                  current={cell.iso === today}
                  onFocus={() => onFocusDay(cell.iso)}
                  onClick={() => onPick(cell.iso)}
                />
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  );
}

const Panel = styled(Card)`
  margin-top: 12px;
  padding: 14px;
`;
const Top = styled.div`
  ${spreadRow('8px')}
`;
const Heading = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;
const Nav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: 6px 0 4px;
`;
const MonthName = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.navy};
`;
const IconButton = styled.button`
  ${iconButton}
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  &:hover {
    background: ${({ theme }) => theme.colors.seaLight};
  }
`;
const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0 3px;
  table-layout: fixed;
  th {
    padding: 6px 0;
    font-size: 0.78rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    text-align: center;
  }
  td {
    padding: 0;
    text-align: center;
  }
`;
