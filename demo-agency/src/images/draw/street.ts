import type { Random } from '../random.js';
import { circle, ellipse, group, line, path, polygon, rect, shade, type Svg } from '../svg.js';

/**
 * Brussels streets: rows of narrow town houses (brick or render, two to five storeys, tall windows
 * with stone lintels, a door with a fanlight, a cornice or a gable) on a pavement under the sky.
 * Every size derives from the storey height, so the same houses draw a close-up or a long street.
 */

const BRICKS = ['#8e3b2c', '#9d4b35', '#7b3428', '#a65a3a', '#b86b45', '#6f3326', '#b9845a', '#94503a'];
const RENDERS = ['#efe7da', '#e7dcc8', '#f3efe6', '#d9d2c5', '#cfd8da', '#e6d2b0', '#d8c3a5', '#c7cfc0', '#e9e1d3', '#bfc6c9', '#dcc9b8'];
const STONES = ['#ddd5c6', '#e8e2d6', '#cfc8ba', '#f0ebe1'];
const FRAMES = ['#f4f1ea', '#2f3b36', '#3a3f44', '#6b2b24', '#1f3a2e', '#e8e2d6', '#4a3b2f', '#f4f1ea'];
const DOORS = ['#1f4a3a', '#6e1f1f', '#1f2f4a', '#222222', '#5a3a22', '#2f5a55', '#7a5a2a', '#3b2a4a'];
const LEAVES = ['#4f7a3a', '#5d8a44', '#3f6b34', '#6b9550', '#47733f'];
const BLUESTONE = '#4e5559';
const SLATE = '#4a5058';
const IRON = '#1d1d1d';

type Roof = 'cornice' | 'gable' | 'stepped' | 'mansard';

/** How much higher than the facade each roof rises, in storey heights. */
function roofRise(roof: Roof, bays: number, bayRatio: number): number {
  if (roof === 'cornice') return 0.5;
  if (roof === 'mansard') return 0.85;
  return bays * bayRatio * 0.36;
}

interface House {
  x: number;
  groundY: number;
  storeys: number;
  storeyHeight: number;
  bays: number;
  bayWidth: number;
  roof: Roof;
  main: boolean;
  /** Evening: some windows glow. */
  lit: boolean;
}

interface Scene {
  groundY: number;
  lit: boolean;
}

/** The photo of a house for sale: one house in the middle of its street, a tree on the pavement. */
export function drawExterior(svg: Svg, r: Random): void {
  const groundY = r.between(870, 915);
  drawSky(svg, r, r.pick(DAY_SKIES));
  const scene: Scene = { groundY, lit: false };

  const storeys = r.int(2, 5);
  const bays = r.pick([2, 3, 3, 3, 4]);
  const bayRatio = r.between(0.9, 1.1);
  const roof = r.pick<Roof>(['cornice', 'cornice', 'cornice', 'gable', 'stepped', 'mansard']);
  // The tallest house still leaves a strip of sky above it.
  const storeyHeight = Math.min(r.between(185, 250), (groundY - 70) / (0.15 + storeys + roofRise(roof, bays, bayRatio)));
  const width = bays * bayRatio * storeyHeight;
  const x = svg.width / 2 - width / 2 + r.between(-140, 140);
  const main: House = { x, groundY, storeys, storeyHeight, bays, bayWidth: width / bays, roof, main: true, lit: false };

  drawPavement(svg, r, groundY);
  drawNeighbours(svg, r, scene, main, storeyHeight);
  drawHouse(svg, r, main);
  drawTree(svg, r, groundY, r.pick([0.1, 0.16, 0.84, 0.9]) * svg.width, storeyHeight);
  if (r.chance(0.2)) drawTree(svg, r, groundY, r.pick([0.03, 0.97]) * svg.width, storeyHeight * 0.9);
  drawDaylight(svg);
}

/** A wide evening view of a whole street with lit windows and street lamps. */
export function drawStreetAtDusk(svg: Svg, r: Random): void {
  const groundY = r.between(900, 950);
  drawSky(svg, r, r.pick(DUSK_SKIES));
  const storeyHeight = r.between(92, 120);
  drawPavement(svg, r, groundY);
  let x = -r.between(0, 120);
  while (x < svg.width) {
    const house = randomHouse(r, { groundY, lit: true }, x, storeyHeight * r.between(0.92, 1.08));
    drawHouse(svg, r, house);
    x += house.bays * house.bayWidth;
  }
  for (let lampX = r.between(80, 260); lampX < svg.width; lampX += r.between(380, 520)) {
    drawStreetLamp(svg, lampX, groundY, storeyHeight);
  }
}

