import styled, { css } from 'styled-components';
import { CheckIcon, InfoIcon, XIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { spinner } from '../../../components/ui/styles.ts';

export type AvailabilityState = 'checking' | 'available' | 'unavailable' | 'error';

/** The note under the dates (docs/product/texts.md#availability), announced politely as it changes. */
export function AvailabilityNote({ state, boatName, onRetry }: { state: AvailabilityState; boatName: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Note role="status" aria-live="polite" $state={state} data-testid="availability-note">
      {state === 'checking' && (
        <>
          <Spinner aria-hidden="true" /> {t('booking.availability.checking')}
        </>
      )}
      {state === 'available' && (
        <>
          <CheckIcon size={18} /> {t('booking.availability.free', { boat: boatName })}
        </>
      )}
      {state === 'unavailable' && (
        <>
          <XIcon size={18} /> {t('booking.availability.taken', { boat: boatName })}
        </>
      )}
      {state === 'error' && (
        <>
          <InfoIcon size={18} />
          <span>
            {t('booking.availability.failed')}{' '}
            <Retry type="button" onClick={onRetry}>
              {t('booking.availability.retry')}
            </Retry>
          </span>
        </>
      )}
    </Note>
  );
}

const Note = styled.p<{ $state: AvailabilityState }>`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin: 14px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: 0.92rem;
  font-weight: 600;
  svg {
    flex: none;
    margin-top: 2px;
  }
  ${({ $state, theme }) => {
    switch ($state) {
      case 'available':
        return css`
          background: ${theme.colors.successBg};
          color: ${theme.colors.success};
        `;
      case 'unavailable':
        return css`
          background: ${theme.colors.dangerBg};
          color: ${theme.colors.danger};
        `;
      case 'error':
        return css`
          background: #fef3c7;
          color: #92400e;
        `;
      default:
        return css`
          background: ${theme.colors.seaLight};
          color: ${theme.colors.navy};
          font-weight: 500;
        `;
    }
  }}
`;
const Retry = styled.button`
  margin-left: 4px;
  padding: 2px 10px;
  min-height: 32px;
  border: 1.5px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #ffffff;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;
const Spinner = styled.span`
  flex: none;
  margin-top: 3px;
  ${spinner('16px', '2px', 'border', '0.8s')}
`;
