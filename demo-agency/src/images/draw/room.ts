import type { Random } from '../random.js';
import { ellipse, group, line, polygon, rect, shade, type Point, type Svg } from '../svg.js';

/**
 * A room seen from its doorway in one-point perspective: back wall, side walls, ceiling, a floor
 * of boards or tiles, a window that lights the floor, and the furniture of a living room,
 * bedroom, kitchen or dining room.
 *
 * World coordinates are measured in pixels of the back wall: X across (the room spans the back
 * wall's left to right edge), Y up from the floor, Z away from the eye (the back wall is at
 * Z = depth). A point projects to `vp + (X - vp.x, eyeHeight - Y) * depth / Z`, so anything on the
 * back wall keeps its size and nearer things grow.
 */

const WALLS = ['#f1ede6', '#e9e4da', '#dfe3dc', '#e6ddd0', '#d9dfe3', '#efe6d6', '#e3d5c5', '#cfd6cb', '#f3efe9', '#e8d8cc'];
const ACCENTS = ['#b76e4c', '#4f6d7a', '#7a8b6f', '#c9a227', '#8e5a6b', '#2f4858', '#a3b18a', '#d08c60'];
const FABRICS = ['#8a9a8c', '#c2b59b', '#5d6d7e', '#a5645a', '#d9cbb5', '#3e5062', '#9b8aa5', '#b0a18f', '#6f7f6a'];
const WOODS = ['#8a623f', '#a67b52', '#6b4a31', '#c49a6c', '#4a3426'];
const BOARDS = ['#b08456', '#c49a6c', '#8a623f', '#d2b48c', '#a39a8c', '#9c7650'];
const UNITS = ['#f2f0eb', '#2f3b3a', '#5d6d62', '#d8d2c6', '#3b4a5a', '#b9a78f'];
const WORKTOPS = ['#e8e4dc', '#3a3a3a', '#b79c7a', '#d6d1c9'];
const TILE_PAIRS: readonly (readonly [string, string])[] = [
  ['#f2efe8', '#2b2b2b'],
  ['#c87c5c', '#b9674a'],
  ['#d4d0c8', '#c8c3ba'],
  ['#e9e2d3', '#7c8a8c'],
];

type RoomKind = 'living' | 'bedroom' | 'kitchen' | 'dining';

interface Room {
  svg: Svg;
  r: Random;
  vp: Point;
  /** The eye's height above the floor. */
  eye: number;
  /** Z of the back wall. */
  depth: number;
  left: number;
  right: number;
  /** Ceiling height. */
  height: number;
  /** One metre. */
  m: number;
  /** Where a window in the back wall is, across: no picture hangs over it. */
  backWindow: readonly [number, number] | null;
}

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

export function drawInterior(svg: Svg, r: Random): void {
  const vp: Point = [svg.width * r.between(0.42, 0.58), svg.height * r.between(0.4, 0.5)];
  const wallWidth = svg.width * r.between(0.6, 0.72);
  const height = wallWidth * r.between(0.5, 0.58);
  const left = vp[0] - wallWidth * r.between(0.4, 0.6);
  const top = vp[1] - height * r.between(0.42, 0.5);
  const room: Room = {
    svg,
    r,
    vp,
    eye: top + height - vp[1],
    depth: wallWidth * r.between(1.1, 1.5),
    left,
    right: left + wallWidth,
    height,
    m: height / 2.9,
    backWindow: null,
  };
  const wall = r.pick(WALLS);
  const kind = r.pick<RoomKind>(['living', 'living', 'bedroom', 'kitchen', 'dining']);

  drawShell(room, wall);
  drawFloor(room);
  const windowOnBackWall = kind !== 'kitchen' && r.chance(0.5);
  if (windowOnBackWall) drawBackWindow(room);
  else drawSideWindow(room);
  drawSkirting(room);
  if (kind === 'living') drawLivingRoom(room);
  else if (kind === 'bedroom') drawBedroom(room);
  else if (kind === 'kitchen') drawKitchen(room);
  else drawDiningRoom(room);
  // Light falls off towards the viewer's corners.
  svg.add(rect(0, 0, svg.width, svg.height, svg.radial([[0.55, '#000000', 0], [1, '#000000', 0.22]], [0.5, 0.45], 0.75)));
}

