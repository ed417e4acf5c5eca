import polyline from '@mapbox/polyline';

/**
 * A zone drawn on a list's map. It lives in the list's URL as `zone=`, the Google
 * encoded polyline of its corners (5 decimals, about a metre), so a list with a zone is shared,
 * saved with a search and rendered on the server like any other filter. The api and the pages read
 * it with `readZone` alone, so they refuse the same zones for the same reasons.
 */
export const ZONE_PARAMETER = 'zone';

/** A corner as GeoJSON and OpenLayers write it: longitude first. */
export type ZoneVertex = readonly [longitude: number, latitude: number];

/** A polygon's corners in drawing order, its first corner not repeated at the end. */
export type Zone = readonly ZoneVertex[];

export const MAX_ZONE_VERTICES = 200;

/** Belgium's bounding box, a little wider: every corner of a zone lies inside it. */
export const ZONE_BOUNDS = { west: 2.54, south: 49.49, east: 6.41, north: 51.51 } as const;

export const ZONE_ERRORS = ['malformed', 'tooManyVertices', 'selfIntersecting', 'outsideBelgium'] as const;
export type ZoneError = (typeof ZONE_ERRORS)[number];

export type ZoneReading = { zone: Zone } | { error: ZoneError };

const PRECISION = 5;
const SCALE = 10 ** PRECISION;

/**
 * Within Belgium's box a corner takes at most 10 characters (the first) and 8 (each next one): a
 * longer text has more corners than allowed, or corners outside; it is not decoded at all.
 */
const MAX_ZONE_TEXT = 10 + 8 * (MAX_ZONE_VERTICES - 1);

/** The algorithm's characters: each value is 5-bit groups plus 63, the last one below 95. */
const POLYLINE_TEXT = /^[?-~]+$/;
const LAST_OF_VALUE = 95;
/** Six groups carry 30 bits: more would overflow the decoder's 32-bit integers. */
const MAX_GROUPS = 6;

/** True when the text is whole values, each ending where the algorithm says, none too long. */
function wellFormed(text: string): boolean {
  if (!POLYLINE_TEXT.test(text)) return false;
  let values = 0;
  let groups = 0;
  for (let index = 0; index < text.length; index += 1) {
    groups += 1;
    if (groups > MAX_GROUPS) return false;
    if (text.charCodeAt(index) < LAST_OF_VALUE) {
      values += 1;
      groups = 0;
    }
  }
  return groups === 0 && values % 2 === 0;
}

type Units = readonly [number, number];

const units = ([longitude, latitude]: ZoneVertex): Units => [Math.round(longitude * SCALE), Math.round(latitude * SCALE)];
const same = (a: Units, b: Units) => a[0] === b[0] && a[1] === b[1];

/** Corners in whole 1e-5 degrees, a repeated corner once and the closing corner dropped. */
function cornersOf(zone: Zone): Units[] {
  const corners: Units[] = [];
  for (const vertex of zone) {
    const corner = units(vertex);
    const previous = corners[corners.length - 1];
    if (previous === undefined || !same(previous, corner)) corners.push(corner);
  }
  const first = corners[0];
  if (corners.length > 1 && first !== undefined && same(first, corners[corners.length - 1] ?? first)) corners.pop();
  return corners;
}

// Orientation and collinearity in whole units: exact (products stay below 2^53), so a corner
// on another edge is caught however the points were rounded.
const cross = (o: Units, a: Units, b: Units) => Math.sign((a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]));
const within = (p: Units, a: Units, b: Units) =>
  Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);

function segmentsMeet(a: Units, b: Units, c: Units, d: Units): boolean {
  const [d1, d2, d3, d4] = [cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)];
  if (d1 !== d2 && d3 !== d4 && d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) return true;
  return (d1 === 0 && within(a, c, d)) || (d2 === 0 && within(b, c, d)) || (d3 === 0 && within(c, a, b)) || (d4 === 0 && within(d, a, b));
}

/**
 * True when two edges cross or touch anywhere but at the corner two neighbours share, or two
 * neighbours fold back over each other. At most 200 corners: every pair is checked (20,000).
 */
function selfIntersecting(corners: readonly Units[]): boolean {
  const count = corners.length;
  const at = (index: number) => corners[index % count] as Units;
  for (let i = 0; i < count; i += 1) {
    const [a, b, c] = [at(i), at(i + 1), at(i + 2)];
    // Neighbours meet at b; they overlap when the next edge turns straight back along this one.
    if (cross(a, b, c) === 0 && (within(c, a, b) || within(a, b, c))) return true;
    for (let j = i + 2; j < count; j += 1) {
      if (i === 0 && j === count - 1) continue;
      if (segmentsMeet(a, b, at(j), at(j + 1))) return true;
    }
  }
  return false;
}

const inBelgium = ([longitude, latitude]: Units) =>
  longitude >= ZONE_BOUNDS.west * SCALE && longitude <= ZONE_BOUNDS.east * SCALE && latitude >= ZONE_BOUNDS.south * SCALE && latitude <= ZONE_BOUNDS.north * SCALE;

/** The corners as checked, or why they are refused. */
function checkCorners(corners: readonly Units[]): ZoneReading {
  if (corners.length > MAX_ZONE_VERTICES) return { error: 'tooManyVertices' };
  if (corners.length < 3) return { error: 'malformed' };
  if (!corners.every(inBelgium)) return { error: 'outsideBelgium' };
  if (selfIntersecting(corners)) return { error: 'selfIntersecting' };
  return { zone: corners.map(([longitude, latitude]) => [longitude / SCALE, latitude / SCALE] as const) };
}

/**
 * A `zone=` value as a polygon, or why it is refused: not the algorithm's text, fewer than three
 * corners ('malformed'), more than 200 ('tooManyVertices'), a corner outside Belgium, or edges
 * that cross. A corner repeated at once, and the first repeated at the end, count once.
 */
export function readZone(text: string): ZoneReading {
  if (text.length > MAX_ZONE_TEXT) return { error: 'tooManyVertices' };
  if (!wellFormed(text)) return { error: 'malformed' };
  return checkCorners(cornersOf(polyline.decode(text, PRECISION).map(([latitude, longitude]): ZoneVertex => [longitude, latitude])));
}

/** The `zone=` value of a polygon, as drawn: corners to 5 decimals, a repeated corner once. */
export function encodeZone(zone: Zone): string {
  return polyline.encode(
    cornersOf(zone).map(([longitude, latitude]) => [latitude / SCALE, longitude / SCALE]),
    PRECISION,
  );
}

/** A drawn polygon's `zone=` value, or why it cannot be searched, as `readZone` would say. */
export function zoneOfDrawing(zone: Zone): { text: string } | { error: ZoneError } {
  const checked = checkCorners(cornersOf(zone));
  return 'error' in checked ? checked : { text: encodeZone(checked.zone) };
}

/**
 * Whether a point lies inside a zone (even-odd rule, as PostgreSQL's `polygon @> point` answers
 * for the list): what a saved search with a drawn zone is told about.
 */
export function zoneHolds(zone: Zone, [longitude, latitude]: ZoneVertex): boolean {
  let inside = false;
  for (let index = 0, previous = zone.length - 1; index < zone.length; previous = index, index += 1) {
    const [x1, y1] = zone[index] as ZoneVertex;
    const [x2, y2] = zone[previous] as ZoneVertex;
    if (y1 > latitude !== y2 > latitude && longitude < ((x2 - x1) * (latitude - y1)) / (y2 - y1) + x1) inside = !inside;
  }
  return inside;
}
