/**
 * Pieces of style the site's components share (docs/web.md#shared-styles): each is a `css` block a
 * styled component puts in its own rules, beside what is its own (sizes, colours, corners).
 */
import { css, keyframes, type DefaultTheme } from 'styled-components';

/** A list without bullets or indent. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A bare list whose items stand one under the other (or in the caller's columns), `gap` apart. */
export const gridList = (gap: string) => css`
  ${bareList}
  display: grid;
  gap: ${gap};
`;

/** A picture that fills its box, cropped to it. */
export const coverImage = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** A button that holds an icon (or a short word): centred, outlined, white; its size and corners are the caller's. */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.navy};
  cursor: pointer;
`;

/** A round badge of `size` that holds an icon in its middle; its colours are the caller's. */
export const iconBubble = (size: string) => css`
  display: inline-grid;
  place-items: center;
  width: ${size};
  height: ${size};
  border-radius: 50%;
`;

/** A label in small capitals: `size` large, `spacing` between its letters, semibold. */
export const smallCaps = (size: string, spacing: string) => css`
  font-size: ${size};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: ${spacing};
`;

/** Small print in the muted colour, `size` large. */
export const mutedText = (size: string) => css`
  font-size: ${size};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A pill-shaped label: `padding` around its words, in the caller's colours. */
export const pill = (padding: string) => css`
  padding: ${padding};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
`;

/** Text on one line of items (an icon and its words, say), `gap` apart and centred on the line. */
export const inlineRow = (gap: string) => css`
  display: inline-flex;
  align-items: center;
  gap: ${gap};
`;

/** Items side by side, `gap` apart and centred on the row. */
export const flexRow = (gap: string) => css`
  display: flex;
  align-items: center;
  gap: ${gap};
`;

/** A row whose first and last items stand at its two ends. */
export const spreadRow = (gap: string) => css`
  ${flexRow(gap)}
  justify-content: space-between;
`;

/** A note set apart: on sand, the sun's bar on its left, its icon in coral. Its spacing is the caller's. */
export const callout = css`
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.sand};
  border-left: 4px solid ${({ theme }) => theme.colors.sun};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.coral};
  }
`;

/** A tinted box inside a card (the price, the other boats): `padding` inside, small corners, the caller's colours. */
export const insetBox = (padding: string) => css`
  padding: ${padding};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** The terms and values of a list of facts (`dl`): each term muted, each value bold and broken anywhere if long. */
export const factTerms = css`
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** A turning ring of `size` (a `ring` wide border in the `track` colour, its top in the sea's): something is loading. */
export const spinner = (size: string, ring: string, track: keyof DefaultTheme['colors'], turn: string) => css`
  width: ${size};
  height: ${size};
  border-radius: 50%;
  border: ${ring} solid ${({ theme }) => theme.colors[track]};
  border-top-color: ${({ theme }) => theme.colors.sea};
  animation: ${spin} ${turn} linear infinite;
`;