const DAY_SKIES: readonly (readonly [string, string])[] = [
  ['#6fa8dc', '#dbe9f4'],
  ['#8fb3d1', '#eef2f4'],
  ['#7ea6c9', '#f3e2c7'],
  ['#a9b6c1', '#e6e8ea'],
  ['#5b93c9', '#cfe3f1'],
];

const DUSK_SKIES: readonly (readonly [string, string])[] = [
  ['#1f2f5a', '#f0a56b'],
  ['#2b2d55', '#e9877a'],
  ['#203a5c', '#f3c98b'],
];

function drawSky(svg: Svg, r: Random, [top, bottom]: readonly [string, string]): void {
  svg.add(rect(0, 0, svg.width, svg.height, svg.linear([[0, top], [1, bottom]])));
  for (let cloud = r.int(0, 4); cloud > 0; cloud -= 1) {
    const cx = r.between(0, svg.width);
    const cy = r.between(60, 320);
    const size = r.between(50, 110);
    const puffs = Array.from({ length: r.int(3, 5) }, () =>
      ellipse(cx + r.between(-1.6, 1.6) * size, cy + r.between(-0.3, 0.3) * size, size * r.between(0.8, 1.3), size * r.between(0.45, 0.7), '#ffffff'),
    );
    svg.add(group({ opacity: r.between(0.45, 0.75) }, puffs));
  }
}

function drawPavement(svg: Svg, r: Random, groundY: number): void {
  const pavement = r.between(80, 110);
  const tone = r.pick(['#bdb8ae', '#c4c0b8', '#b1ada6']);
  svg.add(rect(0, groundY, svg.width, pavement, tone));
  const joints: string[] = [];
  for (let y = groundY + pavement / 3; y < groundY + pavement; y += pavement / 3) {
    joints.push(line([0, y], [svg.width, y], shade(tone, -0.12), 1.5));
  }
  for (let x = r.between(0, 60); x < svg.width; x += 60) {
    joints.push(line([x, groundY], [x - 14, groundY + pavement], shade(tone, -0.12), 1.5));
  }
  svg.add(group({}, joints));
  svg.add(
    rect(0, groundY + pavement, svg.width, 12, '#8d8a84'),
    rect(0, groundY + pavement + 12, svg.width, svg.height, svg.linear([[0, '#5d6064'], [1, '#43464a']])),
    // The houses' shadow on the pavement.
    rect(0, groundY, svg.width, 16, '#000000', { opacity: 0.14 }),
  );
}

/** The houses either side of the main one, out to both edges of the picture. */
function drawNeighbours(svg: Svg, r: Random, scene: Scene, main: House, storeyHeight: number): void {
  let left = main.x;
  while (left > 0) {
    const house = randomHouse(r, scene, 0, storeyHeight * r.between(0.92, 1.06));
    house.x = left - house.bays * house.bayWidth;
    drawHouse(svg, r, house);
    left = house.x;
  }
  let right = main.x + main.bays * main.bayWidth;
  while (right < svg.width) {
    const house = randomHouse(r, scene, right, storeyHeight * r.between(0.92, 1.06));
    drawHouse(svg, r, house);
    right += house.bays * house.bayWidth;
  }
}

function randomHouse(r: Random, scene: Scene, x: number, wantedStoreyHeight: number): House {
  const storeys = r.int(2, 5);
  const bays = r.int(2, 3);
  const bayRatio = r.between(0.85, 1.1);
  const roof = r.pick<Roof>(['cornice', 'cornice', 'gable', 'stepped', 'mansard']);
  const storeyHeight = Math.min(wantedStoreyHeight, (scene.groundY - 30) / (0.15 + storeys + roofRise(roof, bays, bayRatio)));
  return { x, groundY: scene.groundY, storeys, storeyHeight, bays, bayWidth: bayRatio * storeyHeight, roof, main: false, lit: scene.lit };
}

interface Style {
  wall: string;
  brick: boolean;
  stone: string;
  frame: string;
  lintel: 'flat' | 'arch' | 'keystone';
  windowWidth: number;
}

