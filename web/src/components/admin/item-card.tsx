import styled from 'styled-components';
import { media } from '../../theme/theme.ts';

/**
 * A card of a list in a tab (a booking, a request): outlined by a ring when the page was asked to
 * show it (a ring, not an outline: the focus rules remove the outline of an element focused by script).
 */
export const ItemCard = styled.article<{ $highlighted?: boolean; $fill?: boolean }>`
  ${({ $fill }) => $fill && 'height: 100%;'}
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme, $highlighted }) => ($highlighted ? `0 0 0 3px ${theme.colors.sun}` : 'none')};
  scroll-margin-top: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  padding: 16px;
`;

/** The card's first row: who or what on the left, its state on the right. */
export const ItemHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
`;

/**
 * The card's facts as labelled values: `$phone` columns on a phone, `$wide` from the medium
 * breakpoint (where a `.wide` fact takes the whole row).
 */
export const ItemFacts = styled.dl<{ $phone: string; $wide: string; $strong?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $phone }) => $phone};
  gap: 8px 16px;
  margin: 12px 0 0;
  ${media.md} {
    grid-template-columns: ${({ $wide }) => $wide};
    .wide {
      grid-column: 1 / -1;
    }
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    ${({ $strong }) => $strong && 'font-weight: 600;'}
  }
`;

/** A note on the card (the customer's, a refusal's reason), on sand. */
export const ItemNote = styled.p`
  margin: 12px 0 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.sand};
  font-size: 0.92rem;
  overflow-wrap: anywhere;
`;

/** The card's last row, under a rule: when on the left, the actions on the right (stacked on a phone). */
export const ItemFoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 12px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

/** A part of a card under a rule: the content editor under the boat it edits. */
export const RuledPart = styled.div`
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
