import styled, { css } from 'styled-components';
import type { Theme } from '../../theme/theme.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'accent';

type Colour = keyof Theme['colors'];

/**
 * Each look: its background, its words' colour, its outline if any, and what a pointer over it
 * changes (the background's colour, or a filter).
 */
const VARIANTS: Record<
  ButtonVariant,
  { background: Colour | 'transparent'; color: Colour; border?: Colour; hover: Colour | { filter: string } }
> = {
  primary: { background: 'sea', color: 'white', hover: 'navy' },
  accent: { background: 'sun', color: 'navy', hover: { filter: 'brightness(0.95)' } },
  secondary: { background: 'seaLight', color: 'navy', hover: 'border' },
  outline: { background: 'transparent', color: 'navy', border: 'border', hover: 'seaLight' },
  ghost: { background: 'transparent', color: 'navy', hover: 'seaLight' },
  danger: { background: 'danger', color: 'white', hover: { filter: 'brightness(0.92)' } },
};

const variant = (name: ButtonVariant) => {
  const { background, color, border, hover } = VARIANTS[name];
  return css`
    background: ${({ theme }) => (background === 'transparent' ? background : theme.colors[background])};
    color: ${({ theme }) => theme.colors[color]};
    border-color: ${({ theme }) => (border ? theme.colors[border] : 'transparent')};
    &:hover:not(:disabled) {
      ${({ theme }) => (typeof hover === 'string' ? `background: ${theme.colors[hover]};` : `filter: ${hover.filter};`)}
    }
  `;
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
  ${({ $variant = 'primary' }) => variant($variant)}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
