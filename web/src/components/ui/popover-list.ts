import styled, { css } from 'styled-components';

/** A list that drops below its button (a menu's panel, the saved boats): placed by the caller, hidden with `hidden`. */
export const PopoverList = styled.ul`
  position: absolute;
  top: calc(100% + 8px);
  margin: 0;
  padding: 8px;
  list-style: none;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &[hidden] {
    display: none;
  }
`;

/** A link of such a list; the current page's is marked with `$active`. */
export const popoverLink = css<{ $active?: boolean }>`
  display: block;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $active }) => ($active ? theme.colors.sea : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.seaLight : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.seaLight};
    color: ${({ theme }) => theme.colors.sea};
  }
`;
