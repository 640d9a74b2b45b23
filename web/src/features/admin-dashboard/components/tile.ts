import styled from 'styled-components';

/** A raised white tile of the dashboard's figures (a stat card, the month's occupancy). */
export const Tile = styled.div`
  min-width: 0;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;
