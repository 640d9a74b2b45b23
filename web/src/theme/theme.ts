/** One theme: the Aeolian sea and Sicilian sun, with contrast that passes WCAG AA on white. */
export const theme = {
  colors: {
    navy: '#0b3a5b',
    sea: '#0e6b8c',
    seaLight: '#e6f3f8',
    sand: '#f7f1e6',
    sun: '#f2a93b',
    coral: '#c2410c',
    text: '#1c2b36',
    muted: '#4b5d6b',
    border: '#d6e2ea',
    white: '#ffffff',
    success: '#166534',
    successBg: '#dcfce7',
    danger: '#b91c1c',
    dangerBg: '#fee2e2',
    focus: '#f2a93b',
  },
  fonts: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Playfair Display', Georgia, 'Times New Roman', serif",
  },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadow: { card: '0 8px 24px rgba(11, 58, 91, 0.10)', raised: '0 16px 40px rgba(11, 58, 91, 0.18)' },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  headerHeight: '72px',
} as const;

export type Theme = typeof theme;
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  xl: `@media (min-width: ${theme.breakpoints.xl})`,
};
