export type Point = readonly [number, number];

type AttributeValue = string | number | undefined;
export type Attributes = Readonly<Record<string, AttributeValue>>;

/** A gradient stop: offset from 0 to 1, colour, opacity (1 when left out). */
export type Stop = readonly [number, string, number?];

/**
 * An SVG document under construction: drawing code adds shapes in painting order and asks for
 * gradients and patterns, which land in `<defs>` under ids unique to the document.
 */
export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly named = new Map<string, string>();
  private nextId = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(...elements: string[]): void {
    this.body.push(...elements);
  }

  /** A linear gradient, top to bottom unless `from` and `to` say otherwise (fractions of the box). */
  linear(stops: readonly Stop[], from: Point = [0, 0], to: Point = [0, 1]): string {
    return this.define((id) =>
      element(
        'linearGradient',
        { id, x1: from[0], y1: from[1], x2: to[0], y2: to[1] },
        stopElements(stops),
      ),
    );
  }

  radial(stops: readonly Stop[], centre: Point = [0.5, 0.5], radius = 0.5): string {
    return this.define((id) =>
      element('radialGradient', { id, cx: centre[0], cy: centre[1], r: radius }, stopElements(stops)),
    );
  }

  /** A tile repeated in user space, such as the mortar joints of a brick wall. */
  pattern(width: number, height: number, content: string): string {
    return this.define((id) =>
      element('pattern', { id, width, height, patternUnits: 'userSpaceOnUse' }, content),
    );
  }

  clipPath(content: string): string {
    return this.define((id) => element('clipPath', { id }, content));
  }

  /** A definition made once per document under `key`, however many shapes use it. */
  shared(key: string, make: () => string): string {
    let reference = this.named.get(key);
    if (reference === undefined) {
      reference = make();
      this.named.set(key, reference);
    }
    return reference;
  }

  toString(): string {
    return element(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: this.width,
        height: this.height,
        viewBox: `0 0 ${this.width} ${this.height}`,
      },
      `${element('defs', {}, this.defs.join(''))}${this.body.join('')}`,
    );
  }

  private define(make: (id: string) => string): string {
    const id = `d${this.nextId++}`;
    this.defs.push(make(id));
    return `url(#${id})`;
  }
}

export function element(name: string, attributes: Attributes, children = ''): string {
  let text = `<${name}`;
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== undefined) text += ` ${key}="${typeof value === 'number' ? round(value) : escapeXml(value)}"`;
  }
  return children === '' ? `${text}/>` : `${text}>${children}</${name}>`;
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra: Attributes = {}): string {
  return element('rect', { x, y, width, height, fill, ...extra });
}

export function polygon(points: readonly Point[], fill: string, extra: Attributes = {}): string {
  return element('polygon', { points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attributes = {}): string {
  return element('circle', { cx, cy, r, fill, ...extra });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attributes = {}): string {
  return element('ellipse', { cx, cy, rx, ry, fill, ...extra });
}

export function line(from: Point, to: Point, stroke: string, width: number, extra: Attributes = {}): string {
  return element('line', { x1: from[0], y1: from[1], x2: to[0], y2: to[1], stroke, 'stroke-width': width, ...extra });
}

export function path(d: string, fill: string, extra: Attributes = {}): string {
  return element('path', { d, fill, ...extra });
}

export function group(attributes: Attributes, children: readonly string[]): string {
  return element('g', attributes, children.join(''));
}

/** `#rrggbb` moved towards white (amount > 0) or black (amount < 0) by |amount|, from 0 to 1. */
export function shade(colour: string, amount: number): string {
  return mix(colour, amount >= 0 ? '#ffffff' : '#000000', Math.abs(amount));
}

/** The colour `t` of the way from `from` to `to`, both `#rrggbb`. */
export function mix(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a.map((value, index) => Math.round(value + ((b[index] ?? value) - value) * t).toString(16).padStart(2, '0')).join('')}`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function channels(colour: string): number[] {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) throw new Error(`Not a #rrggbb colour: ${colour}`);
  return [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16));
}

function stopElements(stops: readonly Stop[]): string {
  return stops
    .map(([offset, colour, opacity]) =>
      element('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity }),
    )
    .join('');
}

// One decimal is finer than a pixel at the master size and keeps documents short.
function round(value: number): number {
  return Math.round(value * 10) / 10;
}