function drawHouse(svg: Svg, r: Random, house: House): void {
  const { x, groundY, storeys, storeyHeight: sh, bays, bayWidth } = house;
  const k = sh / 170;
  const width = bays * bayWidth;
  const groundHeight = sh * 1.15;
  const top = groundY - groundHeight - (storeys - 1) * sh;
  const brick = r.chance(0.5);
  const style: Style = {
    wall: brick ? r.pick(BRICKS) : r.pick(RENDERS),
    brick,
    stone: r.pick(STONES),
    frame: r.pick(FRAMES),
    lintel: r.pick(brick ? ['arch', 'flat', 'keystone'] : ['flat', 'keystone']),
    windowWidth: bayWidth * r.between(0.42, 0.54),
  };

  drawRoof(svg, r, house, style, top, k);
  svg.add(rect(x, top, width, groundY - top, style.wall));
  if (brick) {
    svg.add(rect(x, top, width, groundY - top, brickPattern(svg, k)));
  } else {
    // Rusticated render on the ground floor, as on many Brussels town houses.
    const lines: string[] = [];
    for (let y = groundY - groundHeight + groundHeight / 6; y < groundY; y += groundHeight / 6) {
      lines.push(line([x, y], [x + width, y], shade(style.wall, -0.14), 1.6 * k));
    }
    svg.add(group({}, lines));
  }
  // Stone bands between storeys and a bluestone plinth.
  for (let storey = 1; storey < storeys; storey += 1) {
    svg.add(rect(x, groundY - groundHeight - (storey - 1) * sh - 4 * k, width, 8 * k, style.stone));
  }
  svg.add(rect(x, groundY - sh * 0.18, width, sh * 0.18, BLUESTONE));

  const doorBay = r.chance(0.5) ? 0 : bays - 1;
  for (let storey = 0; storey < storeys; storey += 1) {
    const bottom = storey === 0 ? groundY - sh * 0.22 : groundY - groundHeight - (storey - 1) * sh - sh * 0.14;
    const ratio = storey === 0 ? 0.56 : storey === 1 ? 0.66 : storey === storeys - 1 && storeys > 2 ? 0.5 : 0.6;
    const height = (storey === 0 ? groundHeight : sh) * ratio;
    for (let bay = 0; bay < bays; bay += 1) {
      const centre = x + (bay + 0.5) * bayWidth;
      if (storey === 0 && bay === doorBay) {
        drawDoor(svg, r, centre, groundY, groundHeight, bayWidth, style, k);
      } else {
        drawWindow(svg, r, centre - style.windowWidth / 2, bottom - height, style.windowWidth, height, style, house.lit);
      }
    }
  }
  if (house.main && storeys > 1 && r.chance(0.45)) drawBalcony(svg, r, house, style, groundY - groundHeight, k);
  // A shadow where the house meets its left neighbour.
  svg.add(rect(x, top, 4 * k, groundY - top, '#000000', { opacity: 0.16 }));
}

function brickPattern(svg: Svg, k: number): string {
  const width = Math.max(8, Math.round(24 * k));
  const height = Math.max(3, Math.round(8 * k));
  return svg.shared(`bricks-${width}-${height}`, () => {
    const joint = (from: readonly [number, number], to: readonly [number, number]): string =>
      line(from, to, '#e9e1d2', Math.max(0.8, 1.4 * k), { opacity: 0.45 });
    // Two courses of stretcher bond: the second course's joints fall halfway along the first's bricks.
    return svg.pattern(
      width * 2,
      height * 2,
      [
        joint([0, 0.5], [width * 2, 0.5]),
        joint([0, height + 0.5], [width * 2, height + 0.5]),
        joint([0.5, 0], [0.5, height]),
        joint([width + 0.5, 0], [width + 0.5, height]),
        joint([width / 2, height], [width / 2, height * 2]),
        joint([width * 1.5, height], [width * 1.5, height * 2]),
      ].join(''),
    );
  });
}

