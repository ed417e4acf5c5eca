import type { Random } from '../random.js';
import { circle, group, path, polygon, rect, shade, type Point, type Svg } from '../svg.js';

/** Pictures for articles and the agency's mark: a city skyline or a geometric composition. */

const PALETTES: readonly (readonly string[])[] = [
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#f1faee', '#a8dadc', '#457b9d', '#1d3557', '#e63946'],
  ['#606c38', '#283618', '#fefae0', '#dda15e', '#bc6c25'],
  ['#ede0d4', '#e6ccb2', '#ddb892', '#b08968', '#7f5539'],
  ['#003049', '#d62828', '#f77f00', '#fcbf49', '#eae2b7'],
  ['#f8f4e3', '#d4cdb0', '#8ea48b', '#4f6d7a', '#2c3e50'],
];

export function drawArticleArt(svg: Svg, r: Random): void {
  if (r.chance(0.5)) drawSkyline(svg, r);
  else drawComposition(svg, r);
}

/** Layers of Brussels rooftops (gables, spires, domes) against a sky with a low sun. */
function drawSkyline(svg: Svg, r: Random): void {
  const palette = r.pick(PALETTES);
  const sky = r.pick(palette);
  const ink = shade(r.pick(palette), -0.55);
  svg.add(
    rect(0, 0, svg.width, svg.height, svg.linear([[0, shade(sky, 0.55)], [1, shade(sky, 0.1)]])),
    circle(svg.width * r.between(0.2, 0.8), svg.height * r.between(0.3, 0.5), r.between(110, 190), shade(r.pick(palette), 0.2), { opacity: 0.85 }),
  );
  const layers = 3;
  for (let layer = 0; layer < layers; layer += 1) {
    const base = svg.height * (0.55 + layer * 0.13);
    const colour = shade(ink, 0.55 - (layer / (layers - 1)) * 0.55);
    const outline: Point[] = [[0, svg.height]];
    for (let x = -r.between(0, 80); x < svg.width; ) {
      const width = r.between(60, 150) * (1 + layer * 0.25);
      const top = base - r.between(40, 200) * (1 - layer * 0.2);
      const roof = r.pick(['flat', 'gable', 'gable', 'stepped', 'spire', 'dome'] as const);
      outline.push([x, top]);
      if (roof === 'gable') outline.push([x + width / 2, top - width * 0.4]);
      if (roof === 'stepped') {
        const step = width / 6;
        outline.push([x + step, top], [x + step, top - step], [x + 2 * step, top - step], [x + 2 * step, top - 2 * step], [x + 4 * step, top - 2 * step], [x + 4 * step, top - step], [x + 5 * step, top - step], [x + 5 * step, top]);
      }
      if (roof === 'spire' && layer === 0) outline.push([x + width * 0.4, top], [x + width / 2, top - r.between(150, 260)], [x + width * 0.6, top]);
      if (roof === 'dome') {
        for (let angle = Math.PI; angle <= Math.PI * 2; angle += Math.PI / 8) {
          outline.push([x + width / 2 + Math.cos(angle) * width / 2, top + Math.sin(angle) * width * 0.35]);
        }
      }
      outline.push([x + width, top]);
      x += width;
    }
    outline.push([svg.width, svg.height]);
    svg.add(polygon(outline, colour));
  }
}

/** A grid of tiles, each with one shape in the palette's colours. */
function drawComposition(svg: Svg, r: Random): void {
  const palette = r.pick(PALETTES);
  const columns = r.int(3, 5);
  const rows = 3;
  const size = svg.width / columns;
  const height = svg.height / rows;
  const tiles: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = column * size;
      const y = row * height;
      const background = r.pick(palette);
      let shape = r.pick(palette);
      while (shape === background) shape = r.pick(palette);
      tiles.push(rect(x, y, size + 1, height + 1, background));
      const radius = Math.min(size, height) / 2;
      const cx = x + size / 2;
      const cy = y + height / 2;
      const kind = r.int(0, 4);
      if (kind === 0) tiles.push(circle(cx, cy, radius * 0.8, shape));
      else if (kind === 1) tiles.push(path(`M ${x} ${y + height} A ${height} ${height} 0 0 1 ${x + height} ${y} L ${x} ${y} Z`, shape));
      else if (kind === 2) tiles.push(path(`M ${cx - radius} ${y + height} A ${radius} ${radius} 0 0 1 ${cx + radius} ${y + height} Z`, shape));
      else if (kind === 3) tiles.push(polygon([[x, y + height], [x + size, y + height], [x + size, y]], shape));
      else tiles.push(rect(cx - radius * 0.55, cy - radius * 0.55, radius * 1.1, radius * 1.1, shape));
    }
  }
  svg.add(group({}, tiles));
}

/** The agency's mark: a house outline with a keyhole door, gold on deep blue. */
export function drawLogo(svg: Svg): void {
  const cx = svg.width / 2;
  const cy = svg.height / 2;
  const gold = '#d4a94f';
  const stroke = { stroke: gold, 'stroke-width': 44, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
  svg.add(
    rect(0, 0, svg.width, svg.height, svg.linear([[0, '#1f3a4a'], [1, '#152a36']])),
    path(`M ${cx - 330} ${cy - 20} L ${cx} ${cy - 300} L ${cx + 330} ${cy - 20}`, 'none', stroke),
    path(`M ${cx - 250} ${cy - 80} L ${cx - 250} ${cy + 290} L ${cx + 250} ${cy + 290} L ${cx + 250} ${cy - 80}`, 'none', stroke),
    circle(cx, cy + 90, 58, gold),
    polygon([[cx - 36, cy + 120], [cx + 36, cy + 120], [cx + 56, cy + 240], [cx - 56, cy + 240]], gold),
  );
}
