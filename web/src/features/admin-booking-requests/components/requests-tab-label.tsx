import styled from 'styled-components';
import { useBookingRequests } from '../api/get-booking-requests.ts';
import { pendingCount } from '../logic/request-state.ts';

/**
 * 'Richieste Email' and, when some wait for an answer, their number in a badge read as
 * '2 in attesa' (docs/back-office.md#live-lists). It follows the requests list, which is refetched
 * every few seconds, so a new request shows here without a reload.
 */
export function RequestsTabLabel() {
  const requests = useBookingRequests();
  const pending = pendingCount(requests.data ?? []);
  return (
    <>
      Richieste Email
      {pending > 0 && (
        <>
          {/* The figure is seen; a screen reader hears the words (aria-label on a plain span is not read reliably). */}
          <Count aria-hidden="true" title={`${pending} richieste in attesa`}>
            {pending}
          </Count>
          <span className="visually-hidden"> {pending} in attesa</span>
        </>
      )}
    </>
  );
}

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  line-height: 1;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
`;
