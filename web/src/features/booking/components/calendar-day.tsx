import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { DATE_LONG } from '@nbp/contracts/days';
import { useFormat, useT } from '../../../i18n/i18n.tsx';
import type { DayCell } from '../logic/month-grid.ts';

/** Held days: amber, like the back office's "in attesa" badges, apart from the red of taken days. */
export const HELD_BG = '#fef3c7';
export const HELD_TEXT = '#92400e';

export interface DayLook {
  disabled: boolean;
  /** Taken by a booking or closed by the office. */
  blocked: boolean;
  /** Held by another visitor's pending request. */
  held: boolean;
  /** The chosen start or end. */
  edge: boolean;
  /** Between the chosen start and end. */
  inRange: boolean;
}

/** The day, how it looks, whether it is today's date (with nothing chosen yet); its tab stop and handlers are the grid's. */
type Props = { cell: DayCell; look: DayLook; current: boolean } & Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'tabIndex' | 'onFocus' | 'onClick'
>;

/** One day of the month grid: its number, named for a screen reader with its date and, if so, why it is not free. */
export function CalendarDay({ cell, look, current, ...button }: Props) {
  const t = useT();
  const format = useFormat();
  const date = format.date(cell.iso, DATE_LONG);
  const { disabled, blocked, held, edge, inRange } = look;
  return (
    <Day
      type="button"
      data-day={cell.iso}
      {...button}
      aria-label={blocked ? t('booking.calendar.dayTaken', { date }) : held ? t('booking.calendar.dayHeld', { date }) : date}
      aria-disabled={disabled || undefined}
      aria-current={current ? 'date' : undefined}
      $outside={!cell.inMonth}
      $disabled={disabled}
      $blocked={blocked}
      $held={held}
      $edge={edge}
      $inRange={inRange}
    >
      {cell.day}
    </Day>
  );
}

type LookProps = { [Key in keyof DayLook as `$${Key}`]: boolean } & { $outside: boolean };

const Day = styled.button<LookProps>`
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