function drawWindow(svg: Svg, r: Random, x: number, y: number, w: number, h: number, style: Style, lit: boolean): void {
  const glowing = lit && r.chance(0.45);
  const glass = glowing
    ? svg.shared('glass-lit', () => svg.linear([[0, '#ffe9b0'], [1, '#f0a94f']]))
    : dayGlass(svg);
  const f = w * 0.07;
  const parts: string[] = [];
  if (style.lintel === 'arch') {
    parts.push(path(`M ${x - w * 0.08} ${y + h * 0.04} Q ${x + w / 2} ${y - h * 0.2} ${x + w * 1.08} ${y + h * 0.04} L ${x + w * 1.08} ${y + h * 0.1} L ${x - w * 0.08} ${y + h * 0.1} Z`, shade(style.wall, -0.25)));
  } else {
    parts.push(rect(x - w * 0.1, y - h * 0.09, w * 1.2, h * 0.09, style.stone));
    if (style.lintel === 'keystone') {
      parts.push(polygon([[x + w * 0.42, y - h * 0.12], [x + w * 0.58, y - h * 0.12], [x + w * 0.55, y + h * 0.02], [x + w * 0.45, y + h * 0.02]], shade(style.stone, -0.08)));
    }
  }
  parts.push(rect(x, y, w, h, style.frame), rect(x + f, y + f, w - 2 * f, h - 2 * f, glass));
  if (!glowing) {
    // The sky's reflection across the pane.
    parts.push(polygon([[x + f, y + h * 0.55], [x + w - f, y + h * 0.2], [x + w - f, y + h * 0.36], [x + f, y + h * 0.72]], '#ffffff', { opacity: 0.12 }));
  }
  if (r.chance(0.35)) {
    const side = r.chance(0.5) ? x + f : x + w - f;
    const inward = side === x + f ? 1 : -1;
    parts.push(path(`M ${side} ${y + h * 0.3} L ${side + inward * w * 0.3} ${y + h * 0.3} Q ${side + inward * w * 0.12} ${y + h * 0.6} ${side + inward * w * 0.2} ${y + h - f} L ${side} ${y + h - f} Z`, '#f6f1e7', { opacity: glowing ? 0.5 : 0.7 }));
  }
  parts.push(
    rect(x + f, y + h * 0.27, w - 2 * f, f * 0.8, style.frame),
    rect(x + w / 2 - f * 0.4, y + h * 0.27, f * 0.8, h * 0.73 - f, style.frame),
    rect(x - w * 0.08, y + h, w * 1.16, h * 0.05, style.stone),
  );
  svg.add(group({}, parts));
}

function drawDoor(svg: Svg, r: Random, centre: number, groundY: number, groundHeight: number, bayWidth: number, style: Style, k: number): void {
  const colour = r.pick(DOORS);
  const step = 11 * k;
  const w = bayWidth * r.between(0.42, 0.5);
  const h = groundHeight * 0.8;
  const x = centre - w / 2;
  const bottom = groundY - 2 * step;
  const top = bottom - h;
  const fanlight = h * 0.22;
  const panel = shade(colour, -0.22);
  svg.add(
    group({}, [
      rect(x - w * 0.12, top - w * 0.12, w * 1.24, h + w * 0.12, style.stone),
      rect(x, top, w, fanlight, dayGlass(svg)),
      line([centre, top], [centre, top + fanlight], style.frame, 3 * k),
      rect(x, top + fanlight, w, h - fanlight, colour),
      rect(x + w * 0.1, top + fanlight + h * 0.06, w * 0.34, h * 0.3, 'none', { stroke: panel, 'stroke-width': 3 * k }),
      rect(x + w * 0.56, top + fanlight + h * 0.06, w * 0.34, h * 0.3, 'none', { stroke: panel, 'stroke-width': 3 * k }),
      rect(x + w * 0.1, top + fanlight + h * 0.42, w * 0.34, h * 0.28, 'none', { stroke: panel, 'stroke-width': 3 * k }),
      rect(x + w * 0.56, top + fanlight + h * 0.42, w * 0.34, h * 0.28, 'none', { stroke: panel, 'stroke-width': 3 * k }),
      circle(x + w * 0.82, top + fanlight + h * 0.4, 4 * k, '#c8a24a'),
      rect(x - w * 0.2, bottom, w * 1.4, step, shade(BLUESTONE, 0.15)),
      rect(x - w * 0.3, bottom + step, w * 1.6, step, shade(BLUESTONE, 0.05)),
    ]),
  );
}

