import styled, { keyframes } from 'styled-components';
import { useT } from '../../../i18n/i18n.tsx';

/** The fleet's loading animation: three waves rolling, with the text for screen readers. */
export function WaveLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <Wrap role="status" aria-live="polite">
      <svg width="160" height="48" viewBox="0 0 160 48" aria-hidden="true" focusable="false">
        {[0, 1, 2].map((row) => (
          <Wave
            key={row}
            $row={row}
            d="M0 24 q10 -10 20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0"
            transform={`translate(0 ${row * 9 - 9})`}
          />
        ))}
      </svg>
      <span>{label ?? t('fleet.loading')}</span>
    </Wrap>
  );
}

const roll = keyframes`
  from { stroke-dashoffset: 0; }
  to { stroke-dashoffset: -80; }
`;
const Wrap = styled.div`
  display: grid;
  place-items: center;
  gap: 10px;
  padding: 48px 0;
  color: ${({ theme }) => theme.colors.muted};
`;
const Wave = styled.path<{ $row: number }>`
  fill: none;
  stroke: ${({ theme, $row }) => [theme.colors.sea, '#3c9dbf', '#7cc4dc'][$row]};
  stroke-width: 3;
  stroke-linecap: round;
  stroke-dasharray: 60 20;
  animation: ${roll} ${({ $row }) => 1.2 + $row * 0.3}s linear infinite;
`;