function project(room: Room, x: number, y: number, z: number): Point {
  const scale = room.depth / z;
  return [room.vp[0] + (x - room.vp[0]) * scale, room.vp[1] + (room.eye - y) * scale];
}

/** The nearest Z still in the picture: where the floor meets its bottom edge. */
function nearest(room: Room): number {
  return (room.eye * room.depth) / (room.svg.height - room.vp[1]);
}

function quad(room: Room, corners: readonly (readonly [number, number, number])[], fill: string, extra = {}): string {
  return polygon(corners.map(([x, y, z]) => project(room, x, y, z)), fill, extra);
}

function drawShell(room: Room, wall: string): void {
  const { left, right, height, depth } = room;
  const near = nearest(room) * 0.3;
  room.svg.add(
    quad(room, [[left, height, depth], [right, height, depth], [right, height, near], [left, height, near]], shade(wall, 0.55)),
    quad(room, [[left, 0, depth], [left, height, depth], [left, height, near], [left, 0, near]], shade(wall, -0.06)),
    quad(room, [[right, 0, depth], [right, height, depth], [right, height, near], [right, 0, near]], shade(wall, -0.13)),
    quad(room, [[left, 0, depth], [right, 0, depth], [right, height, depth], [left, height, depth]], wall),
    // Shading where walls meet, which reads as depth.
    quad(room, [[left, 0, depth], [left, height, depth], [left, height, depth * 0.85], [left, 0, depth * 0.85]], '#000000', { opacity: 0.05 }),
  );
}

function drawFloor(room: Room): void {
  const { r, left, right, depth } = room;
  const near = nearest(room) * 0.9;
  const tiles = r.chance(0.35);
  const parts: string[] = [];
  if (tiles) {
    const [first, second] = r.pick(TILE_PAIRS);
    const size = room.m * r.between(0.3, 0.6);
    for (let z = depth, row = 0; z > near; z -= size, row += 1) {
      for (let x = left, column = 0; x < right; x += size, column += 1) {
        const x1 = Math.min(right, x + size);
        parts.push(quad(room, [[x, 0, z], [x1, 0, z], [x1, 0, z - size], [x, 0, z - size]], (row + column) % 2 === 0 ? first : second));
      }
    }
  } else {
    const tone = r.pick(BOARDS);
    const board = room.m * r.between(0.14, 0.22);
    for (let x = left; x < right; x += board) {
      const x1 = Math.min(right, x + board);
      parts.push(quad(room, [[x, 0, depth], [x1, 0, depth], [x1, 0, near], [x, 0, near]], shade(tone, r.between(-0.08, 0.06))));
      // Board ends, staggered from one board to the next.
      for (let z = depth - r.between(0, room.m * 1.5); z > near; z -= room.m * r.between(1.2, 2)) {
        parts.push(line(project(room, x, 0, z), project(room, x1, 0, z), shade(tone, -0.25), 1.2));
      }
      parts.push(line(project(room, x, 0, depth), project(room, x, 0, near), shade(tone, -0.25), 1.2));
    }
  }
  room.svg.add(group({}, parts));
}

function glass(room: Room): string {
  return room.svg.shared('sky-glass', () => room.svg.linear([[0, '#f4f8fb'], [0.6, '#cfe0ec'], [1, '#b4cad9']]));
}

