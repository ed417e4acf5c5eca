import { drawArticleArt, drawLogo } from './draw/artwork.js';
import { drawPortrait } from './draw/portrait.js';
import { drawInterior } from './draw/room.js';
import { drawExterior, drawStreetAtDusk } from './draw/street.js';
import { randomFor, type Random } from './random.js';
import { Svg } from './svg.js';

/** Every drawing is made at the master size, 3:2 like an estate agent's photos. */
const MASTER_WIDTH = 1600;
const MASTER_HEIGHT = 1067;

/**
 * The demo agency's image ids and what each draws: the first photo of a property or project is
 * its facade, the others its rooms.
 */
const DRAWINGS: readonly { id: RegExp; draw: (svg: Svg, r: Random) => void }[] = [
  { id: /^(property|project)-[a-z0-9]+-1$/, draw: drawExterior },
  { id: /^(property|project)-[a-z0-9]+-[1-9][0-9]*$/, draw: drawInterior },
  { id: /^article-[a-z0-9-]+$/, draw: drawArticleArt },
  { id: /^team-[0-9]+$/, draw: drawPortrait },
  { id: /^banner-[0-9]+$/, draw: drawStreetAtDusk },
  { id: /^logo$/, draw: drawLogo },
];

/** The SVG drawing of an image id, always the same for the same id; null when no pattern fits. */
export function drawingFor(id: string): string | null {
  const drawing = DRAWINGS.find((candidate) => candidate.id.test(id));
  if (drawing === undefined) return null;
  const svg = new Svg(MASTER_WIDTH, MASTER_HEIGHT);
  drawing.draw(svg, randomFor(id));
  return svg.toString();
}
