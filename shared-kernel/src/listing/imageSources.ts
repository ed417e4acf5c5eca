/**
 * Spec §7: the image service's widths. Each requested width (`?w=`) is answered at the width the
 * browser must be told in `srcset`: 500 gives 400 px, 750 gives 600, 1050 gives 1360.
 */
export const IMAGE_VARIANTS = [
  { requested: 100, actual: 100 },
  { requested: 500, actual: 400 },
  { requested: 750, actual: 600 },
  { requested: 1050, actual: 1360 },
  { requested: 1600, actual: 1600 },
] as const;

/** An image url without its width, whatever width it was given ('/api/images/x?w=500' → '/api/images/x'). */
export function imageBase(url: string): string {
  return url.replace(/([?&])w=\d+&?/, '$1').replace(/[?&]$/, '');
}

export function imageUrl(url: string, requested: (typeof IMAGE_VARIANTS)[number]['requested']): string {
  const base = imageBase(url);
  return `${base}${base.includes('?') ? '&' : '?'}w=${requested}`;
}

/** The `srcset` of an image of the api, every variant with its real width. */
export function imageSrcSet(url: string): string {
  return IMAGE_VARIANTS.map(({ requested, actual }) => `${imageUrl(url, requested)} ${actual}w`).join(', ');
}
