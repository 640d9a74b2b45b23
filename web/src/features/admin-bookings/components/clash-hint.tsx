import styled from 'styled-components';
import { useBookingClash, type ClashAsked } from '../api/get-booking-clash.ts';

/**
 * Under the days of a booking dialog: 'Libera in queste date', or what is in the way, in the 409's
 * words, before "Salva" (docs/back-office.md#free-or-taken). Nothing until a boat and both days are
 * set, nor while the answer comes; a failed check says nothing either (saving still decides).
 */
export function ClashHint(asked: ClashAsked) {
  const clash = useBookingClash(asked);
  if (!clash.data) return null;
  return (
    <Hint role="status" $free={clash.data.free} data-testid="clash-hint">
      {clash.data.free ? 'Libera in queste date' : clash.data.message}
    </Hint>
  );
}

const Hint = styled.p<{ $free: boolean }>`
  margin: -8px 0 16px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: 0.875rem;
  background: ${({ $free, theme }) => ($free ? theme.colors.successBg : theme.colors.dangerBg)};
  color: ${({ $free, theme }) => ($free ? theme.colors.success : theme.colors.danger)};
`;