function drawBalcony(svg: Svg, r: Random, house: House, style: Style, floorY: number, k: number): void {
  const wide = house.bays % 2 === 0 || r.chance(0.4);
  const middle = Math.floor(house.bays / 2);
  const x0 = wide ? house.x + house.bayWidth * 0.15 : house.x + middle * house.bayWidth + house.bayWidth * 0.12;
  const x1 = wide ? house.x + house.bays * house.bayWidth - house.bayWidth * 0.15 : house.x + (middle + 1) * house.bayWidth - house.bayWidth * 0.12;
  const railTop = floorY - house.storeyHeight * 0.3;
  const parts = [
    rect(x0 - 8 * k, floorY - 6 * k, x1 - x0 + 16 * k, 12 * k, style.stone),
    polygon([[x0, floorY + 6 * k], [x0 + 14 * k, floorY + 6 * k], [x0 + 8 * k, floorY + 26 * k]], shade(style.stone, -0.1)),
    polygon([[x1 - 14 * k, floorY + 6 * k], [x1, floorY + 6 * k], [x1 - 8 * k, floorY + 26 * k]], shade(style.stone, -0.1)),
    rect(x0, railTop, x1 - x0, 5 * k, IRON),
  ];
  for (let bar = x0 + 2 * k; bar <= x1; bar += 11 * k) {
    parts.push(rect(bar - k, railTop, 2 * k, floorY - 6 * k - railTop, IRON));
  }
  svg.add(group({}, parts));
}

function drawRoof(svg: Svg, r: Random, house: House, style: Style, top: number, k: number): void {
  const { x } = house;
  const width = house.bays * house.bayWidth;
  const rise = roofRise(house.roof, house.bays, house.bayWidth / house.storeyHeight) * house.storeyHeight;
  if (house.roof === 'cornice') {
    const cornice = r.chance(0.5) ? style.stone : shade(style.wall, -0.1);
    const parts = [
      rect(x + width * 0.04, top - rise, width * 0.92, rise, SLATE),
      rect(x - 10 * k, top - 26 * k, width + 20 * k, 26 * k, cornice),
      rect(x - 14 * k, top - 32 * k, width + 28 * k, 8 * k, shade(cornice, -0.08)),
    ];
    if (r.chance(0.6)) parts.push(rect(x + width * r.pick([0.1, 0.75]), top - rise - 30 * k, 26 * k, 40 * k, shade(style.wall, -0.15)));
    for (let dentil = x - 4 * k; dentil < x + width; dentil += 18 * k) {
      parts.push(rect(dentil, top, 8 * k, 10 * k, shade(cornice, -0.18)));
    }
    svg.add(group({}, parts));
  } else if (house.roof === 'mansard') {
    const dormers: string[] = [];
    for (let bay = 0; bay < house.bays; bay += 1) {
      const centre = x + (bay + 0.5) * house.bayWidth;
      const w = style.windowWidth * 0.7;
      const h = rise * 0.55;
      dormers.push(
        polygon([[centre - w * 0.7, top - rise * 0.25 - h], [centre, top - rise * 0.25 - h - w * 0.45], [centre + w * 0.7, top - rise * 0.25 - h]], style.stone),
        rect(centre - w * 0.6, top - rise * 0.25 - h, w * 1.2, h, style.stone),
        rect(centre - w / 2, top - rise * 0.25 - h * 0.9, w, h * 0.85, style.frame),
        rect(centre - w * 0.42, top - rise * 0.25 - h * 0.84, w * 0.84, h * 0.73, dayGlass(svg)),
      );
    }
    svg.add(
      polygon([[x - 6 * k, top], [x + width + 6 * k, top], [x + width - 18 * k, top - rise], [x + 18 * k, top - rise]], SLATE),
      group({}, dormers),
      rect(x - 10 * k, top - 12 * k, width + 20 * k, 14 * k, style.stone),
    );
  } else if (house.roof === 'gable') {
    const apex = top - rise;
    svg.add(
      polygon([[x, top], [x + width / 2, apex], [x + width, top]], style.wall),
      path(`M ${x - 8 * k} ${top + 4 * k} L ${x + width / 2} ${apex - 8 * k} L ${x + width + 8 * k} ${top + 4 * k}`, 'none', { stroke: style.stone, 'stroke-width': 12 * k }),
      circle(x + width / 2, top - rise * 0.42, rise * 0.16, style.stone),
      circle(x + width / 2, top - rise * 0.42, rise * 0.12, dayGlass(svg)),
    );
  } else {
    const steps = r.int(3, 4);
    const stepWidth = width / 2 / (steps + 0.5);
    const stepHeight = rise / steps;
    const outline: [number, number][] = [[x, top]];
    for (let step = 0; step < steps; step += 1) {
      outline.push([x + step * stepWidth, top - (step + 1) * stepHeight], [x + (step + 1) * stepWidth, top - (step + 1) * stepHeight]);
    }
    for (let step = steps - 1; step >= 0; step -= 1) {
      outline.push([x + width - (step + 1) * stepWidth, top - (step + 1) * stepHeight], [x + width - step * stepWidth, top - (step + 1) * stepHeight]);
    }
    outline.push([x + width, top]);
    const caps = outline
      .filter((_, index) => index % 2 === 1)
      .map(([capX, capY]) => rect(capX - 4 * k, capY - 6 * k, stepWidth + 8 * k, 8 * k, style.stone));
    svg.add(polygon(outline, style.wall), group({}, caps.slice(0, -1)));
  }
}

