export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/**
 * Spec §9 has two width rules. The device helper (the isMobile/isTablet/isDesktop settings):
 * desktop above 960 px, tablet 768 to 960, mobile 767 or less.
 */
export function deviceType(width: number): DeviceType {
  if (width > 960) return 'desktop';
  if (width > 767) return 'tablet';
  return 'mobile';
}

/** The layout's minimum widths (spec §9: mobile below 767, tablet 767 to 1279, desktop 1280 or more). */
export const breakpoints = { tablet: 767, desktop: 1280 } as const;

/** The layout rule, the one the theme's media queries follow. */
export function layoutFor(width: number): DeviceType {
  if (width >= breakpoints.desktop) return 'desktop';
  if (width >= breakpoints.tablet) return 'tablet';
  return 'mobile';
}

/** Mobile-first media queries for emotion styles, from the layout breakpoints. */
export const mediaQuery = {
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
} as const;
