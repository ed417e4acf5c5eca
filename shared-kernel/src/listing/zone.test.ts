import { encodeZone, MAX_ZONE_VERTICES, readZone, zoneOfDrawing, type Zone } from './zone.js';

// Around the Place Flagey, Ixelles: corners as OpenLayers gives them, longitude first.
const flagey: Zone = [
  [4.36912, 50.83101],
  [4.37594, 50.83142],
  [4.37688, 50.82611],
  [4.36871, 50.82546],
];

/** A regular polygon of `count` corners around Brussels. */
function ring(count: number): Zone {
  return Array.from({ length: count }, (_, index) => {
    const angle = (2 * Math.PI * index) / count;
    return [4.35 + 0.05 * Math.cos(angle), 50.85 + 0.03 * Math.sin(angle)] as const;
  });
}

describe('a zone in the URL', () => {
  it('is the Google encoded polyline of its corners, latitude first, to 5 decimals', () => {
    // The algorithm's own worked example: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
    expect(encodeZone([[-120.2, 38.5], [-120.95, 40.7], [-126.453, 43.252]])).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(readZone(encodeZone(flagey))).toEqual({ zone: flagey });
  });

  it('is compact: a 200-corner zone stays under 1,700 characters', () => {
    expect(encodeZone(ring(MAX_ZONE_VERTICES)).length).toBeLessThan(1_700);
    expect(readZone(encodeZone(ring(MAX_ZONE_VERTICES)))).toHaveProperty('zone');
  });

  it('rounds to 5 decimals and counts a repeated corner, and the first repeated at the end, once', () => {
    const drawn: Zone = [[4.369123456, 50.831014], [4.369123, 50.831014], [4.37594, 50.83142], [4.37688, 50.82611], [4.36871, 50.82546], [4.369123, 50.831014]];
    expect(readZone(encodeZone(drawn))).toEqual({ zone: [[4.36912, 50.83101], ...flagey.slice(1)] });
  });

  it.each([
    ['an empty text', ''],
    ['characters outside the algorithm', 'abc def'],
    ['a value cut short', `${encodeZone(flagey)}_`],
    ['a latitude without its longitude', encodeZone(flagey).slice(0, -3)],
    ['a value longer than 32 bits', '~~~~~~~?'],
    ['two corners', encodeZone(flagey.slice(0, 2))],
  ])('refuses %s as malformed', (_, text) => {
    expect(readZone(text)).toEqual({ error: 'malformed' });
  });

  it('refuses more than 200 corners', () => {
    expect(readZone(encodeZone(ring(MAX_ZONE_VERTICES + 1)))).toEqual({ error: 'tooManyVertices' });
    expect(readZone('?'.repeat(5_000))).toEqual({ error: 'tooManyVertices' });
  });

  it('refuses a corner outside Belgium (its bounding box)', () => {
    // Lille, then Maastricht: both just over the border, still inside the box; Paris is not.
    expect(readZone(encodeZone([[3.06, 50.63], [5.69, 50.85], [4.35, 48.86]]))).toEqual({ error: 'outsideBelgium' });
    expect(readZone(encodeZone([[4.35, 50.85], [4.36, 50.85], [4.36, 51.6]]))).toEqual({ error: 'outsideBelgium' });
  });

  it('refuses edges that cross, touch, or fold back', () => {
    expect(readZone(encodeZone([[4.3, 50.8], [4.4, 50.9], [4.4, 50.8], [4.3, 50.9]]))).toEqual({ error: 'selfIntersecting' });
    // A corner on another edge: the bow tie's middle.
    expect(readZone(encodeZone([[4.3, 50.8], [4.4, 50.9], [4.4, 50.8], [4.35, 50.85], [4.3, 50.9]]))).toEqual({ error: 'selfIntersecting' });
    // Three corners in a line, and an edge drawn back over its neighbour.
    expect(readZone(encodeZone([[4.3, 50.8], [4.4, 50.8], [4.35, 50.8]]))).toEqual({ error: 'selfIntersecting' });
    expect(readZone(encodeZone([[4.3, 50.8], [4.4, 50.8], [4.4, 50.9], [4.4, 50.85], [4.3, 50.9]]))).toEqual({ error: 'selfIntersecting' });
  });

  it('says of a drawing what reading its text would', () => {
    expect(zoneOfDrawing(flagey)).toEqual({ text: encodeZone(flagey) });
    const bowTie: Zone = [[4.3, 50.8], [4.4, 50.9], [4.4, 50.8], [4.3, 50.9]];
    expect(zoneOfDrawing(bowTie)).toEqual({ error: 'selfIntersecting' });
    expect(readZone(encodeZone(bowTie))).toEqual({ error: 'selfIntersecting' });
  });
});
