import styled from 'styled-components';
import { useT } from '../../i18n/i18n.tsx';
import { spinner } from './styles.ts';

/** A spinner with its words; without a label, 'Caricamento...' in the page's language. */
export function PageLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <Wrap role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </Wrap>
  );
}

const Wrap = styled.div`
  min-height: 40vh;
  display: grid;
  place-items: center;
  align-content: center;
  gap: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;
const Spinner = styled.div`
  ${spinner('40px', '4px', 'seaLight', '0.9s')}
`;
