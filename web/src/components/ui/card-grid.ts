import styled from 'styled-components';
import { media } from '../../theme/theme.ts';

/** A list of white cards, one column on a phone, two on a tablet, four on a wide screen (Home's reasons, About's values). */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.white};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;
