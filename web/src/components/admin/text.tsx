import styled, { css } from 'styled-components';
import type { Theme } from '../../theme/theme.ts';

type Tone = keyof Pick<Theme['colors'], 'muted' | 'navy' | 'text' | 'danger' | 'success' | 'sea'>;

interface TextProps {
  /** Font size, e.g. '0.85rem'; the surrounding one when absent. */
  $size?: string;
  $tone?: Tone;
  $weight?: 400 | 600 | 700;
  /** Margin, '0' when absent. */
  $margin?: string;
  /** Long words (an e-mail, a URL) break anywhere rather than widen the page. */
  $wrap?: boolean;
}

/**
 * A line of the back office's small print (a date under a card, a count, a hint, an error): size,
 * colour and weight chosen where it is used, instead of a styled paragraph per screen.
 */
export const Text = styled.p<TextProps>`
  margin: ${({ $margin = '0' }) => $margin};
  ${({ $size }) => $size && `font-size: ${$size};`}
  ${({ $tone, theme }) => $tone && `color: ${theme.colors[$tone]};`}
  ${({ $weight }) => $weight && `font-weight: ${$weight};`}
  ${({ $wrap }) => $wrap && 'overflow-wrap: anywhere;'}
`;

/** The title of a box or card in a tab: 'Avvisi', a boat's name, 'Calendari importati'. */
export const BoxTitle = styled.h3<{ $size?: string; $margin?: string; $plain?: boolean }>`
  font-size: ${({ $size = '1.15rem' }) => $size};
  margin: ${({ $margin = '0' }) => $margin};
  overflow-wrap: anywhere;
  ${({ $plain, theme }) =>
    $plain &&
    css`
      font-family: ${theme.fonts.body};
      color: ${theme.colors.navy};
    `}
`;
