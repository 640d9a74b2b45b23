import styled, { css } from 'styled-components';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning';

const styles = {
  default: css`
    background: ${({ theme }) => theme.colors.sea};
    color: ${({ theme }) => theme.colors.white};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.seaLight};
    color: ${({ theme }) => theme.colors.navy};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.white};
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successBg};
    color: ${({ theme }) => theme.colors.success};
  `,
  warning: css`
    background: #fef3c7;
    color: #92400e;
  `,
};

export const Badge = styled.span<{ $variant?: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid transparent;
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  ${({ $variant = 'default' }) => styles[$variant]}
`;
