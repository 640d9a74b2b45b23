import styled from 'styled-components';
import { useT } from '../../../i18n/i18n.tsx';
import { HELD_BG, HELD_TEXT } from './calendar-day.tsx';

/** What the colours of the days mean; the days say it themselves to a screen reader, so this is hidden from it. */
export function CalendarLegend() {
  const t = useT();
  return (
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
  );
}

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
const Swatch = styled.i<{ $kind: 'selected' | 'blocked' | 'held' }>`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ theme, $kind }) => ($kind === 'selected' ? theme.colors.sea : $kind === 'held' ? HELD_BG : theme.colors.dangerBg)};
  border: 1px solid ${({ theme, $kind }) => ($kind === 'selected' ? theme.colors.sea : $kind === 'held' ? HELD_TEXT : theme.colors.danger)};
`;
