import { createGlobalStyle } from 'styled-components';
import { theme } from './theme.ts';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    color: ${theme.colors.text};
    background: ${theme.colors.white};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3 { font-family: ${theme.fonts.heading}; color: ${theme.colors.navy}; line-height: 1.2; margin: 0 0 0.5em; font-variant-numeric: lining-nums; }
  h4, h5 { margin: 0 0 0.5em; }
  a { color: ${theme.colors.sea}; }
  img, svg { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  /* Rings for the keyboard only (docs/back-office.md#phone-and-keyboard): a click or tap draws none. */
  :focus:not(:focus-visible) { outline: none; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