function drawBackWindow(room: Room): void {
  const { r, svg, m, depth } = room;
  const tall = r.chance(0.4);
  const width = m * r.between(1.1, 1.6);
  const x0 = room.left + (room.right - room.left - width) * r.between(0.25, 0.75);
  const y0 = tall ? 0.05 * m : m * 0.85;
  const y1 = room.height - m * 0.35;
  const frame = '#f7f6f2';
  const near = depth - m * r.between(1.8, 2.6);
  room.backWindow = [x0 - m * 0.4, x0 + width + m * 0.4];
  svg.add(
    // Daylight on the floor in front of the window.
    quad(room, [[x0, 0, depth], [x0 + width, 0, depth], [x0 + width * 1.3, 0, near], [x0 + width * 0.1, 0, near]], '#fff6dc', { opacity: 0.28 }),
    quad(room, [[x0 - m * 0.08, y0 - m * 0.05, depth], [x0 + width + m * 0.08, y0 - m * 0.05, depth], [x0 + width + m * 0.08, y1 + m * 0.08, depth], [x0 - m * 0.08, y1 + m * 0.08, depth]], frame),
    quad(room, [[x0, y0, depth], [x0 + width, y0, depth], [x0 + width, y1, depth], [x0, y1, depth]], glass(room)),
    quad(room, [[x0 + width / 2 - m * 0.03, y0, depth], [x0 + width / 2 + m * 0.03, y0, depth], [x0 + width / 2 + m * 0.03, y1, depth], [x0 + width / 2 - m * 0.03, y1, depth]], frame),
    quad(room, [[x0, y1 - (y1 - y0) * 0.25, depth], [x0 + width, y1 - (y1 - y0) * 0.25, depth], [x0 + width, y1 - (y1 - y0) * 0.25 + m * 0.05, depth], [x0, y1 - (y1 - y0) * 0.25 + m * 0.05, depth]], frame),
  );
  if (r.chance(0.6)) drawCurtains(room, x0, width, y1);
}

function drawCurtains(room: Room, x0: number, width: number, top: number): void {
  const { r, m, depth } = room;
  const colour = r.pick(['#f3efe6', '#e7dfd0', ...FABRICS]);
  const z = depth - m * 0.05;
  const fall = (x: number, w: number): string =>
    quad(room, [[x, 0.02 * m, z], [x + w, 0.02 * m, z], [x + w * 0.8, top + m * 0.1, z], [x + w * 0.2, top + m * 0.1, z]], colour, { opacity: 0.92 });
  room.svg.add(
    fall(x0 - m * 0.35, m * 0.45),
    fall(x0 + width - m * 0.1, m * 0.45),
    quad(room, [[x0 - m * 0.4, top + m * 0.12, z], [x0 + width + m * 0.4, top + m * 0.12, z], [x0 + width + m * 0.4, top + m * 0.15, z], [x0 - m * 0.4, top + m * 0.15, z]], '#3a3a3a'),
  );
}

function drawSideWindow(room: Room): void {
  const { r, m, depth } = room;
  const onLeft = r.chance(0.5);
  const x = onLeft ? room.left : room.right;
  const z1 = depth - m * r.between(0.6, 1.2);
  const z0 = z1 - m * r.between(1.1, 1.6);
  const y0 = m * r.between(0.2, 0.9);
  const y1 = room.height - m * 0.35;
  const reach = (room.right - room.left) * 0.45 * (onLeft ? 1 : -1);
  const frame = '#f7f6f2';
  const mid = (z0 + z1) / 2;
  room.svg.add(
    quad(room, [[x, 0, z1], [x, 0, z0], [x + reach, 0, z0 - m * 0.6], [x + reach, 0, z1 - m * 0.6]], '#fff6dc', { opacity: 0.3 }),
    quad(room, [[x, y0 - m * 0.06, z1 + m * 0.06], [x, y0 - m * 0.06, z0 - m * 0.06], [x, y1 + m * 0.06, z0 - m * 0.06], [x, y1 + m * 0.06, z1 + m * 0.06]], frame),
    quad(room, [[x, y0, z1], [x, y0, z0], [x, y1, z0], [x, y1, z1]], glass(room)),
    quad(room, [[x, y0, mid + m * 0.03], [x, y0, mid - m * 0.03], [x, y1, mid - m * 0.03], [x, y1, mid + m * 0.03]], frame),
  );
}

