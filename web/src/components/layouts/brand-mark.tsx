import styled from 'styled-components';
import { BUSINESS } from '@nbp/contracts/business';
import { useT } from '../../i18n/i18n.tsx';

/** The brand: a sail over a wave, the name and the tagline. */
export function BrandMark({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const t = useT();
  return (
    <Wrap $inverted={inverted}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="20" fill={inverted ? '#ffffff' : '#0b3a5b'} />
        <path d="M21 7 L21 27 L31 27 Z" fill="#f2a93b" />
        <path d="M19 11 L19 27 L11 27 Z" fill={inverted ? '#0e6b8c' : '#e6f3f8'} />
        <path
          d="M7 30 q3.25 -3 6.5 0 t6.5 0 t6.5 0 t6.5 0"
          fill="none"
          stroke={inverted ? '#0e6b8c' : '#7cc4dc'}
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <span>
        <Name>{BUSINESS.name}</Name>
        {/* In the page's language, as in the mails (docs/languages.md#every-word). */}
        {!compact && <Tagline>{t('brand.tagline')}</Tagline>}
      </span>
    </Wrap>
  );
}

const Wrap = styled.span<{ $inverted: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme, $inverted }) => ($inverted ? theme.colors.white : theme.colors.navy)};
  svg {
    flex: none;
  }
  > span {
    display: flex;
    flex-direction: column;
    line-height: 1.1;
  }
`;
const Name = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: 1.3rem;
  letter-spacing: 0.01em;
  white-space: nowrap;
  /* The narrowest phones: the name stays on one line beside the header's buttons. */
  @media (max-width: 359px) {
    font-size: 1.1rem;
  }
`;
const Tagline = styled.span`
  font-size: 0.75rem;
  opacity: 0.85;
  margin-top: 3px;
  @media (max-width: 359px) {
    font-size: 0.68rem;
  }
`;
