import { breakpoints, mediaQuery } from '../layout/breakpoints.js';

/**
 * Colours chosen for WCAG AA contrast on white (text ≥ 4.5:1): the agency's dark blue for
 * headings and actions, a warm accent kept for large text and decorations only.
 */
export const theme = {
  colors: {
    primary: '#0b3a53',
    primaryHover: '#072636',
    onPrimary: '#ffffff',
    accent: '#b3541e',
    text: '#1d2430',
    muted: '#4f5b6b',
    border: '#c9d1db',
    surface: '#ffffff',
    surfaceAlt: '#f3f5f8',
    danger: '#a4161a',
    success: '#1e6b34',
    focus: '#1a73e8',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: '6px',
  space: (n: number): string => `${n * 0.25}rem`,
  breakpoints,
  media: {
    ...mediaQuery,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
} as const;

export type AppTheme = typeof theme;

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- emotion's documented augmentation
  export interface Theme extends AppTheme {}
}
