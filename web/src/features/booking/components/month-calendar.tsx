import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import { useFormat, useLang, useT } from '../../../i18n/i18n.tsx';
import { DATE_LONG, weekdayNames } from '@nbp/contracts/days';
import { movedDay } from '../logic/calendar-keys.ts';
import { monthGrid, monthOf, monthTitle, shiftMonth, type MonthView } from '../logic/month-grid.ts';

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
  const [focused, setFocused] = useState(initialDay);
  const [view, setView] = useState<MonthView>(() => monthOf(initialDay));
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocusRef = useRef(true);
  const titleId = useId();
  const t = useT();
  const lang = useLang();
  const format = useFormat();
  const letters = weekdayNames(lang, 'narrow');
  const names = weekdayNames(lang, 'long');

  // Escape closes from anywhere on the page (the focus may be on a toast or on the body).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

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

  const cells = monthGrid(view);
  const weeks = Array.from({ length: 6 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const focusInView = cells.some((cell) => cell.iso === focused && cell.inMonth);

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
        <thead>
          <tr>
            {letters.map((letter, index) => (
              <th key={names[index]} scope="col" abbr={names[index]}>
                {letter}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.iso}>
              {week.map((cell) => {
                const disabled = isDisabled(cell.iso);
                const held = isHeld(cell.iso);
                const blocked = !held && isBlocked(cell.iso);
                const edge = cell.iso === start || cell.iso === end;
                const inRange = start !== null && end !== null && cell.iso > start && cell.iso < end;
                // One day of the grid is in the tab order: the focused one, or the 1st after a month change.
                const tabbable = focusInView ? cell.iso === focused : cell.inMonth && cell.day === 1;
                return (
                  <td key={cell.iso} role="gridcell" aria-selected={edge || inRange}>
                    <Day
                      type="button"
                      data-day={cell.iso}
                      tabIndex={tabbable ? 0 : -1}
                      aria-label={
                        blocked
                          ? t('booking.calendar.dayTaken', { date: format.date(cell.iso, DATE_LONG) })
                          : held
                            ? t('booking.calendar.dayHeld', { date: format.date(cell.iso, DATE_LONG) })
                            : format.date(cell.iso, DATE_LONG)
                      }
                      aria-disabled={disabled || undefined}
                      aria-current={cell.iso === initialDay && !start ? 'date' : undefined}
                      $outside={!cell.inMonth}
                      $disabled={disabled}
                      $blocked={blocked}
                      $held={held}
                      $edge={edge}
                      $inRange={inRange}
                      onFocus={() => setFocused(cell.iso)}
                      onClick={() => {
                        setFocused(cell.iso);
                        // A disabled day is still reported: the card explains why it cannot be chosen.
                        onPick(cell.iso);
                      }}
                    >
                      {cell.day}
                    </Day>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      <Legend aria-hidden="true">
        <span>
          <Swatch $kind="selected" /> {t('booking.calendar.selected')}
        </span>
        <span>
          <Swatch $kind="blocked" /> {t('booking.calendar.taken')}
        </span>
        <span>
          <Swatch $kind="held" /> {t('booking.calendar.held')}
        </span>
      </Legend>
    </Panel>
  );
}

const Panel = styled.div`
  margin-top: 12px;
  padding: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
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
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.navy};
  cursor: pointer;
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
const Day = styled.button<{
  $outside: boolean;
  $disabled: boolean;
  $blocked: boolean;
  $held: boolean;
  $edge: boolean;
  $inRange: boolean;
}>`
  width: 100%;
  max-width: 44px;
  aspect-ratio: 1;
  min-height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme, $outside }) => ($outside ? theme.colors.muted : theme.colors.text)};
  opacity: ${({ $outside }) => ($outside ? 0.7 : 1)};
  font-size: 0.92rem;
  font-weight: 500;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.seaLight};
  }
  ${({ $inRange, theme }) =>
    $inRange &&
    css`
      background: ${theme.colors.seaLight};
      color: ${theme.colors.navy};
      border-radius: 8px;
    `}
  ${({ $blocked, theme }) =>
    $blocked &&
    css`
      background: ${theme.colors.dangerBg};
      color: ${theme.colors.danger};
      text-decoration: line-through;
    `}
  ${({ $held }) =>
    $held &&
    css`
      background: ${HELD_BG};
      color: ${HELD_TEXT};
      box-shadow: inset 0 0 0 1px ${HELD_TEXT};
    `}
  ${({ $disabled, $blocked, $held }) =>
    $disabled &&
    css`
      cursor: not-allowed;
      opacity: ${$blocked || $held ? 0.85 : 0.38};
      &:hover {
        background: ${$blocked || $held ? undefined : 'transparent'};
      }
    `}
  ${({ $edge, theme }) =>
    $edge &&
    css`
      background: ${theme.colors.sea};
      color: ${theme.colors.white};
      font-weight: 700;
      opacity: 1;
      &:hover {
        background: ${theme.colors.navy};
      }
    `}
`;
const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin-top: 8px;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;
/** Held days: amber, like the back office's "in attesa" badges, apart from the red of taken days. */
const HELD_BG = '#fef3c7';
const HELD_TEXT = '#92400e';
const Swatch = styled.i<{ $kind: 'selected' | 'blocked' | 'held' }>`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ theme, $kind }) => ($kind === 'selected' ? theme.colors.sea : $kind === 'held' ? HELD_BG : theme.colors.dangerBg)};
  border: 1px solid ${({ theme, $kind }) => ($kind === 'selected' ? theme.colors.sea : $kind === 'held' ? HELD_TEXT : theme.colors.danger)};
`;
