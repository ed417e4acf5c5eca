import { breakpoints, deviceType, layoutFor, mediaQuery } from './breakpoints.js';

describe('deviceType', () => {
  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [766, 'mobile'],
    [767, 'mobile'],
    [767.5, 'tablet'],
    [768, 'tablet'],
    [960, 'tablet'],
    [961, 'desktop'],
    [1279, 'desktop'],
    [1280, 'desktop'],
    [2560, 'desktop'],
  ])('classifies %p px as %s', (width, device) => {
    expect(deviceType(width)).toBe(device);
  });
});

describe('layoutFor', () => {
  it.each([
    [0, 'mobile'],
    [766, 'mobile'],
    [766.5, 'mobile'],
    [767, 'tablet'],
    [768, 'tablet'],
    [960, 'tablet'],
    [961, 'tablet'],
    [1279, 'tablet'],
    [1279.5, 'tablet'],
    [1280, 'desktop'],
    [2560, 'desktop'],
  ])('lays %p px out as %s', (width, layout) => {
    expect(layoutFor(width)).toBe(layout);
  });
});

describe('breakpoints and mediaQuery', () => {
  it('start the tablet and desktop layouts at 767 and 1280 px', () => {
    expect(breakpoints).toEqual({ tablet: 767, desktop: 1280 });
    expect(mediaQuery).toEqual({
      tablet: '@media (min-width: 767px)',
      desktop: '@media (min-width: 1280px)',
    });
  });

  it('agree with layoutFor on both sides of each breakpoint', () => {
    expect(layoutFor(breakpoints.tablet - 1)).toBe('mobile');
    expect(layoutFor(breakpoints.tablet)).toBe('tablet');
    expect(layoutFor(breakpoints.desktop - 1)).toBe('tablet');
    expect(layoutFor(breakpoints.desktop)).toBe('desktop');
  });
});