function drawSkirting(room: Room): void {
  const { left, right, depth, m } = room;
  const near = nearest(room) * 0.3;
  const h = m * 0.1;
  const colour = '#f7f5f0';
  room.svg.add(
    quad(room, [[left, 0, depth], [right, 0, depth], [right, h, depth], [left, h, depth]], colour),
    quad(room, [[left, 0, depth], [left, h, depth], [left, h, near], [left, 0, near]], shade(colour, -0.06)),
    quad(room, [[right, 0, depth], [right, h, depth], [right, h, near], [right, 0, near]], shade(colour, -0.12)),
  );
}

/** A cuboid with the faces the eye can see: top or bottom, the side towards the middle, the front. */
function drawBox(room: Room, box: Box, colour: string): void {
  const { x0, x1, y0, y1, z0, z1 } = box;
  const faces: string[] = [];
  if (y1 < room.eye) faces.push(quad(room, [[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], shade(colour, 0.14)));
  if (y0 > room.eye) faces.push(quad(room, [[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], shade(colour, -0.25)));
  if (x0 > room.vp[0]) faces.push(quad(room, [[x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0]], shade(colour, -0.12)));
  if (x1 < room.vp[0]) faces.push(quad(room, [[x1, y0, z0], [x1, y0, z1], [x1, y1, z1], [x1, y1, z0]], shade(colour, -0.18)));
  faces.push(quad(room, [[x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0]], colour));
  room.svg.add(group({}, faces));
}

/** The soft shadow of a footprint on the floor. */
function drawShadow(room: Room, box: Box): void {
  const grow = room.m * 0.08;
  room.svg.add(
    quad(room, [[box.x0 - grow, 0, box.z0 - grow], [box.x1 + grow, 0, box.z0 - grow], [box.x1 + grow, 0, box.z1], [box.x0 - grow, 0, box.z1]], '#000000', { opacity: 0.16 }),
  );
}

function drawRug(room: Room, x0: number, x1: number, z0: number, z1: number): void {
  const colour = room.r.pick(['#d9cbb5', '#b9b2a6', '#8e6e5a', '#51606b', '#c4a484', '#e6e0d4']);
  const border = room.m * 0.08;
  room.svg.add(
    quad(room, [[x0, 0, z0], [x1, 0, z0], [x1, 0, z1], [x0, 0, z1]], colour),
    quad(room, [[x0 + border, 0, z0 + border], [x1 - border, 0, z0 + border], [x1 - border, 0, z1 - border], [x0 + border, 0, z1 - border]], 'none', {
      stroke: shade(colour, -0.2),
      'stroke-width': 3,
    }),
  );
}

/** A framed picture hanging on the back wall, centred on `centre`. */
function drawPicture(room: Room, centre: number, bottom: number): void {
  const { r, m, depth } = room;
  const w = m * r.between(0.5, 1.1);
  const h = w * r.between(0.65, 1.3);
  const x0 = centre - w / 2;
  if (room.backWindow !== null && x0 < room.backWindow[1] && x0 + w > room.backWindow[0]) return;
  const frame = r.pick(['#2b2b2b', '#f5f3ee', '#a67b52', '#c9a227']);
  const art = r.pick(ACCENTS);
  const inset = m * 0.05;
  const z = depth - 1;
  room.svg.add(
    quad(room, [[x0 + m * 0.02, bottom - m * 0.02, depth], [x0 + w + m * 0.03, bottom - m * 0.02, depth], [x0 + w + m * 0.03, bottom + h - m * 0.02, depth], [x0 + m * 0.02, bottom + h - m * 0.02, depth]], '#000000', { opacity: 0.12 }),
    quad(room, [[x0, bottom, z], [x0 + w, bottom, z], [x0 + w, bottom + h, z], [x0, bottom + h, z]], frame),
    quad(room, [[x0 + inset, bottom + inset, z], [x0 + w - inset, bottom + inset, z], [x0 + w - inset, bottom + h - inset, z], [x0 + inset, bottom + h - inset, z]], shade(art, 0.75)),
    quad(room, [[x0 + inset, bottom + inset, z], [x0 + w - inset, bottom + inset, z], [x0 + w * r.between(0.3, 0.7), bottom + h * r.between(0.4, 0.8), z]], art),
  );
  const [cx, cy] = project(room, x0 + w * r.between(0.3, 0.7), bottom + h * r.between(0.55, 0.75), z);
  room.svg.add(ellipse(cx, cy, w * 0.12, w * 0.12, shade(r.pick(ACCENTS), -0.1)));
}

function drawPlant(room: Room, x: number, z: number): void {
  const { r, m } = room;
  const pot: Box = { x0: x - m * 0.18, x1: x + m * 0.18, y0: 0, y1: m * 0.4, z0: z - m * 0.36, z1: z };
  drawShadow(room, pot);
  drawBox(room, pot, r.pick(['#c86f4a', '#e8e4dc', '#3a3a3a', '#7a8b6f']));
  const [baseX, baseY] = project(room, x, m * 0.4, z - m * 0.18);
  const scale = room.depth / (z - m * 0.18);
  const leaves: string[] = [];
  for (let leaf = r.int(7, 11); leaf > 0; leaf -= 1) {
    const angle = r.between(-2.6, -0.5);
    const length = m * scale * r.between(0.35, 0.75);
    const cx = baseX + Math.cos(angle) * length * 0.6;
    const cy = baseY + Math.sin(angle) * length * 0.6;
    leaves.push(
      ellipse(cx, cy, length * 0.45, length * 0.13, shade('#4f7a3a', r.between(-0.2, 0.2)), {
        transform: `rotate(${Math.round((angle * 180) / Math.PI)} ${Math.round(cx)} ${Math.round(cy)})`,
      }),
    );
  }
  room.svg.add(group({}, leaves));
}

function drawPendant(room: Room, x: number, z: number, drop: number): void {
  const { m } = room;
  const colour = room.r.pick(['#2b2b2b', '#c9a227', '#f2f0eb', '#4f6d7a']);
  const bottom = room.height - drop;
  room.svg.add(
    line(project(room, x, room.height, z), project(room, x, bottom + m * 0.25, z), '#333333', 2),
    quad(room, [[x - m * 0.08, bottom + m * 0.25, z], [x + m * 0.08, bottom + m * 0.25, z], [x + m * 0.22, bottom, z], [x - m * 0.22, bottom, z]], colour),
  );
}

function drawFloorLamp(room: Room, x: number, z: number): void {
  const { m } = room;
  room.svg.add(
    line(project(room, x, 0, z), project(room, x, m * 1.45, z), '#2b2b2b', 4),
    quad(room, [[x - m * 0.14, m * 1.7, z], [x + m * 0.14, m * 1.7, z], [x + m * 0.22, m * 1.4, z], [x - m * 0.22, m * 1.4, z]], '#f3e9d2'),
  );
}

function drawLivingRoom(room: Room): void {
  const { r, m, depth } = room;
  const width = m * r.between(2, 2.6);
  const centre = (room.left + room.right) / 2 + r.between(-0.5, 0.5) * m;
  const x0 = centre - width / 2;
  const fabric = r.pick(FABRICS);
  drawPicture(room, centre, m * 1.35);
  drawRug(room, x0 - m * 0.3, x0 + width + m * 0.3, depth - m * 3.2, depth - m * 0.6);
  drawPlant(room, room.r.chance(0.5) ? room.left + m * 0.35 : room.right - m * 0.35, depth - m * 0.2);
  drawFloorLamp(room, x0 - m * 0.35, depth - m * 0.3);

  const back = depth - m * 0.05;
  const front = back - m * 0.9;
  const seat: Box = { x0, x1: x0 + width, y0: m * 0.1, y1: m * 0.45, z0: front, z1: back };
  drawShadow(room, seat);
  drawBox(room, { ...seat, y1: m * 0.88, z0: back - m * 0.22 }, shade(fabric, -0.05));
  drawBox(room, seat, fabric);
  const cushions = width > m * 2.3 ? 3 : 2;
  const cushionWidth = (width - m * 0.4) / cushions;
  for (let cushion = 0; cushion < cushions; cushion += 1) {
    const cx = x0 + m * 0.2 + cushion * cushionWidth;
    drawBox(room, { x0: cx + m * 0.02, x1: cx + cushionWidth - m * 0.02, y0: m * 0.45, y1: m * 0.55, z0: front + m * 0.02, z1: back - m * 0.22 }, shade(fabric, 0.08));
  }
  drawBox(room, { x0, x1: x0 + m * 0.2, y0: m * 0.1, y1: m * 0.62, z0: front, z1: back }, shade(fabric, -0.03));
  drawBox(room, { x0: x0 + width - m * 0.2, x1: x0 + width, y0: m * 0.1, y1: m * 0.62, z0: front, z1: back }, shade(fabric, -0.03));
  const accent = r.pick(ACCENTS);
  drawBox(room, { x0: x0 + m * 0.25, x1: x0 + m * 0.65, y0: m * 0.55, y1: m * 0.9, z0: back - m * 0.35, z1: back - m * 0.22 }, accent);
  drawBox(room, { x0: x0 + width - m * 0.65, x1: x0 + width - m * 0.25, y0: m * 0.55, y1: m * 0.9, z0: back - m * 0.35, z1: back - m * 0.22 }, accent);

  const table: Box = { x0: centre - m * 0.6, x1: centre + m * 0.6, y0: m * 0.32, y1: m * 0.4, z0: front - m * 1.25, z1: front - m * 0.55 };
  const wood = r.pick(WOODS);
  drawShadow(room, table);
  drawBox(room, { ...table, y0: 0, y1: m * 0.32, x0: table.x0 + m * 0.1, x1: table.x1 - m * 0.1, z0: table.z0 + m * 0.1, z1: table.z1 - m * 0.1 }, shade(wood, -0.2));
  drawBox(room, table, wood);
  if (r.chance(0.6)) {
    drawBox(room, { x0: centre - m * 0.2, x1: centre + m * 0.05, y0: m * 0.4, y1: m * 0.46, z0: front - m * 1.0, z1: front - m * 0.8 }, r.pick(ACCENTS));
  }
}

function drawBedroom(room: Room): void {
  const { r, m, depth } = room;
  const width = m * r.between(1.5, 1.85);
  const centre = (room.left + room.right) / 2 + r.between(-0.4, 0.4) * m;
  const x0 = centre - width / 2;
  const back = depth - m * 0.05;
  const front = back - m * 2.1;
  const wood = r.pick(WOODS);
  const linen = r.pick(['#f5f3ee', '#e9e4da', '#dfe6ea', '#ece3d6']);
  const throwColour = r.pick(FABRICS);
  drawPicture(room, centre, m * 1.35);
  drawRug(room, x0 - m * 0.6, x0 + width + m * 0.6, front - m * 0.4, back - m * 0.8);
  for (const side of [x0 - m * 0.55, x0 + width + m * 0.1]) {
    const stand: Box = { x0: side, x1: side + m * 0.45, y0: 0, y1: m * 0.5, z0: back - m * 0.4, z1: back };
    drawShadow(room, stand);
    drawBox(room, stand, wood);
    drawBox(room, { x0: side + m * 0.12, x1: side + m * 0.33, y0: m * 0.5, y1: m * 0.56, z0: back - m * 0.28, z1: back - m * 0.12 }, '#2b2b2b');
    room.svg.add(quad(room, [[side + m * 0.1, m * 0.85, back - m * 0.2], [side + m * 0.35, m * 0.85, back - m * 0.2], [side + m * 0.3, m * 0.65, back - m * 0.2], [side + m * 0.15, m * 0.65, back - m * 0.2]], '#f3e9d2'));
    room.svg.add(line(project(room, side + m * 0.225, m * 0.56, back - m * 0.2), project(room, side + m * 0.225, m * 0.65, back - m * 0.2), '#2b2b2b', 3));
  }
  const frame: Box = { x0, x1: x0 + width, y0: m * 0.05, y1: m * 0.35, z0: front, z1: back };
  drawShadow(room, frame);
  drawBox(room, { x0: x0 - m * 0.05, x1: x0 + width + m * 0.05, y0: 0, y1: m * 1.15, z0: back - m * 0.08, z1: back }, r.chance(0.5) ? wood : shade(throwColour, -0.1));
  drawBox(room, frame, wood);
  drawBox(room, { x0: x0 + m * 0.02, x1: x0 + width - m * 0.02, y0: m * 0.35, y1: m * 0.58, z0: front + m * 0.02, z1: back - m * 0.08 }, linen);
  for (const pillow of [x0 + m * 0.12, centre + m * 0.05]) {
    drawBox(room, { x0: pillow, x1: pillow + width / 2 - m * 0.17, y0: m * 0.58, y1: m * 0.74, z0: back - m * 0.55, z1: back - m * 0.12 }, shade(linen, 0.3));
  }
  drawBox(room, { x0: x0 - m * 0.02, x1: x0 + width + m * 0.02, y0: m * 0.3, y1: m * 0.62, z0: front - m * 0.02, z1: front + m * 0.55 }, throwColour);
}

function drawKitchen(room: Room): void {
  const { r, m, depth } = room;
  const units = r.pick(UNITS);
  const worktop = r.pick(WORKTOPS);
  const back = depth - 1;
  const unit = m * 0.6;
  const count = Math.floor((room.right - room.left) / unit);
  const start = room.left + ((room.right - room.left) - count * unit) / 2;
  const splash = r.pick(['#f4f2ee', '#dfe7e6', '#2f4858', '#c9c2b4', '#e8d8c4']);
  room.svg.add(quad(room, [[room.left, m * 0.9, depth], [room.right, m * 0.9, depth], [room.right, m * 1.5, depth], [room.left, m * 1.5, depth]], splash));
  const joints: string[] = [];
  for (let y = m * 1.05; y < m * 1.5; y += m * 0.15) joints.push(line(project(room, room.left, y, depth), project(room, room.right, y, depth), shade(splash, -0.12), 1));
  room.svg.add(group({}, joints));
  const hood = start + Math.floor(count / 2) * unit;
  for (let index = 0; index < count; index += 1) {
    const x0 = start + index * unit;
    drawBox(room, { x0: x0 + 2, x1: x0 + unit - 2, y0: m * 0.1, y1: m * 0.9, z0: back - m * 0.6, z1: back }, units);
    drawBox(room, { x0: x0 + unit * 0.42, x1: x0 + unit * 0.58, y0: m * 0.78, y1: m * 0.8, z0: back - m * 0.62, z1: back - m * 0.6 }, '#9a9a9a');
    if (Math.abs(x0 - hood) > 1 && index % 4 !== 3) {
      drawBox(room, { x0: x0 + 2, x1: x0 + unit - 2, y0: m * 1.5, y1: m * 2.2, z0: back - m * 0.35, z1: back }, shade(units, 0.04));
    }
  }
  drawBox(room, { x0: start, x1: start + count * unit, y0: m * 0.9, y1: m * 0.94, z0: back - m * 0.63, z1: back }, worktop);
  drawBox(room, { x0: hood + unit * 0.1, x1: hood + unit * 0.9, y0: m * 1.7, y1: m * 1.82, z0: back - m * 0.5, z1: back }, '#b8bcbf');
  drawBox(room, { x0: hood + unit * 0.35, x1: hood + unit * 0.65, y0: m * 1.82, y1: room.height, z0: back - m * 0.3, z1: back - m * 0.1 }, '#b8bcbf');

  const islandWidth = m * r.between(1.6, 2.4);
  const centre = (room.left + room.right) / 2 + r.between(-0.3, 0.3) * m;
  const island: Box = { x0: centre - islandWidth / 2, x1: centre + islandWidth / 2, y0: m * 0.05, y1: m * 0.9, z0: back - m * 2.6, z1: back - m * 1.7 };
  for (let stool = island.x0 + m * 0.35; stool < island.x1 - m * 0.2; stool += m * 0.6) {
    drawBox(room, { x0: stool - m * 0.02, x1: stool + m * 0.02, y0: 0, y1: m * 0.65, z0: island.z1 + m * 0.25, z1: island.z1 + m * 0.29 }, '#2b2b2b');
  }
  drawShadow(room, island);
  drawBox(room, island, r.chance(0.5) ? units : r.pick(WOODS));
  drawBox(room, { ...island, x0: island.x0 - m * 0.04, x1: island.x1 + m * 0.04, y0: m * 0.9, y1: m * 0.95, z0: island.z0 - m * 0.04 }, worktop);
  for (let pendant = 0; pendant < 2; pendant += 1) {
    drawPendant(room, centre + (pendant - 0.5) * islandWidth * 0.5, (island.z0 + island.z1) / 2, m * 0.85);
  }
}

function drawDiningRoom(room: Room): void {
  const { r, m, depth } = room;
  const wood = r.pick(WOODS);
  const chair = r.pick(['#2b2b2b', '#f2f0eb', shade(wood, -0.1), ...FABRICS.slice(0, 3)]);
  const centre = (room.left + room.right) / 2 + r.between(-0.3, 0.3) * m;
  const sideboard: Box = { x0: centre - m * 0.9, x1: centre + m * 0.9, y0: m * 0.12, y1: m * 0.8, z0: depth - m * 0.45, z1: depth - 1 };
  drawPicture(room, centre, m * 1.3);
  drawShadow(room, sideboard);
  drawBox(room, sideboard, r.pick([wood, ...UNITS]));
  drawPlant(room, room.r.chance(0.5) ? room.left + m * 0.35 : room.right - m * 0.35, depth - m * 0.2);

  const length = m * r.between(1.6, 2.2);
  const table: Box = { x0: centre - length / 2, x1: centre + length / 2, y0: m * 0.72, y1: m * 0.77, z0: depth - m * 2.9, z1: depth - m * 1.95 };
  drawRug(room, table.x0 - m * 0.6, table.x1 + m * 0.6, table.z0 - m * 0.7, table.z1 + m * 0.6);
  const seats = Math.max(2, Math.floor(length / (m * 0.6)));
  const spacing = length / seats;
  for (let seat = 0; seat < seats; seat += 1) {
    const x = table.x0 + spacing * (seat + 0.5);
    drawBox(room, { x0: x - m * 0.22, x1: x + m * 0.22, y0: m * 0.45, y1: m * 0.95, z0: table.z1 + m * 0.32, z1: table.z1 + m * 0.36 }, chair);
    drawBox(room, { x0: x - m * 0.22, x1: x + m * 0.22, y0: m * 0.42, y1: m * 0.47, z0: table.z1 - m * 0.05, z1: table.z1 + m * 0.36 }, chair);
  }
  drawShadow(room, table);
  for (const [x, z] of [[table.x0 + m * 0.08, table.z0 + m * 0.08], [table.x1 - m * 0.14, table.z0 + m * 0.08], [table.x0 + m * 0.08, table.z1 - m * 0.14], [table.x1 - m * 0.14, table.z1 - m * 0.14]] as const) {
    drawBox(room, { x0: x, x1: x + m * 0.06, y0: 0, y1: m * 0.72, z0: z, z1: z + m * 0.06 }, shade(wood, -0.15));
  }
  drawBox(room, table, wood);
  for (let seat = 0; seat < seats; seat += 1) {
    const x = table.x0 + spacing * (seat + 0.5);
    drawBox(room, { x0: x - m * 0.22, x1: x + m * 0.22, y0: m * 0.42, y1: m * 0.47, z0: table.z0 - m * 0.4, z1: table.z0 + m * 0.05 }, chair);
    drawBox(room, { x0: x - m * 0.2, x1: x - m * 0.16, y0: 0, y1: m * 0.42, z0: table.z0 - m * 0.4, z1: table.z0 - m * 0.36 }, shade(chair, -0.2));
    drawBox(room, { x0: x + m * 0.16, x1: x + m * 0.2, y0: 0, y1: m * 0.42, z0: table.z0 - m * 0.4, z1: table.z0 - m * 0.36 }, shade(chair, -0.2));
  }
  drawPendant(room, centre, (table.z0 + table.z1) / 2, m * 1.1);
}
