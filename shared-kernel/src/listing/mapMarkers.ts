export interface Locatable {
  ID: number;
  Marquee: number;
  Latitude: number;
  Longitude: number;
}

/**
 * Spec §7: the map is given a Marquee ignore list, the banner states it leaves out (a configured
 * list, empty by default: every property of the list is on the map). A point that is not a
 * finite coordinate is left out too, since it cannot be placed.
 */
export function mappableProperties<T extends Locatable>(items: readonly T[], ignoredMarquees: readonly number[] = []): T[] {
  return items.filter(
    (item) =>
      !ignoredMarquees.includes(item.Marquee) &&
      Number.isFinite(item.Latitude) &&
      Number.isFinite(item.Longitude) &&
      Math.abs(item.Latitude) <= 90 &&
      Math.abs(item.Longitude) <= 180,
  );
}

export interface MapSettings {
  /** An XYZ tile url ({z}, {x}, {y}); null: no tiles, the markers on a plain background. */
  tileUrl: string | null;
  /** Banner states (Marquee) the map leaves out. */
  ignoredMarquees: readonly number[];
}

/**
 * OpenStreetMap's tiles through the site's own api (which fetches and keeps them: no third party
 * sees a visitor), and every property shown, until the agency configures otherwise.
 */
export const DEFAULT_MAP_SETTINGS: MapSettings = {
  tileUrl: '/api/tiles/{z}/{x}/{y}.png',
  ignoredMarquees: [],
};

/** Brussels, where most listings are: the map's centre before it fits its markers. */
export const MAP_DEFAULT_CENTER = { Latitude: 50.8466, Longitude: 4.3528 } as const;
