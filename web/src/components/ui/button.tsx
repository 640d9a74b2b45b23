import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'accent';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.sea};
    color: ${({ theme }) => theme.colors.white};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.navy};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.sun};
    color: ${({ theme }) => theme.colors.navy};
    &:hover:not(:disabled) {
      filter: brightness(0.95);
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.seaLight};
    color: ${({ theme }) => theme.colors.navy};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.border};
    }
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.seaLight};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.navy};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.seaLight};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.white};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
};

/** The one button of the site; also usable as a link with `as={Link}`. */
export const Button = styled.button<{ $variant?: ButtonVariant; $size?: 'sm' | 'md' | 'lg'; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 150ms ease,
    filter 150ms ease;
  padding: ${({ $size }) => ($size === 'sm' ? '6px 14px' : $size === 'lg' ? '14px 28px' : '10px 20px')};
  font-size: ${({ $size }) => ($size === 'sm' ? '0.875rem' : $size === 'lg' ? '1.1rem' : '1rem')};
  min-height: ${({ $size }) => ($size === 'sm' ? '36px' : '44px')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
