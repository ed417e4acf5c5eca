import { NAMED_COMMUNES, type Region } from 'shared-kernel';

export type CommuneArea = Region | 'luxembourg';

/** A place the demo agency sells and lets in: a commune, or a locality with its own postcode. */
export interface Commune {
  /** The names a listing may carry, the first being the usual one; the catalogue makes one place of them, never two. */
  names: { fr?: string; nl?: string; de?: string };
  postcode: string;
  area: CommuneArea;
  latitude: number;
  longitude: number;
  /** Price level against the Brussels average: 1.3 in Uccle, 0.8 in Anderlecht. */
  priceLevel: number;
  /** How many listings it has, relative to the others. */
  weight: number;
}

const inArea =
  (area: CommuneArea) =>
  (names: Commune['names'], postcode: string, latitude: number, longitude: number, priceLevel: number, weight: number): Commune => ({
    names,
    postcode,
    area,
    latitude,
    longitude,
    priceLevel,
    weight,
  });

/** The names of a commune the kernel knows in two languages, as it lists them (its own language's first). */
function named(postcode: string): Commune['names'] {
  const found = NAMED_COMMUNES.find((entry) => entry.postcodes.includes(postcode));
  if (found === undefined) throw new Error(`No commune in the kernel's table at ${postcode}`);
  return found.names;
}

const brussels = inArea('brussels');
const flanders = inArea('flanders');
const wallonia = inArea('wallonia');
const luxembourg = inArea('luxembourg');

/**
 * The 19 Brussels communes (Brussels City with Laeken, Neder-Over-Heembeek and Haren, which have
 * their own postcodes), the Flemish and Walloon communes around them and a few Luxembourg
 * addresses, with their real postcodes and approximate centres. Brussels names are bilingual;
 * the facility communes of the periphery and the larger Walloon towns also have a name in the
 * other language, which some agents use.
 */
export const COMMUNES: readonly Commune[] = [
  brussels(named('1000'), '1000', 50.8467, 4.3525, 1.05, 8),
  brussels(named('1020'), '1020', 50.8826, 4.355, 0.85, 3),
  brussels(named('1120'), '1120', 50.9, 4.39, 0.85, 1),
  brussels(named('1130'), '1130', 50.889, 4.418, 0.8, 1),
  brussels(named('1030'), '1030', 50.8676, 4.3737, 0.9, 6),
  brussels(named('1040'), '1040', 50.8336, 4.3886, 1.1, 5),
  brussels(named('1050'), '1050', 50.8275, 4.3725, 1.25, 10),
  brussels(named('1060'), '1060', 50.8268, 4.3456, 1.05, 5),
  brussels(named('1070'), '1070', 50.8365, 4.3086, 0.8, 5),
  brussels(named('1080'), '1080', 50.8547, 4.3225, 0.75, 3),
  brussels(named('1081'), '1081', 50.8623, 4.3258, 0.8, 2),
  brussels(named('1082'), '1082', 50.8646, 4.2952, 0.85, 2),
  brussels(named('1083'), '1083', 50.8713, 4.3087, 0.85, 2),
  brussels(named('1090'), '1090', 50.8776, 4.3256, 0.9, 3),
  brussels(named('1140'), '1140', 50.8706, 4.4032, 0.9, 3),
  brussels(named('1150'), '1150', 50.8315, 4.4319, 1.3, 6),
  brussels(named('1160'), '1160', 50.8167, 4.4333, 1.15, 5),
  brussels(named('1170'), '1170', 50.7994, 4.4156, 1.15, 4),
  brussels(named('1180'), '1180', 50.8022, 4.3378, 1.3, 9),
  brussels(named('1190'), '1190', 50.8093, 4.3187, 0.95, 4),
  brussels(named('1200'), '1200', 50.8467, 4.4292, 1.15, 6),
  brussels(named('1210'), '1210', 50.8537, 4.3736, 0.85, 2),

  flanders({ nl: 'Zaventem' }, '1930', 50.8836, 4.4728, 1, 2),
  flanders(named('1800'), '1800', 50.9281, 4.4245, 0.9, 2),
  flanders({ nl: 'Dilbeek' }, '1700', 50.848, 4.2598, 1, 2),
  flanders({ nl: 'Wemmel' }, '1780', 50.9086, 4.3042, 1.05, 2),
  flanders(named('1950'), '1950', 50.8617, 4.4686, 1.2, 2),
  flanders({ nl: 'Wezembeek-Oppem' }, '1970', 50.8393, 4.4944, 1.2, 1),
  flanders(named('3080'), '3080', 50.8237, 4.5144, 1.2, 2),
  flanders(named('3090'), '3090', 50.7741, 4.5379, 1.1, 2),
  flanders(named('1640'), '1640', 50.746, 4.356, 1.2, 3),
  flanders({ nl: 'Beersel' }, '1650', 50.766, 4.306, 1, 1),
  flanders(named('1500'), '1500', 50.7339, 4.2345, 0.9, 1),
  flanders({ nl: 'Linkebeek' }, '1630', 50.7676, 4.3372, 1.15, 1),
  flanders({ nl: 'Drogenbos' }, '1620', 50.7873, 4.3163, 0.9, 1),
  flanders({ nl: 'Grimbergen' }, '1850', 50.9345, 4.3718, 0.95, 1),
  flanders({ nl: 'Machelen' }, '1830', 50.9107, 4.4426, 0.9, 1),
  flanders({ nl: 'Hoeilaart' }, '1560', 50.7669, 4.4733, 1.1, 1),
  flanders({ nl: 'Sint-Pieters-Leeuw' }, '1600', 50.7803, 4.2436, 0.9, 1),

  wallonia({ fr: 'Waterloo' }, '1410', 50.7147, 4.3995, 1.2, 3),
  wallonia(named('1420'), '1420', 50.6833, 4.3667, 1, 2),
  wallonia(named('1300'), '1300', 50.7167, 4.6, 0.95, 2),
  wallonia({ fr: 'Rixensart' }, '1330', 50.7117, 4.5297, 1.05, 1),
  wallonia({ fr: 'Genval' }, '1332', 50.723, 4.496, 1.1, 1),
  wallonia({ fr: 'Lasne' }, '1380', 50.6867, 4.4834, 1.3, 1),
  wallonia(named('1310'), '1310', 50.7306, 4.4858, 1.2, 1),
  wallonia({ fr: 'Ottignies-Louvain-la-Neuve' }, '1340', 50.6653, 4.5811, 0.95, 1),
  wallonia({ fr: 'Louvain-la-Neuve' }, '1348', 50.6681, 4.6118, 1, 1),
  wallonia(named('1400'), '1400', 50.5983, 4.3285, 0.85, 1),
  wallonia(named('1390'), '1390', 50.739, 4.6983, 1, 1),
  wallonia(named('1480'), '1480', 50.6903, 4.205, 0.8, 1),

  luxembourg(named('2449'), '2449', 49.61, 6.1296, 1.8, 0.5),
  luxembourg(named('1855'), '1855', 49.628, 6.161, 1.8, 0.4),
  luxembourg({ fr: 'Strassen' }, '8011', 49.6206, 6.0733, 1.7, 0.3),
  luxembourg(named('8070'), '8070', 49.6111, 6.05, 1.7, 0.3),
];
