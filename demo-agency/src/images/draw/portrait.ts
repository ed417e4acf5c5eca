import type { Random } from '../random.js';
import { circle, ellipse, path, rect, shade, type Svg } from '../svg.js';

/** A team member's placeholder: a head-and-shoulders figure, without a face, on a soft colour. */

const BACKGROUNDS = ['#d6e4e9', '#e9dccb', '#dfe7d7', '#e6d6e2', '#f0e3c8', '#d9dde8', '#e8d5cc', '#d3e0dc'];
const SKINS = ['#f1c7a5', '#e0ac84', '#c68a62', '#a0694a', '#7a4e35', '#f5d5bd'];
const HAIR = ['#2b1d14', '#4a3121', '#7b5534', '#b48a5a', '#d8c08c', '#8c8c8c', '#1a1a1a'];
const CLOTHES = ['#2f3e4e', '#5d6d7e', '#8a9a8c', '#a5645a', '#3e5062', '#c2b59b', '#4a4a4a', '#6b4f6b', '#2f5a55'];

type Hair = 'short' | 'long' | 'bun' | 'curly' | 'none';

export function drawPortrait(svg: Svg, r: Random): void {
  const { width: w, height: h } = svg;
  const background = r.pick(BACKGROUNDS);
  const skin = r.pick(SKINS);
  const hairColour = r.pick(HAIR);
  const clothes = r.pick(CLOTHES);
  const hair = r.pick<Hair>(['short', 'short', 'long', 'bun', 'curly', 'none']);
  const cx = w / 2 + r.between(-60, 60);
  const headY = h * r.between(0.4, 0.45);
  const rx = r.between(135, 160);
  const ry = rx * r.between(1.18, 1.3);
  const shoulders = r.between(330, 400);
  const neckTop = headY + ry * 0.7;
  const chestY = headY + ry + r.between(110, 150);

  svg.add(
    rect(0, 0, w, h, svg.linear([[0, shade(background, 0.25)], [1, shade(background, -0.08)]])),
    circle(cx, headY + 60, 420, shade(background, 0.35), { opacity: 0.6 }),
  );
  if (hair === 'long') {
    svg.add(path(`M ${cx - rx * 1.15} ${headY} Q ${cx - rx * 1.3} ${chestY} ${cx - rx * 1.1} ${chestY + 40} L ${cx + rx * 1.1} ${chestY + 40} Q ${cx + rx * 1.3} ${chestY} ${cx + rx * 1.15} ${headY} Z`, hairColour));
  }
  svg.add(
    rect(cx - rx * 0.42, neckTop, rx * 0.84, chestY - neckTop, shade(skin, -0.12)),
    // Shoulders and chest, curving down past the bottom edge.
    path(`M ${cx - shoulders - 60} ${h} Q ${cx - shoulders - 20} ${chestY - 10} ${cx - rx * 0.6} ${chestY - 40} L ${cx + rx * 0.6} ${chestY - 40} Q ${cx + shoulders + 20} ${chestY - 10} ${cx + shoulders + 60} ${h} Z`, clothes),
    path(`M ${cx - rx * 0.45} ${chestY - 40} L ${cx} ${chestY + 110} L ${cx + rx * 0.45} ${chestY - 40} Z`, r.chance(0.5) ? '#f4f2ee' : shade(skin, -0.12)),
    path(`M ${cx - rx * 0.6} ${chestY - 40} L ${cx - rx * 0.1} ${chestY + 150} L ${cx - rx * 0.75} ${chestY + 40} Z`, shade(clothes, -0.2)),
    path(`M ${cx + rx * 0.6} ${chestY - 40} L ${cx + rx * 0.1} ${chestY + 150} L ${cx + rx * 0.75} ${chestY + 40} Z`, shade(clothes, -0.2)),
    ellipse(cx - rx * 0.97, headY + ry * 0.08, rx * 0.13, ry * 0.16, shade(skin, -0.05)),
    ellipse(cx + rx * 0.97, headY + ry * 0.08, rx * 0.13, ry * 0.16, shade(skin, -0.05)),
    ellipse(cx, headY, rx, ry, skin),
    // Light from the left.
    ellipse(cx + rx * 0.35, headY + ry * 0.1, rx * 0.7, ry * 0.9, shade(skin, -0.1), {
      opacity: 0.35,
      'clip-path': svg.clipPath(ellipse(cx, headY, rx, ry, '#000000')),
    }),
  );
  if (hair === 'short' || hair === 'long' || hair === 'bun') {
    svg.add(path(`M ${cx - rx * 1.04} ${headY + ry * 0.05} Q ${cx - rx * 1.1} ${headY - ry * 1.2} ${cx + rx * 0.1} ${headY - ry * 1.08} Q ${cx + rx * 1.15} ${headY - ry * 1.0} ${cx + rx * 1.04} ${headY + ry * 0.05} Q ${cx + rx * 0.8} ${headY - ry * 0.55} ${cx - rx * 0.2} ${headY - ry * 0.6} Q ${cx - rx * 0.85} ${headY - ry * 0.45} ${cx - rx * 1.04} ${headY + ry * 0.05} Z`, hairColour));
  }
  if (hair === 'bun') svg.add(circle(cx, headY - ry * 1.1, rx * 0.38, hairColour));
  if (hair === 'curly') {
    for (let curl = 0; curl < 14; curl += 1) {
      const angle = Math.PI * (1.05 + (curl / 13) * 0.9);
      svg.add(circle(cx + Math.cos(angle) * rx * 0.95, headY + Math.sin(angle) * ry * 0.9, rx * r.between(0.26, 0.34), hairColour));
    }
  }
}
