import styled from 'styled-components';

export function PageLoader({ label = 'Caricamento...' }: { label?: string }) {
  return (
    <Wrap role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
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
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.seaLight};
  border-top-color: ${({ theme }) => theme.colors.sea};
  animation: spin 0.9s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