function drawTree(svg: Svg, r: Random, groundY: number, x: number, storeyHeight: number): void {
  const base = groundY + 50;
  const height = storeyHeight * r.between(2.1, 3);
  const radius = storeyHeight * r.between(0.9, 1.3);
  const crownY = base - height;
  const trunk = '#5b4636';
  const green = r.pick(LEAVES);
  // Dark puffs below and right, light ones above and left: the crown is lit like the houses.
  const crown: string[] = [ellipse(x, crownY, radius * 1.05, radius * 0.9, shade(green, -0.3))];
  for (const [light, dx, dy, count] of [[-0.2, 0.15, 0.2, 6], [0, 0, 0, 8], [0.18, -0.18, -0.22, 6]] as const) {
    for (let puff = 0; puff < count; puff += 1) {
      const angle = r.between(0, Math.PI * 2);
      const distance = r.between(0.2, 0.75) * radius;
      crown.push(
        circle(
          x + (Math.cos(angle) * distance + dx * radius),
          crownY + (Math.sin(angle) * distance * 0.8 + dy * radius),
          radius * r.between(0.25, 0.42),
          shade(green, light + r.between(-0.05, 0.05)),
        ),
      );
    }
  }
  svg.add(
    ellipse(x + radius * 0.3, base + 6, radius * 0.9, 14, '#000000', { opacity: 0.18 }),
    polygon([[x - 16, base], [x + 16, base], [x + 7, crownY + radius * 0.3], [x - 7, crownY + radius * 0.3]], trunk),
    line([x, crownY + radius * 0.8], [x - radius * 0.4, crownY + radius * 0.1], trunk, 8),
    line([x, crownY + radius * 0.7], [x + radius * 0.35, crownY], trunk, 7),
    group({}, crown),
    rect(x - 34, base - 3, 68, 8, '#3b3b3b'),
  );
}

function drawStreetLamp(svg: Svg, x: number, groundY: number, storeyHeight: number): void {
  const base = groundY + 40;
  const height = storeyHeight * 3.2;
  svg.add(
    circle(x, base - height, storeyHeight * 0.9, svg.shared('lamp-glow', () => svg.radial([[0, '#ffe4a3', 0.55], [1, '#ffe4a3', 0]]))),
    rect(x - 4, base - height, 8, height, '#26282b'),
    polygon([[x - 14, base - height - 4], [x + 14, base - height - 4], [x + 9, base - height + 24], [x - 9, base - height + 24]], '#ffe9b0'),
    polygon([[x - 18, base - height - 4], [x + 18, base - height - 4], [x, base - height - 20]], '#26282b'),
  );
}

function dayGlass(svg: Svg): string {
  return svg.shared('glass-day', () => svg.linear([[0, '#c9dbe6'], [0.45, '#6f8797'], [1, '#2e3d47']]));
}

/** Sunlight from the upper left over the whole scene. */
function drawDaylight(svg: Svg): void {
  svg.add(rect(0, 0, svg.width, svg.height, svg.linear([[0, '#ffffff', 0.1], [0.5, '#ffffff', 0], [1, '#000000', 0.14]], [0, 0], [1, 1])));
}
