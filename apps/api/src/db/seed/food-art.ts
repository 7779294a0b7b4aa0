/**
 * Demo food pictures, drawn in code.
 *
 * The app has no network at run time, so instead of shipping photos every demo dish carries a small
 * declarative description of what is on its plate (`PlateArt`). `renderDishImage` turns that into a
 * top-down "food photo" illustration: a table, a plate or bowl with a soft shadow, the food composed
 * from a vocabulary of parts (rice, dal, curry with pieces, parathas, bhorta, salad, ...) and a few
 * props. A seeded PRNG jitters sizes, positions and colours so similar dishes still look different.
 *
 * Performance (librsvg + WebP; the budget is ~60 ms per picture, so choices below are deliberate):
 * - no filters at all: a blur costs ~10 ms; soft shadows are stacked translucent ellipses;
 * - `fill-opacity`/`stroke-opacity` instead of `opacity`, which renders through an offscreen layer;
 * - linear rather than radial gradients for large areas, and no focal (fx/fy) radial gradients;
 * - many small marks (spice, strips) merged into one <path> per colour; rice grains are an
 *   unrotated pattern tile (rotated patterns and clip paths are slow).
 */
import sharp from 'sharp';

// ---------------------------------------------------------------------------------------------
// Public description of a picture
// ---------------------------------------------------------------------------------------------

/** What the dish sits on. Default: picked from the seed among the wood and cloth looks. */
export type TableStyle = 'oak' | 'teak' | 'walnut' | 'gamchha-red' | 'gamchha-green' | 'gamchha-blue' | 'mat';

/** The main vessel. Plate-like vessels get wet foods in small bowls; bowl-like ones hold them directly. */
export type Vessel = 'plate' | 'steel-plate' | 'leaf' | 'bowl' | 'steel-bowl' | 'clay';

/** A piece sitting in a curry, polao or khichuri. */
export type Piece =
  | 'chicken'
  | 'beef'
  | 'mutton'
  | 'potato'
  | 'rui'
  | 'ilish'
  | 'prawn'
  | 'egg'
  | 'chickpea'
  | 'drumstick'
  | 'cauliflower'
  | 'tomato';

/** The colour of a gravy. */
export type Sauce = 'red' | 'orange' | 'brown' | 'mustard' | 'cream' | 'yellow' | 'green';

export type BhortaFlavour = 'alu' | 'begun' | 'shutki' | 'dal' | 'tomato' | 'shim';

export type Food =
  | { kind: 'rice' }
  /** Biryani, polao, tehari: tinted grains with pieces on top. */
  | {
      kind: 'polao';
      tint: 'white' | 'saffron' | 'tehari';
      pieces?: Piece[];
      egg?: boolean;
    }
  | { kind: 'khichuri'; pieces?: Piece[] }
  | { kind: 'dal'; style?: 'thin' | 'thick' }
  | { kind: 'curry'; sauce: Sauce; pieces: Piece[]; thick?: boolean }
  | { kind: 'fish-fry'; count?: number }
  /** A whole fried fish (tilapia, koi), plain or coated in bhuna masala. */
  | { kind: 'whole-fish'; masala?: boolean }
  | { kind: 'fried-egg' }
  | { kind: 'omelette' }
  | { kind: 'boiled-egg' }
  | { kind: 'bread'; style: 'paratha' | 'ruti' | 'puri'; count?: number }
  | { kind: 'toast' }
  | { kind: 'bhorta'; flavours: BhortaFlavour[] }
  | { kind: 'shak'; colour?: 'green' | 'red' }
  | { kind: 'vegetables'; dry?: boolean }
  | { kind: 'alu-bhaji' }
  | { kind: 'begun-bhaja' }
  | { kind: 'salad' }
  | { kind: 'noodles' }
  | { kind: 'halwa'; style?: 'suji' | 'carrot' }
  | { kind: 'chira-doi' }
  | { kind: 'pudding'; style: 'suji' | 'payesh' | 'semai' | 'firni' }
  | { kind: 'biscuits' }
  | { kind: 'banana' };

/** Small props placed on the table around the plate. */
export type Extra = 'tea' | 'water' | 'chili' | 'lemon' | 'onion' | 'spoon';

export interface PlateArt {
  /** Defaults to a seed-picked wood or cloth. */
  table?: TableStyle;
  /** Defaults to a white ceramic plate. */
  vessel?: Vessel;
  /** 1–4 foods on the main vessel, most important (largest) first. */
  onPlate: Food[];
  /** 0–2 foods in their own bowls or side plates to the right. */
  sides?: Food[];
  extras?: Extra[];
}

// ---------------------------------------------------------------------------------------------
// Numbers, randomness, colours
// ---------------------------------------------------------------------------------------------

type Rng = () => number;

/** mulberry32: tiny, fast, deterministic; good enough for visual jitter. */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TAU = Math.PI * 2;

/** One decimal is plenty at 800x600 and keeps the SVG string short. */
const n = (v: number): string => String(Math.round(v * 10) / 10);
/** Gradient coordinates are fractions of a box and need the second decimal. */
const n2 = (v: number): string => String(Math.round(v * 100) / 100);

function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('itemAt: empty list');
  return item;
}

function parseHex(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

interface Spot {
  x: number;
  y: number;
  r: number;
}

/** A gradient stop, already as markup; build with `stop()`. */
type Stop = string;

function stop(offset: number, colour: string, opacity?: number): Stop {
  const o = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
  return `<stop offset="${offset}" stop-color="${colour}"${o}/>`;
}

/**
 * Drawing context: the seeded PRNG plus the <defs> collected while drawing. Gradients use
 * objectBoundingBox units, so one definition serves every shape that shares a look; identical
 * definitions are de-duplicated.
 */
class Sketch {
  private readonly defs = new Map<string, string>();

  constructor(readonly rand: Rng) {}

  range(min: number, max: number): number {
    return min + (max - min) * this.rand();
  }

  pick<T>(items: readonly T[]): T {
    return itemAt(items, Math.floor(this.rand() * items.length));
  }

  chance(p: number): boolean {
    return this.rand() < p;
  }

  /** Nudge a colour lighter or darker so repeated pieces are not identical. */
  vary(colour: string, amount = 0.08): string {
    const t = this.range(-amount, amount);
    return t >= 0 ? lighten(colour, t) : darken(colour, -t);
  }

  /**
   * Returns `url(#id)` for a radial gradient whose bright centre sits at `focus` (0..1 box units).
   * The centre itself is moved rather than using fx/fy: focal gradients are markedly slower to
   * rasterise, and the radius grows by the shift so the gradient still reaches every edge.
   */
  radial(stops: readonly Stop[], focus: readonly [number, number] = [0.5, 0.5], radius = 0.5): string {
    const body = stops.join('');
    const r = radius + Math.hypot(focus[0] - 0.5, focus[1] - 0.5) * 0.8;
    return this.define(`radialGradient cx="${n2(focus[0])}" cy="${n2(focus[1])}" r="${n2(r)}"`, body);
  }

  /** Returns `url(#id)` for a linear gradient along the given angle (degrees, 0 = left to right). */
  linear(stops: readonly Stop[], angle = 90): string {
    const a = (angle * Math.PI) / 180;
    const dx = Math.cos(a) / 2;
    const dy = Math.sin(a) / 2;
    const attrs = `x1="${n2(0.5 - dx)}" y1="${n2(0.5 - dy)}" x2="${n2(0.5 + dx)}" y2="${n2(0.5 + dy)}"`;
    return this.define(`linearGradient ${attrs}`, stops.join(''));
  }

  /** Registers any other <defs> element (patterns); `open` is the tag name plus attributes, no id. */
  define(open: string, body: string): string {
    const key = `${open}|${body}`;
    let id = this.defs.get(key);
    if (!id) {
      id = `d${this.defs.size}`;
      this.defs.set(key, id);
    }
    return `url(#${id})`;
  }

  defsMarkup(): string {
    let out = '';
    for (const [key, id] of this.defs) {
      const split = key.indexOf('|');
      const open = key.slice(0, split);
      const tag = open.split(' ', 1)[0];
      out += `<${open} id="${id}">${key.slice(split + 1)}</${tag}>`;
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// Shape helpers
// ---------------------------------------------------------------------------------------------

type Point = readonly [number, number];

/** Closed Catmull-Rom spline through the points, as cubic Béziers: organic, never kinked. */
function smoothClosed(points: readonly Point[]): string {
  const m = points.length;
  const first = itemAt(points, 0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < m; i++) {
    const p0 = itemAt(points, i - 1);
    const p1 = itemAt(points, i);
    const p2 = itemAt(points, i + 1);
    const p3 = itemAt(points, i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** An irregular rounded shape (a chunk of meat, a scoop of bhorta, a puddle of egg white). */
function blobPath(s: Sketch, x: number, y: number, rx: number, ry: number, wobble: number, count = 9, rot = 0): string {
  const points: Point[] = [];
  const cos = Math.cos(rot);
  const sin = Math.sin(rot);
  for (let i = 0; i < count; i++) {
    const a = (i / count) * TAU + s.range(-0.15, 0.15);
    const k = 1 + s.range(-wobble, wobble);
    const px = Math.cos(a) * rx * k;
    const py = Math.sin(a) * ry * k;
    points.push([x + px * cos - py * sin, y + px * sin + py * cos]);
  }
  return smoothClosed(points);
}

/** An open smooth curve through the points (Catmull-Rom), for noodles and drizzles. */
function smoothOpen(points: readonly Point[]): string {
  const first = itemAt(points, 0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = itemAt(points, Math.max(0, i - 1));
    const p1 = itemAt(points, i);
    const p2 = itemAt(points, i + 1);
    const p3 = itemAt(points, Math.min(points.length - 1, i + 2));
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A wandering line that stays inside the spot: a noodle, a strand of vermicelli, a drizzle. */
function wander(s: Sketch, at: Spot, steps: number, stepLength: number): string {
  const points: Point[] = [inside(s, at, 0.8)];
  let heading = s.rand() * TAU;
  for (let i = 0; i < steps; i++) {
    const [px, py] = itemAt(points, points.length - 1);
    heading += s.range(-1.1, 1.1);
    // Turn back towards the centre when the line reaches the edge of the heap.
    if (Math.hypot(px - at.x, py - at.y) > at.r * 0.8) heading = Math.atan2(at.y - py, at.x - px) + s.range(-0.6, 0.6);
    points.push([px + Math.cos(heading) * stepLength, py + Math.sin(heading) * stepLength]);
  }
  return smoothOpen(points);
}

const circlePath = (x: number, y: number, r: number): string =>
  `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;

const circle = (x: number, y: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;

const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;

const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;

/** A random point inside a circle, uniformly spread. */
function inside(s: Sketch, at: Spot, spread = 1): Point {
  const a = s.rand() * TAU;
  const d = Math.sqrt(s.rand()) * at.r * spread;
  return [at.x + Math.cos(a) * d, at.y + Math.sin(a) * d];
}

/**
 * Scatter short round-capped strokes (grains, strips, seeds) inside a circle. The palette runs
 * light to dark; marks towards the bottom-right get darker colours, matching the top-left light.
 */
function strokesIn(
  s: Sketch,
  at: Spot,
  count: number,
  length: number,
  width: number,
  palette: readonly string[],
  spread = 0.92,
): string {
  const buckets: string[][] = palette.map(() => []);
  for (let i = 0; i < count; i++) {
    const [x, y] = inside(s, at, spread);
    const a = s.rand() * Math.PI;
    const len = length * s.range(0.75, 1.15);
    const dx = (Math.cos(a) * len) / 2;
    const dy = (Math.sin(a) * len) / 2;
    const shade = (x - at.x + (y - at.y)) / (2.4 * at.r) + s.range(-0.45, 0.45);
    const index = Math.min(palette.length - 1, Math.max(0, Math.floor(((shade + 1) / 2) * palette.length)));
    buckets[index]?.push(`M${n(x - dx)} ${n(y - dy)}l${n(2 * dx)} ${n(2 * dy)}`);
  }
  return buckets
    .map((d, i) =>
      d.length === 0
        ? ''
        : `<path d="${d.join('')}" fill="none" stroke="${itemAt(palette, i)}" stroke-width="${n(width)}" stroke-linecap="round"/>`,
    )
    .join('');
}

/** Scatter small dots (spice, seeds) inside a circle as one path. */
function dotsIn(s: Sketch, at: Spot, count: number, size: number, colour: string, opacity = 1, spread = 0.9): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = inside(s, at, spread);
    d += circlePath(x, y, size * s.range(0.6, 1.2));
  }
  return path(d, colour, opacity < 1 ? ` fill-opacity="${opacity}"` : '');
}

/**
 * A soft contact shadow without filters: a few stacked translucent ellipses, darkest in the middle.
 * Over a textured table the steps do not show, and it is an order of magnitude cheaper than a blur
 * or a large radial gradient.
 */
function softShadow(x: number, y: number, rx: number, ry: number, strength = 0.45): string {
  const layers = [1, 0.94, 0.88, 0.8, 0.7];
  const alpha = n2(strength / layers.length);
  return layers.map((k) => ellipse(x, y, rx * k, ry * k, '#000000', ` fill-opacity="${alpha}"`)).join('');
}

/** Glossy highlight: a small translucent white ellipse, the cheapest way to make food look moist. */
function gloss(x: number, y: number, rx: number, ry: number, opacity = 0.45, rot = -30): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="#ffffff" fill-opacity="${opacity}" transform="rotate(${rot} ${n(x)} ${n(y)})"/>`;
}

// ---------------------------------------------------------------------------------------------
// Table
// ---------------------------------------------------------------------------------------------

const W = 800;
const H = 600;

const WOODS: Record<'oak' | 'teak' | 'walnut', string> = {
  oak: '#c08a55',
  teak: '#9a5f33',
  walnut: '#6a4329',
};

function drawTable(s: Sketch, table: TableStyle): string {
  switch (table) {
    case 'oak':
    case 'teak':
    case 'walnut':
      return drawWood(s, WOODS[table]);
    case 'gamchha-red':
      return drawGamchha(s, '#b42a2f', '#ffffff', '#1f7a3e');
    case 'gamchha-green':
      return drawGamchha(s, '#2e7d4f', '#f4efe1', '#c0392b');
    case 'gamchha-blue':
      return drawGamchha(s, '#234f8e', '#f2f2ee', '#e0b030');
    case 'mat':
      return drawMat(s);
  }
}

/** Planks with seams and wavy grain lines; each plank slightly different in tone. */
function drawWood(s: Sketch, base: string): string {
  let out = '';
  let y = -s.range(0, 60);
  while (y < H) {
    const h = s.range(105, 165);
    const tone = s.vary(base, 0.1);
    // Solid planks: full-canvas gradients are slow to rasterise, and the grain gives enough life.
    out += `<rect x="0" y="${n(y)}" width="${W}" height="${n(h)}" fill="${tone}"/>`;
    out += woodGrain(s, y, h, tone);
    // Seam: a dark groove with a thin light edge below it.
    out += `<rect x="0" y="${n(y + h - 3)}" width="${W}" height="3" fill="${darken(base, 0.55)}" fill-opacity="0.7"/>`;
    out += `<rect x="0" y="${n(y + h)}" width="${W}" height="1.5" fill="${lighten(base, 0.35)}" fill-opacity="0.35"/>`;
    y += h;
  }
  return out;
}

function woodGrain(s: Sketch, top: number, height: number, tone: string): string {
  let dark = '';
  let light = '';
  const lines = Math.round(height / 9);
  for (let i = 0; i < lines; i++) {
    const y0 = top + s.range(4, height - 6);
    const amp = s.range(1, 5);
    const wave = s.range(120, 320);
    const phase = s.rand() * TAU;
    let d = `M-10 ${n(y0)}`;
    for (let x = 70; x <= W + 80; x += 80) {
      d += `L${x} ${n(y0 + Math.sin(x / wave + phase) * amp)}`;
    }
    if (s.chance(0.7)) dark += d;
    else light += d;
  }
  let out = `<path d="${dark}" fill="none" stroke="${darken(tone, 0.35)}" stroke-width="1.4" stroke-opacity="0.35"/>`;
  out += `<path d="${light}" fill="none" stroke="${lighten(tone, 0.25)}" stroke-width="1" stroke-opacity="0.3"/>`;
  // An occasional knot: a few squashed rings.
  if (s.chance(0.2)) {
    const kx = s.range(40, W - 40);
    const ky = top + height / 2 + s.range(-height / 5, height / 5);
    for (let r = 4; r < 26; r += 5) {
      out += ellipse(
        kx,
        ky,
        r * 2.6,
        r * 0.7,
        'none',
        ` stroke="${darken(tone, 0.4)}" stroke-width="1.2" stroke-opacity="0.3"`,
      );
    }
  }
  return out;
}

/** A gamchha (the checked cotton towel found in every Bangladeshi home) as tablecloth. */
function drawGamchha(s: Sketch, base: string, stripe: string, accent: string): string {
  const size = Math.round(s.range(90, 130));
  const band = size * 0.16;
  const thin = size * 0.035;
  const tile =
    `<rect width="${size}" height="${size}" fill="${base}"/>` +
    `<rect x="0" y="0" width="${n(band)}" height="${size}" fill="${stripe}" fill-opacity="0.55"/>` +
    `<rect x="0" y="0" width="${size}" height="${n(band)}" fill="${stripe}" fill-opacity="0.55"/>` +
    `<rect x="${n(band + thin * 2)}" y="0" width="${n(thin)}" height="${size}" fill="${accent}" fill-opacity="0.7"/>` +
    `<rect x="0" y="${n(band + thin * 2)}" width="${size}" height="${n(thin)}" fill="${accent}" fill-opacity="0.7"/>` +
    `<rect x="${n(size * 0.6)}" y="0" width="${n(thin)}" height="${size}" fill="${stripe}" fill-opacity="0.35"/>` +
    `<rect x="0" y="${n(size * 0.6)}" width="${size}" height="${n(thin)}" fill="${stripe}" fill-opacity="0.35"/>`;
  // Offset rather than rotate the checks: rotated patterns are very slow to rasterise in librsvg.
  const checks = s.define(
    `pattern patternUnits="userSpaceOnUse" x="${Math.round(s.range(0, size))}" y="${Math.round(s.range(0, size))}" width="${size}" height="${size}"`,
    tile,
  );
  // Woven texture: a fine grid of translucent threads.
  const weave = s.define(
    'pattern patternUnits="userSpaceOnUse" width="4" height="4"',
    '<rect width="4" height="1.2" fill="#000" fill-opacity="0.10"/><rect width="1.2" height="4" fill="#fff" fill-opacity="0.07"/>',
  );
  let out = `<rect width="${W}" height="${H}" fill="${checks}"/><rect width="${W}" height="${H}" fill="${weave}"/>`;
  // Soft folds: broad diagonal bands of light and shade.
  for (let i = 0; i < 3; i++) {
    const x = s.range(-200, W);
    const fold = s.linear(
      [stop(0, '#000000', 0), stop(0.5, s.chance(0.5) ? '#000000' : '#ffffff', 0.12), stop(1, '#000000', 0)],
      0,
    );
    out += `<rect x="${n(x)}" y="-100" width="${n(s.range(80, 180))}" height="${H + 200}" fill="${fold}" transform="rotate(${n(s.range(15, 35))} ${n(x)} 300)"/>`;
  }
  return out;
}

/** A shital pati style woven mat: alternating blocks of horizontal and vertical strips. */
function drawMat(s: Sketch): string {
  const base = s.pick(['#d2b075', '#c9a468', '#d8b883']);
  const dark = darken(base, 0.22);
  const c = 36;
  const strips = (vertical: boolean, ox: number, oy: number) => {
    let r = '';
    for (let i = 0; i < 4; i++) {
      const x = vertical ? ox + i * (c / 4) : ox;
      const y = vertical ? oy : oy + i * (c / 4);
      const w = vertical ? c / 4 - 1 : c;
      const h = vertical ? c : c / 4 - 1;
      r += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="1.5" fill="${i % 2 ? base : lighten(base, 0.12)}"/>`;
    }
    return r;
  };
  const tile = `<rect width="${c * 2}" height="${c * 2}" fill="${dark}"/>${strips(false, 0, 0)}${strips(true, c, 0)}${strips(true, 0, c)}${strips(false, c, c)}`;
  const weave = s.define(`pattern patternUnits="userSpaceOnUse" width="${c * 2}" height="${c * 2}"`, tile);
  // A red woven border band, as on many patterned mats.
  const y = s.range(30, 90);
  return `<rect width="${W}" height="${H}" fill="${weave}"/><rect x="0" y="${n(y)}" width="${W}" height="16" fill="#a8322c" fill-opacity="0.7"/><rect x="0" y="${n(y + 24)}" width="${W}" height="5" fill="#2d6b3a" fill-opacity="0.6"/>`;
}

/**
 * Light from the top-left and darkened edges tie everything together like one photograph. Linear
 * gradients only: a full-canvas radial vignette costs several times as much to rasterise.
 */
function lighting(s: Sketch): string {
  const sun = s.linear([stop(0, '#fff4da', 0.2), stop(0.45, '#ffffff', 0), stop(1, '#000000', 0.28)], 37);
  const edge = (angle: number) => s.linear([stop(0, '#000000', 0.32), stop(1, '#000000', 0)], angle);
  const band = 110;
  return (
    `<rect width="${W}" height="${H}" fill="${sun}"/>` +
    `<rect width="${band}" height="${H}" fill="${edge(0)}"/>` +
    `<rect x="${W - band}" width="${band}" height="${H}" fill="${edge(180)}"/>` +
    `<rect width="${W}" height="${band}" fill="${edge(90)}"/>` +
    `<rect y="${H - band}" width="${W}" height="${band}" fill="${edge(270)}"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Vessels
// ---------------------------------------------------------------------------------------------

/** What a vessel draws behind and in front of the food, and where the food goes. */
interface Container {
  back: string;
  inner: Spot;
  front: string;
}

type PlateLook = 'white' | 'blue-rim' | 'green-rim' | 'steel';

function drawPlate(s: Sketch, at: Spot, look: PlateLook): Container {
  const { x, y, r } = at;
  let back = softShadow(x + r * 0.07, y + r * 0.1, r * 1.1, r * 1.07, 0.6);
  if (look === 'steel') {
    back += circle(
      x,
      y,
      r,
      s.linear([stop(0, '#f4f6f8'), stop(0.45, '#a9b0b7'), stop(0.75, '#d5dade'), stop(1, '#8c939a')], 60),
    );
    back += circle(x, y, r * 0.985, 'none', ' stroke="#ffffff" stroke-width="1.5" stroke-opacity="0.6"');
    back += circle(x, y, r * 0.8, s.linear([stop(0, '#b4bbc2'), stop(0.5, '#d4d9de'), stop(1, '#e8ebee')], 45));
    // Brushed steel: faint concentric rings.
    for (let k = 0.2; k < 0.8; k += 0.09) {
      back += circle(
        x,
        y,
        r * k,
        'none',
        ` stroke="#ffffff" stroke-width="1" stroke-opacity="${n(s.range(0.08, 0.2))}"`,
      );
    }
    back += circle(x, y, r * 0.8, 'none', ' stroke="#7d848b" stroke-width="2" stroke-opacity="0.5"');
  } else {
    // Convex rim lit from the top-left, with a darker outer edge; linear gradients keep it cheap.
    back += circle(x, y, r, s.linear([stop(0, '#ffffff'), stop(0.6, '#f5f2ec'), stop(1, '#dcd6cc')], 45));
    back += circle(x, y, r - 1.5, 'none', ' stroke="#c9c2b6" stroke-width="3" stroke-opacity="0.6"');
    if (look !== 'white') {
      const band = look === 'blue-rim' ? '#2f5fa8' : '#2f8a5a';
      back += circle(x, y, r * 0.93, 'none', ` stroke="${band}" stroke-width="${n(r * 0.022)}" stroke-opacity="0.85"`);
      back += circle(x, y, r * 0.885, 'none', ` stroke="${band}" stroke-width="${n(r * 0.008)}" stroke-opacity="0.7"`);
    }
    // The step down into the well: a faint shadow ring with a highlight just inside.
    back += circle(x, y, r * 0.81, 'none', ' stroke="#000000" stroke-width="3" stroke-opacity="0.07"');
    back += circle(
      x,
      y,
      r * 0.795,
      // The well is concave: its top-left slope faces away from the light.
      s.linear([stop(0, '#eeebe4'), stop(0.5, '#fbfaf7'), stop(1, '#ffffff')], 45),
    );
  }
  // Specular arc on the rim, top-left.
  const a0 = Math.PI * 1.05;
  const a1 = Math.PI * 1.42;
  const rr = r * 0.9;
  back += `<path d="M${n(x + Math.cos(a0) * rr)} ${n(y + Math.sin(a0) * rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + Math.cos(a1) * rr)} ${n(y + Math.sin(a1) * rr)}" fill="none" stroke="#ffffff" stroke-width="${n(r * 0.04)}" stroke-linecap="round" stroke-opacity="0.8"/>`;
  return { back, inner: { x, y, r: r * 0.8 }, front: '' };
}

type BowlLook = 'white' | 'blue' | 'steel' | 'clay' | 'melamine';

/** A bowl seen from above: rim, inner wall shading (shadowed top-left, lit bottom-right). */
function drawBowl(s: Sketch, at: Spot, look: BowlLook): Container {
  const { x, y, r } = at;
  const rim: Record<BowlLook, readonly [string, string]> = {
    white: ['#ffffff', '#d6d0c6'],
    blue: ['#e9f0fa', '#3d6bb3'],
    steel: ['#f1f3f5', '#8d949b'],
    clay: ['#c8774a', '#7e3b1d'],
    melamine: ['#fff8e7', '#d4a63a'],
  };
  const [lightC, darkC] = rim[look];
  let back = softShadow(x + r * 0.1, y + r * 0.14, r * 1.12, r * 1.08, 0.6);
  back += circle(x, y, r, s.linear([stop(0, lightC), stop(0.55, mix(lightC, darkC, 0.35)), stop(1, darkC)], 55));
  if (look === 'blue') {
    back += circle(
      x,
      y,
      r * 0.95,
      'none',
      ` stroke="#2d5aa0" stroke-width="${n(r * 0.035)}" stroke-dasharray="${n(r * 0.06)} ${n(r * 0.05)}" stroke-opacity="0.8"`,
    );
  }
  if (look === 'melamine') {
    back += circle(x, y, r * 0.955, 'none', ` stroke="#c0392b" stroke-width="${n(r * 0.02)}" stroke-opacity="0.7"`);
  }
  back += circle(x, y, r * 0.99, 'none', ' stroke="#ffffff" stroke-width="1.5" stroke-opacity="0.5"');
  // Inner wall: dark on the top-left (facing away from the light), bright bottom-right.
  const wall = s.linear([stop(0, darken(darkC, 0.25)), stop(0.6, mix(lightC, darkC, 0.5)), stop(1, lightC)], 45);
  back += circle(x, y, r * 0.88, wall);
  const inner = { x: x + r * 0.015, y: y + r * 0.02, r: r * 0.8 };
  // Front: a thin contact shadow where the food meets the wall, so the food sits *in* the bowl.
  const front = circle(
    inner.x,
    inner.y,
    inner.r,
    'none',
    ` stroke="#000000" stroke-width="${n(r * 0.03)}" stroke-opacity="0.18"`,
  );
  return { back, inner, front };
}

/**
 * A piece of banana leaf on the table, as festive dishes are served: a wide cut rectangle with a
 * pale midrib near one edge and fine parallel veins. It is drawn unrotated so the veins can be a
 * cheap pattern fill (rotated patterns and clip paths are slow to rasterise).
 */
function drawLeaf(s: Sketch, at: Spot): Container {
  const { x, y, r } = at;
  const w = r * 1.22;
  const h = r * 0.98;
  // Straight long edges; the short ends torn raggedly along the veins.
  let shape = `M${n(x - w)} ${n(y - h)}L${n(x + w)} ${n(y - h)}`;
  for (let i = 1; i < 6; i++) shape += `L${n(x + w - s.range(0, 14))} ${n(y - h + (2 * h * i) / 6)}`;
  shape += `L${n(x + w)} ${n(y + h)}L${n(x - w)} ${n(y + h)}`;
  for (let i = 1; i < 6; i++) shape += `L${n(x - w + s.range(0, 14))} ${n(y + h - (2 * h * i) / 6)}`;
  shape += 'Z';
  const veins = s.define(
    'pattern patternUnits="userSpaceOnUse" width="9" height="9"',
    '<rect width="1.4" height="9" fill="#1f5a1a" fill-opacity="0.45"/><rect x="3.5" width="1" height="9" fill="#c8eca0" fill-opacity="0.4"/>',
  );
  const rib = y - h * 0.62;
  let back = softShadow(x + 12, y + 18, w * 1.08, h * 1.15, 0.5);
  back += path(shape, s.linear([stop(0, '#6cbb4a'), stop(0.45, '#3f9434'), stop(1, '#256a22')], 75));
  back += path(shape, veins);
  // A waxy sheen across the middle of the leaf, then the midrib.
  back += ellipse(x - w * 0.2, y + h * 0.05, w * 0.8, h * 0.35, '#ffffff', ' fill-opacity="0.08"');
  back += `<rect x="${n(x - w + 6)}" y="${n(rib - r * 0.025)}" width="${n(2 * w - 12)}" height="${n(r * 0.05)}" fill="#d9efb0" fill-opacity="0.85"/>`;
  back += `<rect x="${n(x - w + 6)}" y="${n(rib + r * 0.03)}" width="${n(2 * w - 12)}" height="2" fill="#2a6a20" fill-opacity="0.4"/>`;
  back += path(shape, 'none', ' stroke="#2a5e1e" stroke-width="2" stroke-opacity="0.5"');
  return { back, inner: { x, y: y + r * 0.08, r: r * 0.8 }, front: '' };
}

// ---------------------------------------------------------------------------------------------
// Foods: each draws itself into a circle (the spot) and stays roughly inside it
// ---------------------------------------------------------------------------------------------

/** Foods that need a bowl when served on a flat plate. */
function isWet(food: Food): boolean {
  switch (food.kind) {
    case 'dal':
    case 'curry':
    case 'pudding':
    case 'chira-doi':
    case 'halwa':
      return true;
    case 'vegetables':
      return !food.dry;
    default:
      return false;
  }
}

/** Sweet things never get the onion-and-chilli garnish. */
function isSweet(food: Food): boolean {
  return ['halwa', 'pudding', 'chira-doi', 'biscuits', 'banana'].includes(food.kind);
}

function drawFood(s: Sketch, food: Food, at: Spot): string {
  switch (food.kind) {
    case 'rice':
      return drawGrainMound(s, at, RICE);
    case 'polao':
      return drawPolao(s, at, food.tint, food.pieces ?? [], food.egg ?? false);
    case 'khichuri':
      return drawKhichuri(s, at, food.pieces ?? []);
    case 'dal':
      return drawDal(s, at, food.style ?? 'thin');
    case 'curry':
      return drawCurry(s, at, food.sauce, food.pieces, food.thick ?? false);
    case 'fish-fry':
      return drawFishFry(s, at, food.count ?? 2);
    case 'whole-fish':
      return drawWholeFish(s, at, food.masala ?? false);
    case 'fried-egg':
      return drawFriedEgg(s, at);
    case 'omelette':
      return drawOmelette(s, at);
    case 'boiled-egg':
      return drawBoiledEggs(s, at);
    case 'bread':
      return drawBread(s, at, food.style, food.count ?? (food.style === 'puri' ? 4 : 3));
    case 'toast':
      return drawToast(s, at);
    case 'bhorta':
      return drawBhortas(s, at, food.flavours);
    case 'shak':
      return drawShak(s, at, food.colour ?? 'green');
    case 'vegetables':
      return drawVegetables(s, at, food.dry ?? false);
    case 'alu-bhaji':
      return drawAluBhaji(s, at);
    case 'begun-bhaja':
      return drawBegunBhaja(s, at);
    case 'salad':
      return drawSalad(s, at);
    case 'noodles':
      return drawNoodles(s, at);
    case 'halwa':
      return drawHalwa(s, at, food.style ?? 'suji');
    case 'chira-doi':
      return drawChiraDoi(s, at);
    case 'pudding':
      return drawPudding(s, at, food.style);
    case 'biscuits':
      return drawBiscuits(s, at);
    case 'banana':
      return drawBanana(s, at.x, at.y, at.r * 1.9, s.range(-0.5, 0.5));
  }
}

// --- Rice family ---------------------------------------------------------------------------

interface GrainLook {
  /** Grain colours, light to dark. */
  palette: readonly string[];
  /** The fill under the grains, seen in the gaps. */
  base: string;
  /** The thin dark edge that separates neighbouring grains. */
  edge: string;
  length: number;
  width: number;
  /** Extra specks (lentils, peas, cumin) baked into the texture. */
  specks?: ReadonlyArray<readonly [colour: string, radius: number, perTile: number]>;
}

const RICE: GrainLook = {
  palette: ['#ffffff', '#fefdf9', '#f8f4ec', '#efe9dc'],
  base: '#e6dfcf',
  edge: '#cdc3ae',
  length: 12,
  width: 4.6,
};

const POLAO: Record<'white' | 'saffron' | 'tehari', GrainLook> = {
  white: {
    palette: ['#ffffff', '#fffbf2', '#fbf1dc', '#f4e6c6'],
    base: '#ead9b4',
    edge: '#cdb27e',
    length: 13,
    width: 4.2,
  },
  saffron: {
    palette: ['#fffaf0', '#fbe7b8', '#f8c74a', '#f0a02a', '#e2862a'],
    base: '#d99a45',
    edge: '#a86a22',
    length: 13,
    width: 4.2,
  },
  tehari: {
    palette: ['#fdf0c8', '#f6dc8e', '#edc765', '#dcaa45'],
    base: '#c9953a',
    edge: '#9a6a20',
    length: 11,
    width: 4,
  },
};

const KHICHURI: GrainLook = {
  palette: ['#ffe9a0', '#f8d36a', '#f0bd48', '#e2a534'],
  base: '#d8962c',
  edge: '#b87a1c',
  length: 11,
  width: 5.2,
  specks: [
    ['#e0762a', 2.6, 10], // masoor dal
    ['#78b33f', 3.4, 2], // peas
    ['#4a3520', 1.1, 6], // cumin
  ],
};

/**
 * A seamless tile of grains used as a pattern fill. Hundreds of separate grains per mound would
 * dominate the render time; a pattern tile is rasterised once and repeated. Grains that cross the
 * tile edge are drawn again on the opposite side so the seams do not show.
 */
function grainTexture(s: Sketch, look: GrainLook, size: number, count: number): string {
  const edges: string[] = [];
  const fills: string[][] = look.palette.map(() => []);
  const wrap = (v: number) => (v < look.length ? [0, size] : v > size - look.length ? [0, -size] : [0]);
  for (let i = 0; i < count; i++) {
    const x = s.rand() * size;
    const y = s.rand() * size;
    const a = s.rand() * Math.PI;
    const len = look.length * s.range(0.8, 1.15);
    const dx = (Math.cos(a) * len) / 2;
    const dy = (Math.sin(a) * len) / 2;
    const bucket = fills[Math.floor(s.rand() * fills.length)];
    for (const ox of wrap(x)) {
      for (const oy of wrap(y)) {
        const d = `M${n(x + ox - dx)} ${n(y + oy - dy)}l${n(2 * dx)} ${n(2 * dy)}`;
        edges.push(d);
        bucket?.push(d);
      }
    }
  }
  const stroke = (d: readonly string[], colour: string, width: number, shift = '') =>
    d.length === 0
      ? ''
      : `<path d="${d.join('')}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round"${shift}/>`;
  let tile = stroke(edges, look.edge, look.width + 1.6, ' transform="translate(0.6 0.9)"');
  fills.forEach((d, i) => {
    tile += stroke(d, itemAt(look.palette, i), look.width);
  });
  for (const [colour, radius, perTile] of look.specks ?? []) {
    let d = '';
    for (let i = 0; i < perTile; i++)
      d += circlePath(s.range(radius, size - radius), s.range(radius, size - radius), radius);
    tile += path(d, colour);
  }
  return s.define(`pattern patternUnits="userSpaceOnUse" width="${size}" height="${size}"`, tile);
}

/**
 * A mound of rice (or polao, or khichuri): a base shape filled with two grain textures of different
 * tile sizes (so no repeat is visible), shaded like a dome, with loose grains breaking the outline.
 */
function drawGrainMound(s: Sketch, at: Spot, look: GrainLook): string {
  const base = blobPath(s, at.x, at.y, at.r, at.r * 0.94, 0.045, 16, s.rand() * TAU);
  let out = softShadow(at.x + at.r * 0.08, at.y + at.r * 0.12, at.r * 1.08, at.r * 1.04, 0.4);
  out += path(base, look.base);
  // Tile sizes share no factor, so the combined texture repeats only every few hundred pixels.
  out += path(base, grainTexture(s, look, 101, 270));
  out += path(base, grainTexture(s, look, 59, 40));
  // Dome shading: bright crown towards the light, shadowed bottom-right flank.
  out += path(
    base,
    s.radial(
      [stop(0, '#ffffff', 0.35), stop(0.5, '#ffffff', 0), stop(0.85, '#000000', 0.05), stop(1, '#3a2a10', 0.25)],
      [0.4, 0.36],
      0.55,
    ),
  );
  // Loose grains on and just beyond the edge, so the silhouette is ragged like real rice.
  let loose = '';
  for (let i = 0; i < 46; i++) {
    const a = s.rand() * TAU;
    const d = at.r * s.range(0.86, 1.04);
    const x = at.x + Math.cos(a) * d;
    const y = at.y + Math.sin(a) * d * 0.94;
    const g = s.rand() * Math.PI;
    const len = look.length * 0.5;
    loose += `M${n(x - Math.cos(g) * len)} ${n(y - Math.sin(g) * len)}l${n(Math.cos(g) * len * 2)} ${n(Math.sin(g) * len * 2)}`;
  }
  out += `<path d="${loose}" fill="none" stroke="${look.edge}" stroke-width="${n(look.width + 1.4)}" stroke-linecap="round" transform="translate(0.6 0.9)"/>`;
  out += `<path d="${loose}" fill="none" stroke="${itemAt(look.palette, 1)}" stroke-width="${n(look.width)}" stroke-linecap="round"/>`;
  return out;
}

function drawPolao(
  s: Sketch,
  at: Spot,
  tint: 'white' | 'saffron' | 'tehari',
  pieces: readonly Piece[],
  egg: boolean,
): string {
  let out = drawGrainMound(s, at, POLAO[tint]);
  // Beresta (crisp fried onion) scattered over the top.
  out += strokesIn(s, at, 26, 10, 2.6, ['#c27a34', '#8a4a1c'], 0.8);
  if (tint === 'saffron') out += strokesIn(s, at, 12, 9, 3, ['#e8641c'], 0.8); // saffron-stained grains
  out += placePieces(s, { x: at.x, y: at.y, r: at.r * 0.62 }, pieces, at.r * 0.3, null);
  if (egg)
    out += eggHalf(
      s,
      at.x + at.r * s.range(-0.3, 0.3),
      at.y + at.r * s.range(-0.5, -0.25),
      at.r * 0.22,
      s.range(-0.6, 0.6),
    );
  if (tint !== 'white' || s.chance(0.5))
    out += greenChili(s, at.x + at.r * 0.15, at.y + at.r * 0.55, at.r * 0.55, s.range(-0.6, 0.2));
  return out;
}

function drawKhichuri(s: Sketch, at: Spot, pieces: readonly Piece[]): string {
  let out = drawGrainMound(s, at, KHICHURI);
  // A glistening spoon of ghee on top.
  out += gloss(at.x - at.r * 0.2, at.y - at.r * 0.25, at.r * 0.3, at.r * 0.12, 0.35);
  out += placePieces(s, { x: at.x, y: at.y, r: at.r * 0.55 }, pieces, at.r * 0.28, null);
  out += coriander(s, at, 5);
  if (s.chance(0.6)) out += greenChili(s, at.x - at.r * 0.45, at.y + at.r * 0.35, at.r * 0.55, s.range(-0.4, 0.4));
  return out;
}

// --- Wet foods -----------------------------------------------------------------------------

const SAUCES: Record<Sauce, readonly [light: string, mid: string, dark: string, oil: string]> = {
  red: ['#e0602e', '#b83a18', '#7e200c', '#f08a3c'],
  orange: ['#f2a04a', '#d9722a', '#a84b16', '#f7b451'],
  brown: ['#a65a2a', '#7a3a18', '#4a1e0a', '#c77a36'],
  mustard: ['#f4d35e', '#dba927', '#a97812', '#f7e08a'],
  cream: ['#fbecc8', '#efd39c', '#d4ac6a', '#f6c86a'],
  yellow: ['#f7d36a', '#e9b43a', '#c98b1e', '#fbe08c'],
  green: ['#9cc55a', '#6f9e36', '#47701e', '#c2dc7a'],
};

/** A liquid surface filling the spot: brighter centre, darker rim, floating oil. */
function sauceSurface(s: Sketch, at: Spot, sauce: Sauce, oilRing = true): string {
  const [light, mid, dark, oil] = SAUCES[sauce];
  let out = circle(at.x, at.y, at.r, s.radial([stop(0, light), stop(0.65, mid), stop(1, dark)], [0.42, 0.4]));
  if (oilRing) {
    out += circle(
      at.x,
      at.y,
      at.r * 0.93,
      'none',
      ` stroke="${oil}" stroke-width="${n(at.r * 0.08)}" stroke-opacity="0.45"`,
    );
    // Droplets of oil: little bright rings.
    let drops = '';
    for (let i = 0; i < 10; i++) {
      const [dx, dy] = inside(s, at, 0.85);
      drops += circlePath(dx, dy, s.range(1.5, at.r * 0.05));
    }
    out += path(drops, 'none', ` stroke="${lighten(oil, 0.4)}" stroke-width="1.2" stroke-opacity="0.6"`);
  }
  out += dotsIn(s, at, 24, 1.3, dark, 0.5); // ground spice
  return out;
}

function drawDal(s: Sketch, at: Spot, style: 'thin' | 'thick'): string {
  let out = sauceSurface(s, at, style === 'thin' ? 'yellow' : 'orange', style === 'thin');
  // Gentle swirls where the ladle went through.
  let swirl = '';
  for (let i = 0; i < 3; i++) {
    const rr = at.r * s.range(0.3, 0.7);
    const a = s.rand() * TAU;
    swirl += `M${n(at.x + Math.cos(a) * rr)} ${n(at.y + Math.sin(a) * rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(at.x + Math.cos(a + 1.2) * rr)} ${n(at.y + Math.sin(a + 1.2) * rr)}`;
  }
  out += path(
    swirl,
    'none',
    ` stroke="#fff3c4" stroke-width="${n(at.r * 0.04)}" stroke-linecap="round" stroke-opacity="0.5"`,
  );
  // Tadka: fried garlic slivers, a dried red chilli, cumin, coriander.
  out += strokesIn(s, at, 10, at.r * 0.1, at.r * 0.045, ['#c98a3a', '#8a5220'], 0.7);
  out += dotsIn(s, at, 16, 1.4, '#3d2a16', 0.8, 0.7);
  out += redChili(s, at.x + at.r * s.range(-0.3, 0.3), at.y + at.r * s.range(-0.3, 0.3), at.r * 0.45, s.rand() * TAU);
  out += coriander(s, at, 5);
  return out;
}

function drawCurry(s: Sketch, at: Spot, sauce: Sauce, pieces: readonly Piece[], thick: boolean): string {
  let out = sauceSurface(s, at, sauce);
  if (thick) out += dotsIn(s, at, 60, 2.4, SAUCES[sauce][2], 0.45); // clinging masala
  const size = at.r * (pieces.length <= 1 ? 0.6 : pieces.length <= 2 ? 0.48 : pieces.length <= 4 ? 0.4 : 0.33);
  out += placePieces(s, { x: at.x, y: at.y, r: at.r * (pieces.length <= 2 ? 0.42 : 0.52) }, pieces, size, sauce);
  out += coriander(s, at, 7);
  if (s.chance(0.6))
    out += greenChili(
      s,
      at.x + at.r * s.range(-0.4, 0.4),
      at.y + at.r * s.range(-0.5, 0.5),
      at.r * 0.45,
      s.rand() * TAU,
    );
  return out;
}

/** Chira (flattened rice) on doi (yoghurt), with banana and a drizzle of gur. */
function drawChiraDoi(s: Sketch, at: Spot): string {
  let out = circle(
    at.x,
    at.y,
    at.r,
    s.radial([stop(0, '#ffffff'), stop(0.7, '#f7f3ea'), stop(1, '#e2dac8')], [0.4, 0.4]),
  );
  let flakes = '';
  let shadows = '';
  for (let i = 0; i < 34; i++) {
    const [x, y] = inside(s, at, 0.85);
    const size = s.range(at.r * 0.07, at.r * 0.12);
    flakes += blobPath(s, x, y, size, size * 0.6, 0.3, 6, s.rand() * TAU);
    shadows += blobPath(s, x + 1.5, y + 2, size, size * 0.6, 0.3, 6, s.rand() * TAU);
  }
  out += path(shadows, '#b8a988', ' fill-opacity="0.35"');
  out += path(flakes, s.radial([stop(0, '#fbf3df'), stop(1, '#e3cf9f')]));
  for (let i = 0; i < 5; i++) {
    const [x, y] = inside(s, at, 0.6);
    out += bananaSlice(s, x, y, at.r * 0.15);
  }
  // Gur (date-palm molasses): a thin, lazy drizzle and a little pool where it landed first.
  const drizzle = wander(s, { ...at, r: at.r * 0.7 }, 5, at.r * 0.3);
  out += `<path d="${drizzle}" fill="none" stroke="#7a3f12" stroke-width="${n(at.r * 0.035)}" stroke-linecap="round" stroke-opacity="0.8"/>`;
  const [px, py] = inside(s, at, 0.4);
  out += path(blobPath(s, px, py, at.r * 0.12, at.r * 0.09, 0.2, 7), '#8a4a16', ' fill-opacity="0.85"');
  out += gloss(px - at.r * 0.03, py - at.r * 0.03, at.r * 0.04, at.r * 0.02, 0.6);
  return out;
}

function drawPudding(s: Sketch, at: Spot, style: 'suji' | 'payesh' | 'semai' | 'firni'): string {
  const colours: Record<typeof style, readonly [string, string]> = {
    suji: ['#fbe7b0', '#e9c677'],
    payesh: ['#fdf6e4', '#eedcb6'],
    semai: ['#fdf3dc', '#ebd2a0'],
    firni: ['#fffaf0', '#efe3c8'],
  };
  const [light, dark] = colours[style];
  let out = circle(
    at.x,
    at.y,
    at.r,
    s.radial([stop(0, light), stop(0.75, mix(light, dark, 0.5)), stop(1, dark)], [0.4, 0.38]),
  );
  if (style === 'suji') out += dotsIn(s, at, 160, 1.7, '#d9a94f', 0.55) + dotsIn(s, at, 60, 1.5, '#fff8e0', 0.8);
  if (style === 'payesh') out += strokesIn(s, at, 90, 8, 3.4, ['#fffdf8', '#efe2c4'], 0.85);
  if (style === 'semai') out += semaiStrands(s, at);
  if (style === 'firni') {
    // Saffron threads and a dusting of cardamom on the set surface.
    out += strokesIn(s, at, 10, at.r * 0.08, 1.4, ['#e0661c', '#c8401a'], 0.6);
    out += dotsIn(s, at, 40, 1, '#8a7a5a', 0.5);
  }
  // The skin of a milk pudding catches the light in a soft ring.
  out += circle(
    at.x,
    at.y,
    at.r * 0.9,
    'none',
    ` stroke="#ffffff" stroke-width="${n(at.r * 0.06)}" stroke-opacity="0.25"`,
  );
  // Raisins, cashews and slivered pistachio.
  out += dotsIn(s, at, 9, at.r * 0.055, '#6b2e2a', 1, 0.7);
  for (let i = 0; i < 5; i++) {
    const [x, y] = inside(s, at, 0.6);
    out += cashew(s, x, y, at.r * 0.12);
  }
  out += strokesIn(s, at, 16, at.r * 0.09, 3, ['#a8d070', '#6f9e45'], 0.55);
  return out;
}

function semaiStrands(s: Sketch, at: Spot): string {
  let d = '';
  for (let i = 0; i < 60; i++) {
    const [x, y] = inside(s, at, 0.85);
    const a = s.rand() * TAU;
    const len = at.r * s.range(0.15, 0.4);
    d += `M${n(x)} ${n(y)}q${n(Math.cos(a + 0.8) * len * 0.5)} ${n(Math.sin(a + 0.8) * len * 0.5)} ${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`;
  }
  // Roasted vermicelli: a darker underside under each golden strand.
  return (
    `<path d="${d}" fill="none" stroke="#9a6424" stroke-width="3.2" stroke-linecap="round" stroke-opacity="0.6" transform="translate(0.8 1.2)"/>` +
    `<path d="${d}" fill="none" stroke="#dca85a" stroke-width="2.2" stroke-linecap="round"/>`
  );
}

// --- Pieces --------------------------------------------------------------------------------

/**
 * Spread pieces over a circle: one ring, plus a centre piece when crowded. Drawn top to bottom so
 * lower pieces overlap higher ones, as they would seen from a slight angle.
 */
function placePieces(s: Sketch, area: Spot, pieces: readonly Piece[], size: number, sauce: Sauce | null): string {
  const count = pieces.length;
  if (count === 0) return '';
  const spots: Array<{ x: number; y: number; piece: Piece }> = [];
  const ringCount = count >= 6 ? count - 1 : count;
  const start = s.rand() * TAU;
  pieces.forEach((piece, i) => {
    if (count === 1 || (count >= 6 && i === count - 1)) {
      spots.push({
        x: area.x + s.range(-4, 4),
        y: area.y + s.range(-4, 4),
        piece,
      });
      return;
    }
    const a = start + (i / ringCount) * TAU + s.range(-0.2, 0.2);
    const d = area.r * s.range(0.72, 0.95);
    spots.push({
      x: area.x + Math.cos(a) * d,
      y: area.y + Math.sin(a) * d,
      piece,
    });
  });
  spots.sort((p, q) => p.y - q.y);
  return spots.map((p) => drawPiece(s, p.piece, p.x, p.y, size * s.range(0.88, 1.1), sauce)).join('');
}

function drawPiece(s: Sketch, piece: Piece, x: number, y: number, size: number, sauce: Sauce | null): string {
  const rot = s.rand() * TAU;
  switch (piece) {
    case 'chicken':
      return meatChunk(s, x, y, size, rot, CHICKEN, sauce);
    case 'beef':
      return meatChunk(s, x, y, size * 0.85, rot, BEEF, sauce);
    case 'mutton':
      return meatChunk(s, x, y, size * 0.92, rot, MUTTON, sauce);
    case 'potato':
      return potato(s, x, y, size * 0.8, rot, sauce);
    case 'rui':
      return fishSteak(s, x, y, size * 1.1, rot, 'rui', sauce);
    case 'ilish':
      return fishSteak(s, x, y, size * 1.1, rot, 'ilish', sauce);
    case 'prawn':
      return prawn(s, x, y, size * 1.25, rot);
    case 'egg':
      // On rice a whole egg disappears into the yellow; a cut one shows its yolk.
      return sauce && s.chance(0.35) ? wholeEgg(s, x, y, size * 0.75, rot) : eggHalf(s, x, y, size * 0.75, rot);
    case 'chickpea':
      return chickpeas(s, x, y, size);
    case 'drumstick':
      return drumstick(s, x - size * 0.25, y, size * 1.2, rot * 0.3 - 0.3);
    case 'cauliflower':
      return floret(s, x, y, size * 0.7, '#f3e3b5');
    case 'tomato':
      return blobAndGloss(s, x, y, size * 0.6, rot, ['#ef6a4a', '#d43c24', '#9a2412']);
  }
}

/** How much a piece is stained by the gravy it sits in. */
function stain(sauce: Sauce | null, colour: string): string {
  return sauce ? mix(colour, SAUCES[sauce][1], 0.3) : colour;
}

interface MeatLook {
  colours: readonly [light: string, mid: string, dark: string];
  /** Colour of the masala that clings in patches. */
  masala: string;
  /** Crisp or glazed patches catching the light. */
  crust: string;
  /** How irregular the outline is, and with how many corners. */
  wobble: number;
  corners: number;
  boneChance: number;
  fat: boolean;
  fibres: boolean;
}

const CHICKEN: MeatLook = {
  colours: ['#f2a35a', '#c0621f', '#74290b'],
  masala: '#8a2c0a',
  crust: '#ffc27a',
  wobble: 0.2,
  corners: 10,
  boneChance: 0.45,
  fat: false,
  fibres: false,
};
const BEEF: MeatLook = {
  colours: ['#a8512a', '#6e2a10', '#3a1205'],
  masala: '#2e0e04',
  crust: '#c8703a',
  wobble: 0.3,
  corners: 7,
  boneChance: 0,
  fat: false,
  fibres: true,
};
const MUTTON: MeatLook = {
  colours: ['#b8653a', '#803818', '#461a08'],
  masala: '#3a1206',
  crust: '#d88a50',
  wobble: 0.26,
  corners: 8,
  boneChance: 0.35,
  fat: true,
  fibres: true,
};

/** A piece of bone-in or boneless meat coated in masala. */
function meatChunk(
  s: Sketch,
  x: number,
  y: number,
  size: number,
  rot: number,
  look: MeatLook,
  sauce: Sauce | null,
): string {
  const [light, mid, dark] = look.colours;
  const rx = size;
  const ry = size * 0.74;
  let out = path(
    blobPath(s, x + size * 0.12, y + size * 0.18, rx, ry, look.wobble, look.corners, rot),
    '#000000',
    ' fill-opacity="0.3"',
  );
  if (s.chance(look.boneChance)) {
    // A bone end poking out of the piece.
    const bx = x + Math.cos(rot) * size * 0.95;
    const by = y + Math.sin(rot) * size * 0.95;
    out += `<path d="M${n(x)} ${n(y)}L${n(bx)} ${n(by)}" stroke="#e9dcc0" stroke-width="${n(size * 0.26)}" stroke-linecap="round"/>`;
    out += circle(bx, by, size * 0.17, '#f4ead6', ' stroke="#cbb893" stroke-width="1"');
  }
  const shape = blobPath(s, x, y, rx, ry, look.wobble, look.corners, rot);
  out += path(
    shape,
    s.radial([stop(0, stain(sauce, light)), stop(0.55, stain(sauce, mid)), stop(1, dark)], [0.38, 0.32]),
  );
  const area = { x, y, r: size * 0.72 };
  out += blisters(s, area, 6, size * 0.2, look.masala, 0.4);
  out += blisters(s, { x: x - size * 0.15, y: y - size * 0.15, r: size * 0.5 }, 3, size * 0.16, look.crust, 0.45);
  if (look.fibres) {
    let fibres = '';
    for (let i = 0; i < 4; i++) {
      const off = (i - 1.5) * size * 0.18;
      const cx = x - Math.sin(rot) * off;
      const cy = y + Math.cos(rot) * off;
      const len = size * s.range(0.3, 0.55);
      fibres += `M${n(cx - Math.cos(rot) * len)} ${n(cy - Math.sin(rot) * len)}l${n(Math.cos(rot) * len * 2)} ${n(Math.sin(rot) * len * 2)}`;
    }
    out += path(
      fibres,
      'none',
      ` stroke="${look.masala}" stroke-width="1.6" stroke-linecap="round" stroke-opacity="0.35"`,
    );
  }
  if (look.fat)
    out += ellipse(
      x + size * 0.35,
      y - size * 0.3,
      size * 0.3,
      size * 0.12,
      '#f2d7b0',
      ` fill-opacity="0.55" transform="rotate(${n((rot * 180) / Math.PI)} ${n(x)} ${n(y)})"`,
    );
  out += dotsIn(s, area, 8, size * 0.045, darken(dark, 0.2), 0.6);
  out += gloss(x - size * 0.3, y - size * 0.28, size * 0.3, size * 0.1, 0.5);
  out += gloss(x + size * 0.2, y - size * 0.1, size * 0.1, size * 0.05, 0.4);
  return out;
}

function blobAndGloss(
  s: Sketch,
  x: number,
  y: number,
  size: number,
  rot: number,
  [light, mid, dark]: readonly [string, string, string],
): string {
  let out = path(
    blobPath(s, x + size * 0.1, y + size * 0.15, size, size * 0.85, 0.1, 7, rot),
    '#000000',
    ' fill-opacity="0.25"',
  );
  out += path(
    blobPath(s, x, y, size, size * 0.85, 0.1, 7, rot),
    s.radial([stop(0, light), stop(0.6, mid), stop(1, dark)], [0.35, 0.3]),
  );
  out += gloss(x - size * 0.3, y - size * 0.35, size * 0.3, size * 0.14, 0.5);
  return out;
}

function potato(s: Sketch, x: number, y: number, size: number, rot: number, sauce: Sauce | null): string {
  return blobAndGloss(s, x, y, size, rot, [stain(sauce, '#f7d27a'), stain(sauce, '#e5a23c'), '#a8651c']);
}

/**
 * A steak of rui or ilish as cut across the fish: skin along the rounded back, the notch of the
 * belly cavity below, the small pale ring of the backbone and the muscle rings around it.
 */
function fishSteak(
  s: Sketch,
  x: number,
  y: number,
  size: number,
  rot: number,
  fish: 'rui' | 'ilish',
  sauce: Sauce | null,
  fried = false,
): string {
  const deg = (rot * 180) / Math.PI;
  const w = size;
  const outline =
    `M${n(-w * 0.75)} ${n(w * 0.45)}C${n(-w * 1.1)} ${n(-w * 0.2)} ${n(-w * 0.6)} ${n(-w * 0.72)} 0 ${n(-w * 0.72)}` +
    `C${n(w * 0.6)} ${n(-w * 0.72)} ${n(w * 1.1)} ${n(-w * 0.2)} ${n(w * 0.75)} ${n(w * 0.45)}` +
    `Q${n(w * 0.4)} ${n(w * 0.64)} ${n(w * 0.14)} ${n(w * 0.5)}L0 ${n(w * 0.2)}L${n(-w * 0.14)} ${n(w * 0.5)}` +
    `Q${n(-w * 0.4)} ${n(w * 0.64)} ${n(-w * 0.75)} ${n(w * 0.45)}Z`;
  const back =
    `M${n(-w * 0.78)} ${n(w * 0.3)}C${n(-w * 1.02)} ${n(-w * 0.2)} ${n(-w * 0.55)} ${n(-w * 0.66)} 0 ${n(-w * 0.66)}` +
    `C${n(w * 0.55)} ${n(-w * 0.66)} ${n(w * 1.02)} ${n(-w * 0.2)} ${n(w * 0.78)} ${n(w * 0.3)}`;
  const flesh: readonly [string, string, string] = fried
    ? ['#f8c868', '#e2902e', '#a85214']
    : fish === 'rui'
      ? ['#f8e2bc', '#eab884', '#bf7f46']
      : ['#f6d8bc', '#e0a886', '#aa6c4c'];
  const skin = fried ? '#5a2e12' : fish === 'rui' ? '#5a4a3a' : '#b4bcc3';
  let body = `<path d="${outline}" fill="#000" fill-opacity="0.3" transform="translate(${n(w * 0.1)} ${n(w * 0.14)})"/>`;
  body += path(
    outline,
    s.radial([stop(0, stain(sauce, flesh[0])), stop(0.6, stain(sauce, flesh[1])), stop(1, flesh[2])], [0.45, 0.35]),
  );
  body += `<path d="${back}" fill="none" stroke="${skin}" stroke-width="${n(w * 0.11)}" stroke-linecap="round"/>`;
  if (fish === 'ilish' && !fried) {
    body += `<path d="${back}" fill="none" stroke="#f4f7f9" stroke-width="${n(w * 0.035)}" stroke-linecap="round" stroke-opacity="0.9"/>`;
  }
  // Muscle rings around the backbone, open towards the belly.
  const bx = 0;
  const by = -w * 0.22;
  let rings = '';
  for (const k of [0.22, 0.38, 0.54]) {
    const r = w * k;
    rings += `M${n(bx - r)} ${n(by + r * 0.5)}A${n(r)} ${n(r)} 0 1 1 ${n(bx + r)} ${n(by + r * 0.5)}`;
  }
  body += path(
    rings,
    'none',
    ` stroke="${darken(flesh[2], 0.1)}" stroke-width="${n(Math.max(1.3, w * 0.035))}" stroke-opacity="0.45"`,
  );
  body += `<path d="M${n(bx)} ${n(by)}L0 ${n(w * 0.2)}" stroke="${darken(flesh[2], 0.2)}" stroke-width="${n(Math.max(1.2, w * 0.03))}" stroke-opacity="0.5"/>`;
  body += circle(bx, by, w * 0.085, lighten(flesh[0], 0.5), ` stroke="${darken(flesh[2], 0.15)}" stroke-width="1.2"`);
  if (fried) {
    body += blisters(s, { x: 0, y: -w * 0.1, r: w * 0.65 }, 10, w * 0.12, '#9a420e', 0.4);
    body += dotsIn(s, { x: 0, y: -w * 0.1, r: w * 0.65 }, 16, w * 0.035, '#6a1e06', 0.55);
  }
  body += gloss(-w * 0.35, -w * 0.3, w * 0.28, w * 0.07, 0.45, -20);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})">${body}</g>`;
}

/** A whole fried fish, head to the right: body, tail, fins, gill, eye and the scored cuts. */
function wholeFish(s: Sketch, x: number, y: number, length: number, rot: number, masala: boolean): string {
  const deg = (rot * 180) / Math.PI;
  const l = length;
  const bodyPath =
    `M${n(l * 0.5)} 0C${n(l * 0.44)} ${n(-l * 0.2)} ${n(l * 0.05)} ${n(-l * 0.28)} ${n(-l * 0.3)} ${n(-l * 0.1)}` +
    `L${n(-l * 0.37)} ${n(-l * 0.04)}L${n(-l * 0.37)} ${n(l * 0.04)}L${n(-l * 0.3)} ${n(l * 0.1)}` +
    `C${n(l * 0.05)} ${n(l * 0.28)} ${n(l * 0.44)} ${n(l * 0.2)} ${n(l * 0.5)} 0Z`;
  const tail = `M${n(-l * 0.34)} 0L${n(-l * 0.54)} ${n(-l * 0.19)}Q${n(-l * 0.47)} 0 ${n(-l * 0.54)} ${n(l * 0.19)}Z`;
  const dorsal = `M${n(l * 0.18)} ${n(-l * 0.2)}Q${n(-l * 0.02)} ${n(-l * 0.34)} ${n(-l * 0.26)} ${n(-l * 0.12)}Z`;
  const belly = `M${n(l * 0.1)} ${n(l * 0.2)}Q${n(-l * 0.02)} ${n(l * 0.3)} ${n(-l * 0.16)} ${n(l * 0.16)}Z`;
  const fin = masala ? '#8a3a12' : '#9a5a22';
  let body = `<g fill-opacity="0.3" stroke-opacity="0.3" transform="translate(${n(l * 0.04)} ${n(l * 0.06)})"><path d="${bodyPath}"/><path d="${tail}"/></g>`;
  body += path(tail, fin, ' fill-opacity="0.9"');
  body += path(dorsal, fin, ' fill-opacity="0.85"');
  body += path(belly, fin, ' fill-opacity="0.8"');
  const coat: readonly [string, string, string] = masala
    ? ['#e8823a', '#c0501c', '#7a2a0c']
    : ['#f6c870', '#dc9032', '#9a5216'];
  body += path(bodyPath, s.linear([stop(0, coat[2]), stop(0.35, coat[1]), stop(0.75, coat[0]), stop(1, coat[1])], 90));
  // Scored cuts: a dark slit with a lighter lip, so they read as cut into the crust.
  let cuts = '';
  for (const cx of [0.16, 0.0, -0.16]) {
    cuts += `M${n(l * (cx + 0.04))} ${n(-l * 0.15)}L${n(l * (cx - 0.03))} ${n(l * 0.14)}`;
  }
  body += path(
    cuts,
    'none',
    ` stroke="${darken(coat[2], 0.3)}" stroke-width="${n(l * 0.025)}" stroke-linecap="round" stroke-opacity="0.8"`,
  );
  body += `<path d="${cuts}" fill="none" stroke="${lighten(coat[0], 0.4)}" stroke-width="${n(l * 0.01)}" stroke-linecap="round" stroke-opacity="0.7" transform="translate(${n(l * 0.015)} 0)"/>`;
  body += blisters(s, { x: 0, y: 0, r: l * 0.22 }, 10, l * 0.03, darken(coat[2], 0.2), 0.45);
  body += `<path d="M${n(l * 0.31)} ${n(-l * 0.17)}Q${n(l * 0.24)} 0 ${n(l * 0.31)} ${n(l * 0.17)}" fill="none" stroke="${darken(coat[2], 0.2)}" stroke-width="${n(l * 0.014)}" stroke-opacity="0.7"/>`;
  body += circle(l * 0.4, -l * 0.05, l * 0.038, '#f4ead8', ` stroke="${coat[2]}" stroke-width="1"`);
  body += circle(l * 0.405, -l * 0.052, l * 0.016, '#2a1a10');
  if (masala) body += onionBits(s, { x: 0, y: 0, r: l * 0.2 }, 6) + coriander(s, { x: 0, y: 0, r: l * 0.22 }, 5);
  body += gloss(l * 0.05, -l * 0.12, l * 0.2, l * 0.025, 0.5, -4);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})">${body}</g>`;
}

function prawn(s: Sketch, x: number, y: number, size: number, rot: number): string {
  const deg = (rot * 180) / Math.PI;
  const r = size * 0.55;
  const w = size * 0.48;
  // A thick "C": the curled body, its shell segments, then a tail fan at the narrow end.
  const arc = `M${n(r)} 0A${n(r)} ${n(r)} 0 1 1 ${n(-r * 0.7)} ${n(-r * 0.7)}`;
  let body = `<path d="${arc}" fill="none" stroke="#000" stroke-width="${n(w)}" stroke-linecap="round" stroke-opacity="0.25" transform="translate(3 4)"/>`;
  body += `<path d="${arc}" fill="none" stroke="${s.vary('#f07a3a')}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
  body += `<path d="${arc}" fill="none" stroke="#ffc08a" stroke-width="${n(w * 0.3)}" stroke-linecap="round" stroke-opacity="0.6" transform="translate(-1 -2)"/>`;
  let seg = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 1.6 - 0.1;
    const cx = Math.cos(a) * r;
    const cy = Math.sin(a) * r;
    seg += `M${n(cx * (1 - w / (2 * r)))} ${n(cy * (1 - w / (2 * r)))}L${n(cx * (1 + w / (2 * r)))} ${n(cy * (1 + w / (2 * r)))}`;
  }
  body += path(seg, 'none', ' stroke="#c2461c" stroke-width="1.5" stroke-opacity="0.6"');
  body += path(
    `M${n(-r * 0.7)} ${n(-r * 0.7)}l${n(-r * 0.5)} ${n(-r * 0.1)}l${n(r * 0.25)} ${n(-r * 0.45)}Z`,
    '#d4441c',
  );
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})">${body}</g>`;
}

function wholeEgg(s: Sketch, x: number, y: number, size: number, rot: number): string {
  const deg = (rot * 180) / Math.PI;
  let out = ellipse(
    x + size * 0.12,
    y + size * 0.18,
    size * 1.05,
    size * 0.8,
    '#000000',
    ` fill-opacity="0.25" transform="rotate(${n(deg)} ${n(x)} ${n(y)})"`,
  );
  out += ellipse(
    x,
    y,
    size,
    size * 0.76,
    s.radial([stop(0, '#f7d9a6'), stop(0.6, '#e2a45c'), stop(1, '#b06a28')], [0.35, 0.3]),
    ` transform="rotate(${n(deg)} ${n(x)} ${n(y)})"`,
  );
  out += gloss(x - size * 0.3, y - size * 0.3, size * 0.3, size * 0.13, 0.55);
  return out;
}

/** A boiled egg cut in half: white oval with a round yolk. */
function eggHalf(s: Sketch, x: number, y: number, size: number, rot: number): string {
  const deg = (rot * 180) / Math.PI;
  let out = ellipse(
    x + size * 0.1,
    y + size * 0.15,
    size * 1.05,
    size * 0.8,
    '#000000',
    ` fill-opacity="0.22" transform="rotate(${n(deg)} ${n(x)} ${n(y)})"`,
  );
  out += ellipse(
    x,
    y,
    size,
    size * 0.76,
    s.radial([stop(0, '#ffffff'), stop(0.8, '#f8f3e8'), stop(1, '#ddd2bc')], [0.4, 0.35]),
    ` transform="rotate(${n(deg)} ${n(x)} ${n(y)})"`,
  );
  out += circle(
    x + Math.cos(rot) * size * 0.08,
    y + Math.sin(rot) * size * 0.08,
    size * 0.45,
    s.radial([stop(0, '#ffd75a'), stop(0.7, '#f4b41a'), stop(1, '#d9901a')], [0.4, 0.4]),
  );
  return out;
}

function chickpeas(s: Sketch, x: number, y: number, size: number): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const px = x + s.range(-size, size) * 0.7;
    const py = y + s.range(-size, size) * 0.7;
    const r = size * s.range(0.22, 0.3);
    out += circle(px + 1.5, py + 2, r, '#000000', ' fill-opacity="0.25"');
    out += circle(px, py, r, s.radial([stop(0, '#f5dca8'), stop(0.7, '#d9aa62'), stop(1, '#9e6a2c')], [0.35, 0.3]));
  }
  return out;
}

/** A roast chicken leg: a glazed, blistered bulb of meat and the bare bone with its knuckle. */
function drumstick(s: Sketch, x: number, y: number, size: number, rot: number): string {
  const deg = (rot * 180) / Math.PI;
  const z = size;
  const meat = `M${n(-z)} 0C${n(-z)} ${n(-z * 0.78)} ${n(z * 0.2)} ${n(-z * 0.8)} ${n(z * 0.62)} ${n(-z * 0.2)}Q${n(z * 0.72)} 0 ${n(z * 0.62)} ${n(z * 0.2)}C${n(z * 0.2)} ${n(z * 0.8)} ${n(-z)} ${n(z * 0.78)} ${n(-z)} 0Z`;
  let body = `<g fill-opacity="0.4" stroke-opacity="0.4" transform="translate(${n(z * 0.12)} ${n(z * 0.18)})"><path d="${meat}"/><path d="M${n(z * 0.5)} 0L${n(z * 1.3)} 0" stroke="#000" stroke-width="${n(z * 0.24)}" stroke-linecap="round"/></g>`;
  body += `<path d="M${n(z * 0.5)} 0L${n(z * 1.28)} 0" stroke="#eadcc0" stroke-width="${n(z * 0.22)}" stroke-linecap="round"/>`;
  body += circle(z * 1.34, -z * 0.1, z * 0.15, '#f4ead6', ' stroke="#cdb892" stroke-width="1"');
  body += circle(z * 1.34, z * 0.11, z * 0.15, '#efe2c8', ' stroke="#cdb892" stroke-width="1"');
  // Darker than any gravy so the leg stands out of it.
  body += path(meat, s.radial([stop(0, '#c4622a'), stop(0.45, '#862e0c'), stop(1, '#3e1204')], [0.4, 0.3]));
  body += blisters(s, { x: -z * 0.2, y: 0, r: z * 0.65 }, 8, z * 0.14, '#6e2208', 0.45);
  body += blisters(s, { x: -z * 0.3, y: -z * 0.2, r: z * 0.4 }, 4, z * 0.1, '#ffb070', 0.4);
  body += dotsIn(s, { x: -z * 0.2, y: 0, r: z * 0.6 }, 10, z * 0.04, '#3a0e04', 0.5);
  body += gloss(-z * 0.3, -z * 0.38, z * 0.45, z * 0.1, 0.6, -5);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})">${body}</g>`;
}

function floret(s: Sketch, x: number, y: number, size: number, colour: string): string {
  let out = circle(x + size * 0.15, y + size * 0.2, size, '#000000', ' fill-opacity="0.2"');
  let bumps = '';
  for (let i = 0; i < 7; i++) {
    const [bx, by] = inside(s, { x, y, r: size * 0.6 }, 1);
    bumps += circlePath(bx, by, size * 0.45);
  }
  out += path(bumps, s.radial([stop(0, lighten(colour, 0.4)), stop(1, darken(colour, 0.15))], [0.35, 0.3]));
  return out;
}

// --- Fried things, eggs, breads -------------------------------------------------------------

function drawFishFry(s: Sketch, at: Spot, count: number): string {
  let out = '';
  const size = at.r * (count === 1 ? 0.78 : 0.6);
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + (i / count) * TAU + s.range(-0.3, 0.3);
    const d = count === 1 ? 0 : at.r * 0.42;
    out += fishSteak(s, at.x + Math.cos(a) * d, at.y + Math.sin(a) * d, size, s.range(-0.6, 0.6), 'rui', null, true);
  }
  out += lemonSlice(s, at.x + at.r * 0.6, at.y + at.r * 0.5, at.r * 0.3, s.range(-0.5, 0.5));
  return out;
}

function drawWholeFish(s: Sketch, at: Spot, masala: boolean): string {
  let out = '';
  if (masala) {
    // Bhuna masala pooled under the fish.
    out += path(blobPath(s, at.x, at.y, at.r * 1.0, at.r * 0.7, 0.15, 10), SAUCES.red[1], ' fill-opacity="0.9"');
    out += dotsIn(s, { ...at, r: at.r * 0.8 }, 40, 2.2, SAUCES.red[2], 0.5);
  }
  out += wholeFish(s, at.x, at.y, at.r * 2, s.range(-0.25, 0.25) + (s.chance(0.5) ? Math.PI : 0), masala);
  if (masala) out += greenChili(s, at.x - at.r * 0.2, at.y + at.r * 0.45, at.r * 0.6, s.range(-0.3, 0.3));
  else out += lemonSlice(s, at.x + at.r * 0.5, at.y + at.r * 0.5, at.r * 0.26, s.range(-0.5, 0.5));
  return out;
}

function drawFriedEgg(s: Sketch, at: Spot): string {
  const r = at.r * 0.9;
  // Egg white: a wobbly puddle with browned, crisp lace at the edge.
  let out = path(blobPath(s, at.x + r * 0.06, at.y + r * 0.08, r, r * 0.9, 0.16, 12), '#000000', ' fill-opacity="0.2"');
  out += path(
    blobPath(s, at.x, at.y, r, r * 0.9, 0.16, 12),
    s.radial([stop(0, '#ffffff'), stop(0.7, '#fbf7ee'), stop(0.9, '#eed9b0'), stop(1, '#c8904a')], [0.45, 0.45]),
  );
  const yx = at.x + s.range(-0.15, 0.15) * r;
  const yy = at.y + s.range(-0.15, 0.15) * r;
  out += circle(yx + 3, yy + 4, r * 0.34, '#000000', ' fill-opacity="0.18"');
  out += circle(
    yx,
    yy,
    r * 0.33,
    s.radial([stop(0, '#ffd24a'), stop(0.6, '#f6a91a'), stop(1, '#dc7f0e')], [0.38, 0.35]),
  );
  out += gloss(yx - r * 0.1, yy - r * 0.12, r * 0.1, r * 0.05, 0.75);
  out += dotsIn(s, { x: at.x, y: at.y, r }, 14, 1.3, '#2b2b2b', 0.7); // black pepper
  out += dotsIn(s, { x: at.x, y: at.y, r }, 8, 1.6, '#c0392b', 0.7); // chilli flakes
  return out;
}

/** Dim bhaji: a Bangladeshi omelette with onion, green chilli and coriander. */
function drawOmelette(s: Sketch, at: Spot): string {
  const r = at.r * 0.92;
  let out = path(
    blobPath(s, at.x + r * 0.06, at.y + r * 0.09, r, r * 0.92, 0.08, 12),
    '#000000',
    ' fill-opacity="0.22"',
  );
  out += path(
    blobPath(s, at.x, at.y, r, r * 0.92, 0.08, 12),
    s.radial([stop(0, '#ffe07a'), stop(0.7, '#f5c343'), stop(1, '#c98a2a')], [0.4, 0.4]),
  );
  // Browned patches from the pan.
  let patches = '';
  for (let i = 0; i < 9; i++) {
    const [x, y] = inside(s, { x: at.x, y: at.y, r }, 0.75);
    patches += blobPath(s, x, y, r * s.range(0.08, 0.2), r * s.range(0.06, 0.14), 0.3, 6, s.rand() * TAU);
  }
  out += path(patches, '#c07a2a', ' fill-opacity="0.35"');
  out += onionBits(s, { x: at.x, y: at.y, r: r * 0.8 }, 10);
  out += chiliRings(s, { x: at.x, y: at.y, r: r * 0.75 }, 6);
  out += coriander(s, { x: at.x, y: at.y, r: r * 0.8 }, 6);
  return out;
}

function drawBoiledEggs(s: Sketch, at: Spot): string {
  const size = at.r * 0.62;
  return (
    eggHalf(s, at.x - size * 0.7, at.y + s.range(-4, 4), size, s.range(-0.4, 0.4)) +
    eggHalf(s, at.x + size * 0.8, at.y + s.range(-6, 6), size, s.range(-0.4, 0.4)) +
    dotsIn(s, at, 6, 1.2, '#2b2b2b', 0.7, 0.6)
  );
}

/** Parathas, rutis or puris fanned out so each disc shows. */
function drawBread(s: Sketch, at: Spot, style: 'paratha' | 'ruti' | 'puri', count: number): string {
  const size = at.r * (style === 'puri' ? 0.55 : 0.78);
  const spread = style === 'puri' ? at.r * 0.45 : at.r * 0.28;
  const start = s.rand() * TAU;
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = start + (i / count) * TAU;
    const k = count === 1 ? 0 : 1;
    out += breadDisc(
      s,
      at.x + Math.cos(a) * spread * k,
      at.y + Math.sin(a) * spread * k,
      size * s.range(0.94, 1.04),
      style,
    );
  }
  return out;
}

function breadDisc(s: Sketch, x: number, y: number, r: number, style: 'paratha' | 'ruti' | 'puri'): string {
  const looks = {
    paratha: ['#f9d58a', '#e7a550', '#b8682a'],
    ruti: ['#f6e3b8', '#e8c88e', '#c9a06a'],
    puri: ['#fbd77e', '#eaa640', '#b96d1e'],
  } as const;
  const [light, mid, dark] = looks[style];
  const shape = blobPath(s, x, y, r, r * 0.96, style === 'puri' ? 0.04 : 0.07, 12);
  let out = path(blobPath(s, x + r * 0.07, y + r * 0.1, r, r * 0.96, 0.06, 10), '#000000', ' fill-opacity="0.25"');
  out += path(
    shape,
    s.radial([stop(0, light), stop(0.75, mid), stop(1, dark)], style === 'puri' ? [0.35, 0.3] : [0.45, 0.45]),
  );
  const at = { x, y, r: r * 0.85 };
  if (style === 'paratha') {
    // Flaky layers: a loose spiral, plus golden-brown blisters.
    let spiral = '';
    for (let k = 0.25; k < 0.95; k += 0.17) {
      const a = s.rand() * TAU;
      spiral += `M${n(x + Math.cos(a) * r * k)} ${n(y + Math.sin(a) * r * k)}A${n(r * k)} ${n(r * k)} 0 0 1 ${n(x + Math.cos(a + 2.2) * r * k)} ${n(y + Math.sin(a + 2.2) * r * k)}`;
    }
    // Each flaky ridge: a dark groove with a light edge beside it.
    out += path(spiral, 'none', ` stroke="${dark}" stroke-width="2.2" stroke-linecap="round" stroke-opacity="0.45"`);
    out += `<path d="${spiral}" fill="none" stroke="#ffe6b0" stroke-width="1.4" stroke-linecap="round" stroke-opacity="0.7" transform="translate(-1.5 -2)"/>`;
    out += blisters(s, at, 14, r * 0.09, '#b0601c', 0.5);
    out += blisters(s, at, 7, r * 0.05, '#6e3410', 0.55);
    out += blisters(s, at, 6, r * 0.12, '#ffe2a0', 0.4);
  } else if (style === 'ruti') {
    // Fresh off the tawa: many small char spots, a few larger toasted patches, puffed pale areas.
    out += blisters(s, at, 10, r * 0.13, '#c89050', 0.35);
    out += blisters(s, at, 26, r * 0.04, '#5a3010', 0.6);
    out += blisters(s, at, 8, r * 0.12, '#fff6e0', 0.35);
  } else {
    out += gloss(x - r * 0.3, y - r * 0.32, r * 0.35, r * 0.16, 0.5);
    out += circle(x, y, r * 0.97, 'none', ` stroke="${dark}" stroke-width="2" stroke-opacity="0.5"`);
  }
  return out;
}

function blisters(s: Sketch, at: Spot, count: number, size: number, colour: string, opacity: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = inside(s, at, 0.95);
    d += blobPath(s, x, y, size * s.range(0.5, 1.3), size * s.range(0.4, 0.9), 0.35, 6, s.rand() * TAU);
  }
  return path(d, colour, ` fill-opacity="${opacity}"`);
}

function drawToast(s: Sketch, at: Spot): string {
  let out = '';
  for (let i = 0; i < 2; i++) {
    const x = at.x + (i === 0 ? -at.r * 0.25 : at.r * 0.25);
    const y = at.y + (i === 0 ? -at.r * 0.15 : at.r * 0.15);
    const size = at.r * 0.62;
    const rot = s.range(-20, 20) + i * 15;
    const slice = `M${n(-size)} ${n(size * 0.9)}L${n(-size)} ${n(-size * 0.4)}C${n(-size * 1.15)} ${n(-size * 1.1)} ${n(size * 1.15)} ${n(-size * 1.1)} ${n(size)} ${n(-size * 0.4)}L${n(size)} ${n(size * 0.9)}Z`;
    let body = `<path d="${slice}" fill="#000" fill-opacity="0.25" transform="translate(6 8)"/>`;
    body += path(slice, '#9a5a22');
    body += `<path d="${slice}" fill="${s.radial(
      [stop(0, '#f7dca0'), stop(0.7, '#e7b66a'), stop(1, '#c9863a')],
      [0.45, 0.45],
    )}" transform="scale(0.88)"/>`;
    body += dotsIn(s, { x: 0, y: 0, r: size * 0.7 }, 30, 1.6, '#b07a3a', 0.5);
    // A pat of melting butter.
    if (i === 1) body += path(blobPath(s, 0, 0, size * 0.28, size * 0.22, 0.15, 7), '#fff2a8', ' fill-opacity="0.9"');
    out += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">${body}</g>`;
  }
  return out;
}

// --- Bhorta, shak, vegetables -----------------------------------------------------------------

const BHORTA: Record<BhortaFlavour, readonly [light: string, dark: string, fleck: string]> = {
  alu: ['#fbe6a6', '#e0b85a', '#d13b1f'],
  begun: ['#b59a70', '#6e5636', '#2f6b2a'],
  shutki: ['#f08a56', '#b8441e', '#6b1e0a'],
  dal: ['#f7c477', '#d98a36', '#8a4a12'],
  tomato: ['#f47a5a', '#c4341c', '#2f6b2a'],
  shim: ['#b8d488', '#6f9a3e', '#2f4f1a'],
};

/** Round scoops of mashed bhorta, one per flavour, side by side. */
function drawBhortas(s: Sketch, at: Spot, flavours: readonly BhortaFlavour[]): string {
  const count = flavours.length;
  const size = at.r * (count === 1 ? 0.8 : count === 2 ? 0.55 : 0.46);
  let out = '';
  flavours.forEach((flavour, i) => {
    const a = -Math.PI / 2 + (i / count) * TAU + s.range(-0.15, 0.15);
    const d = count === 1 ? 0 : at.r * 0.48;
    out += bhortaScoop(s, at.x + Math.cos(a) * d, at.y + Math.sin(a) * d, size, flavour);
  });
  return out;
}

function bhortaScoop(s: Sketch, x: number, y: number, r: number, flavour: BhortaFlavour): string {
  const [light, dark, fleck] = BHORTA[flavour];
  let out = path(blobPath(s, x + r * 0.1, y + r * 0.14, r, r * 0.92, 0.12, 14), '#000000', ' fill-opacity="0.25"');
  out += path(
    blobPath(s, x, y, r, r * 0.92, 0.12, 14),
    s.radial([stop(0, lighten(light, 0.25)), stop(0.55, light), stop(1, dark)], [0.35, 0.3]),
  );
  // Hand-mashed texture: soft ridges, then chopped onion, chilli and a sheen of mustard oil.
  let ridges = '';
  for (let i = 0; i < 5; i++) {
    const k = s.range(0.3, 0.8);
    const a = s.rand() * TAU;
    ridges += `M${n(x + Math.cos(a) * r * k)} ${n(y + Math.sin(a) * r * k)}A${n(r * k)} ${n(r * k)} 0 0 1 ${n(x + Math.cos(a + 1.3) * r * k)} ${n(y + Math.sin(a + 1.3) * r * k)}`;
  }
  out += path(ridges, 'none', ` stroke="${dark}" stroke-width="2" stroke-linecap="round" stroke-opacity="0.35"`);
  // Lumps of the mash catching light and shade, then the chopped onion, chilli and coriander.
  out += blisters(s, { x, y, r: r * 0.85 }, 8, r * 0.12, lighten(light, 0.35), 0.45);
  out += blisters(s, { x, y, r: r * 0.85 }, 8, r * 0.1, dark, 0.3);
  out += dotsIn(s, { x, y, r }, 16, r * 0.045, fleck, 0.85, 0.8);
  out += onionBits(s, { x, y, r: r * 0.8 }, 5);
  out += chiliRings(s, { x, y, r: r * 0.7 }, 2);
  out += coriander(s, { x, y, r: r * 0.75 }, 3);
  out += gloss(x - r * 0.3, y - r * 0.35, r * 0.25, r * 0.08, 0.3);
  return out;
}

/** Leafy shak: many small leaves in a few greens, with garlic slivers and a dried chilli. */
function drawShak(s: Sketch, at: Spot, colour: 'green' | 'red'): string {
  const palette =
    colour === 'green' ? ['#6fa83a', '#4f8a2a', '#3a6e20', '#2a5318'] : ['#c0405a', '#962a48', '#6e1e3a', '#4f7a2a'];
  let out = path(
    blobPath(s, at.x + at.r * 0.08, at.y + at.r * 0.12, at.r * 0.95, at.r * 0.9, 0.12, 10),
    '#000000',
    ' fill-opacity="0.25"',
  );
  out += path(blobPath(s, at.x, at.y, at.r * 0.95, at.r * 0.9, 0.12, 10), itemAt(palette, 3));
  const buckets: string[] = palette.map(() => '');
  for (let i = 0; i < 70; i++) {
    const [x, y] = inside(s, at, 0.85);
    const a = s.rand() * TAU;
    const len = at.r * s.range(0.12, 0.22);
    const w = len * 0.45;
    const tx = x + Math.cos(a) * len;
    const ty = y + Math.sin(a) * len;
    const nx = -Math.sin(a) * w;
    const ny = Math.cos(a) * w;
    const mx = (x + tx) / 2;
    const my = (y + ty) / 2;
    const leaf = `M${n(x)} ${n(y)}Q${n(mx + nx)} ${n(my + ny)} ${n(tx)} ${n(ty)}Q${n(mx - nx)} ${n(my - ny)} ${n(x)} ${n(y)}Z`;
    const b = Math.floor(s.rand() * (palette.length - 1));
    buckets[b] += leaf;
  }
  buckets.forEach((d, i) => {
    if (d) out += path(d, itemAt(palette, i));
  });
  out += strokesIn(s, at, 14, at.r * 0.08, 3, ['#fff5dc', '#ecd9a8'], 0.75); // garlic
  out += redChili(s, at.x + at.r * 0.2, at.y - at.r * 0.1, at.r * 0.4, s.rand() * TAU);
  out += gloss(at.x - at.r * 0.3, at.y - at.r * 0.35, at.r * 0.25, at.r * 0.1, 0.25);
  return out;
}

/** Mixed vegetables: carrot, beans, cauliflower, potato and peas; wet ones sit in a light gravy. */
function drawVegetables(s: Sketch, at: Spot, dry: boolean): string {
  let out = dry
    ? softShadow(at.x + at.r * 0.08, at.y + at.r * 0.12, at.r, at.r * 0.95, 0.4) +
      path(
        blobPath(s, at.x, at.y, at.r * 0.92, at.r * 0.88, 0.12, 10),
        s.radial([stop(0, '#f7d070'), stop(1, '#d89a30')]),
      )
    : sauceSurface(s, at, 'orange');
  const items: Array<{
    x: number;
    y: number;
    draw: (x: number, y: number) => string;
  }> = [];
  const cube = (colour: string) => (x: number, y: number) => {
    const size = at.r * s.range(0.1, 0.14);
    const rot = s.range(0, 90);
    return `<rect x="${n(x - size / 2 + 2)}" y="${n(y - size / 2 + 3)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.25)}" fill="#000" fill-opacity="0.25" transform="rotate(${n(rot)} ${n(x)} ${n(y)})"/><rect x="${n(x - size / 2)}" y="${n(y - size / 2)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.25)}" fill="${s.vary(colour)}" transform="rotate(${n(rot)} ${n(x)} ${n(y)})"/>`;
  };
  const bean = (x: number, y: number) => {
    const len = at.r * s.range(0.18, 0.26);
    const a = s.rand() * Math.PI;
    const dx = Math.cos(a) * len;
    const dy = Math.sin(a) * len;
    const d = `M${n(x - dx / 2)} ${n(y - dy / 2)}l${n(dx)} ${n(dy)}`;
    return `<path d="${d}" stroke="#000" stroke-width="${n(at.r * 0.08)}" stroke-linecap="round" stroke-opacity="0.2" transform="translate(2 3)"/><path d="${d}" stroke="${s.vary('#4e9a3a')}" stroke-width="${n(at.r * 0.075)}" stroke-linecap="round"/><path d="${d}" stroke="#a8d880" stroke-width="1.5" stroke-linecap="round" stroke-opacity="0.6" transform="translate(-1 -1.5)"/>`;
  };
  const kinds = [
    cube('#f28a2e'),
    cube('#f28a2e'),
    cube('#f6d48a'),
    bean,
    bean,
    (x: number, y: number) => floret(s, x, y, at.r * 0.1, '#f5ead0'),
  ];
  for (let i = 0; i < 22; i++) {
    const [x, y] = inside(s, at, 0.78);
    items.push({ x, y, draw: itemAt(kinds, i) });
  }
  items.sort((p, q) => p.y - q.y);
  out += items.map((item) => item.draw(item.x, item.y)).join('');
  out += dotsIn(s, at, 16, at.r * 0.04, '#6fb33a', 1, 0.8); // peas
  return out;
}

/** Alu bhaji: thin potato strips fried with kalo jeera and green chilli. */
function drawAluBhaji(s: Sketch, at: Spot): string {
  let out = path(
    blobPath(s, at.x + at.r * 0.08, at.y + at.r * 0.12, at.r * 0.92, at.r * 0.86, 0.12, 10),
    '#000000',
    ' fill-opacity="0.22"',
  );
  out += path(blobPath(s, at.x, at.y, at.r * 0.9, at.r * 0.84, 0.12, 10), '#e0a83a');
  out += strokesIn(s, at, 100, at.r * 0.3, 5.4, ['#d39a2e', '#b87a1e'], 0.85); // strip edges
  out += strokesIn(s, at, 110, at.r * 0.28, 3.8, ['#fff4b8', '#fde07a', '#f7cc4e', '#efb83c'], 0.85);
  out += dotsIn(s, at, 30, 1.3, '#1e1a16', 0.9, 0.8); // kalo jeera
  out += chiliRings(s, { x: at.x, y: at.y, r: at.r * 0.7 }, 6);
  out += greenChili(s, at.x + at.r * 0.1, at.y - at.r * 0.2, at.r * 0.55, s.rand() * TAU);
  return out;
}

/** Round slices of fried begun: purple skin ring, golden flesh, seeds. */
function drawBegunBhaja(s: Sketch, at: Spot): string {
  let out = '';
  const slices = 4;
  const start = s.rand() * TAU;
  for (let i = 0; i < slices; i++) {
    const a = start + (i / slices) * TAU;
    const d = at.r * 0.42;
    const x = at.x + Math.cos(a) * d;
    const y = at.y + Math.sin(a) * d;
    const r = at.r * s.range(0.4, 0.48);
    out += circle(x + r * 0.1, y + r * 0.14, r, '#000000', ' fill-opacity="0.25"');
    out += path(blobPath(s, x, y, r, r * 0.95, 0.05, 9), '#3b1e3e');
    out += path(
      blobPath(s, x, y, r * 0.88, r * 0.84, 0.06, 9),
      s.radial([stop(0, '#f0c070'), stop(0.6, '#d08a3a'), stop(1, '#8a4a1a')], [0.4, 0.4]),
    );
    let seeds = '';
    for (let k = 0; k < 10; k++) {
      const sa = (k / 10) * TAU;
      seeds += circlePath(x + Math.cos(sa) * r * 0.45, y + Math.sin(sa) * r * 0.45, r * 0.05);
    }
    out += path(seeds, '#7a4a1e', ' fill-opacity="0.6"');
    out += blisters(s, { x, y, r: r * 0.8 }, 5, r * 0.12, '#6b3210', 0.4);
    out += gloss(x - r * 0.3, y - r * 0.35, r * 0.3, r * 0.1, 0.45);
  }
  return out;
}

function drawSalad(s: Sketch, at: Spot): string {
  let out = '';
  const parts: Array<(x: number, y: number) => string> = [
    (x, y) => cucumber(s, x, y, at.r * 0.3),
    (x, y) => tomatoSlice(s, x, y, at.r * 0.3),
    (x, y) => cucumber(s, x, y, at.r * 0.28),
    (x, y) => onionRings(s, x, y, at.r * 0.3),
    (x, y) => tomatoSlice(s, x, y, at.r * 0.27),
    (x, y) => cucumber(s, x, y, at.r * 0.29),
  ];
  const start = s.rand() * TAU;
  parts.forEach((draw, i) => {
    const a = start + (i / parts.length) * TAU;
    out += draw(at.x + Math.cos(a) * at.r * 0.55, at.y + Math.sin(a) * at.r * 0.55);
  });
  out += lemonSlice(s, at.x, at.y, at.r * 0.32, s.rand() * TAU);
  out += greenChili(s, at.x - at.r * 0.2, at.y + at.r * 0.2, at.r * 0.6, s.rand() * TAU);
  return out;
}

/** Chowmein-style noodles: a tangle of strands with carrot, cabbage, egg and chicken bits. */
function drawNoodles(s: Sketch, at: Spot): string {
  let out = softShadow(at.x + at.r * 0.08, at.y + at.r * 0.12, at.r, at.r * 0.95, 0.45);
  out += path(blobPath(s, at.x, at.y, at.r * 0.85, at.r * 0.8, 0.1, 10), '#b8782e');
  // Three layers, each a darker outline under a lighter strand, so the tangle has depth.
  for (const colour of ['#d9a04a', '#ebbd68', '#f6d68e']) {
    let d = '';
    for (let i = 0; i < 21; i++) d += wander(s, at, 6, at.r * 0.2);
    out += `<path d="${d}" fill="none" stroke="#9a5e1e" stroke-width="7" stroke-linecap="round" stroke-opacity="0.8"/>`;
    out += `<path d="${d}" fill="none" stroke="${colour}" stroke-width="4.6" stroke-linecap="round"/>`;
  }
  out += strokesIn(s, at, 14, at.r * 0.16, 4, ['#f5862a', '#de6a1c'], 0.75); // carrot
  out += strokesIn(s, at, 12, at.r * 0.16, 5, ['#b6dc78', '#74b23e'], 0.75); // cabbage & capsicum
  out += strokesIn(s, at, 9, at.r * 0.09, 7, ['#fff4a8', '#f7da4e'], 0.7); // scrambled egg
  out += strokesIn(s, at, 7, at.r * 0.1, 7, ['#b8682c', '#804016'], 0.7); // chicken
  out += strokesIn(s, at, 8, at.r * 0.06, 3, ['#3f9a2c'], 0.7); // spring onion
  out += gloss(at.x - at.r * 0.3, at.y - at.r * 0.35, at.r * 0.3, at.r * 0.1, 0.3);
  return out;
}

/** Halwa pressed into its katori: grainy, glistening with ghee, topped with nuts and raisins. */
function drawHalwa(s: Sketch, at: Spot, style: 'suji' | 'carrot'): string {
  const [light, mid, dark] = style === 'suji' ? ['#ffd98a', '#f0a944', '#c06a1c'] : ['#ff9a5a', '#e8602a', '#a83a14'];
  let out = circle(at.x, at.y, at.r, s.radial([stop(0, light), stop(0.65, mid), stop(1, dark)], [0.4, 0.38]));
  out +=
    style === 'suji'
      ? dotsIn(s, at, 160, 1.6, '#fff0c0', 0.55, 0.95) + dotsIn(s, at, 80, 1.5, '#b8641c', 0.4, 0.95)
      : strokesIn(s, at, 130, 8, 2.4, ['#ffb07a', '#e05a22', '#b8401a'], 0.9);
  // Ridges left by the spoon that pressed it in.
  let ridges = '';
  for (let i = 0; i < 4; i++) {
    const k = s.range(0.3, 0.8);
    const a = s.rand() * TAU;
    ridges += `M${n(at.x + Math.cos(a) * at.r * k)} ${n(at.y + Math.sin(a) * at.r * k)}A${n(at.r * k)} ${n(at.r * k)} 0 0 1 ${n(at.x + Math.cos(a + 1.6) * at.r * k)} ${n(at.y + Math.sin(a + 1.6) * at.r * k)}`;
  }
  out += path(ridges, 'none', ` stroke="${dark}" stroke-width="2.4" stroke-linecap="round" stroke-opacity="0.35"`);
  out += dotsIn(s, at, 7, at.r * 0.07, '#5a2424', 1, 0.7); // raisins
  for (let i = 0; i < 6; i++) {
    const [x, y] = inside(s, at, 0.7);
    const deg = n(s.range(0, 180));
    out += ellipse(
      x,
      y,
      at.r * 0.11,
      at.r * 0.045,
      '#fbf1dc',
      ` stroke="#d8c29a" stroke-width="0.8" transform="rotate(${deg} ${n(x)} ${n(y)})"`,
    ); // almond slivers
  }
  out += gloss(at.x - at.r * 0.3, at.y - at.r * 0.35, at.r * 0.3, at.r * 0.1, 0.45);
  return out;
}

function drawBiscuits(s: Sketch, at: Spot): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * TAU + s.range(-0.2, 0.2);
    const x = at.x + Math.cos(a) * at.r * 0.45;
    const y = at.y + Math.sin(a) * at.r * 0.45;
    const r = at.r * 0.4;
    out += circle(x + 3, y + 5, r, '#000000', ' fill-opacity="0.25"');
    out += circle(x, y, r, s.radial([stop(0, '#f7d58e'), stop(0.8, '#e6ac56'), stop(1, '#b97628')], [0.45, 0.4]));
    out += circle(
      x,
      y,
      r * 0.86,
      'none',
      ' stroke="#c98a3a" stroke-width="1.6" stroke-dasharray="3 4" stroke-opacity="0.7"',
    );
    let holes = '';
    for (let k = 0; k < 7; k++) {
      const ha = (k / 7) * TAU;
      holes += circlePath(x + Math.cos(ha) * r * 0.45, y + Math.sin(ha) * r * 0.45, r * 0.05);
    }
    holes += circlePath(x, y, r * 0.05);
    out += path(holes, '#a66a24', ' fill-opacity="0.7"');
    out += dotsIn(s, { x, y, r }, 10, 1.2, '#fff7e0', 0.8); // sugar
  }
  return out;
}

function drawBanana(s: Sketch, x: number, y: number, length: number, rot: number): string {
  const deg = (rot * 180) / Math.PI;
  const l = length / 2;
  const shape = `M${n(-l)} 0Q0 ${n(l * 0.7)} ${n(l)} 0Q0 ${n(l * 0.3)} ${n(-l)} 0Z`;
  let body = `<path d="${shape}" fill="#000" fill-opacity="0.25" transform="translate(4 6)"/>`;
  body += path(shape, s.linear([stop(0, '#fff08a'), stop(0.6, '#f4cf3a'), stop(1, '#c9a01a')], 90));
  body += `<path d="M${n(-l)} 0l${n(-l * 0.08)} -3M${n(l)} 0l${n(l * 0.04)} 2" stroke="#5a4020" stroke-width="4" stroke-linecap="round"/>`;
  body += dotsIn(s, { x: 0, y: l * 0.3, r: l * 0.4 }, 5, 1.6, '#6b4a1e', 0.6);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})">${body}</g>`;
}

// --- Small garnishes and salad parts -----------------------------------------------------------

/** Coriander leaves: little three-lobed clusters. */
function coriander(s: Sketch, at: Spot, count: number): string {
  let light = '';
  let dark = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = inside(s, at, 0.8);
    const r = Math.max(2.2, at.r * 0.035);
    const a = s.rand() * TAU;
    let leaf = '';
    for (let k = 0; k < 3; k++) {
      leaf += circlePath(x + Math.cos(a + (k * TAU) / 3) * r, y + Math.sin(a + (k * TAU) / 3) * r, r * 1.05);
    }
    if (s.chance(0.5)) light += leaf;
    else dark += leaf;
  }
  return path(light, '#4f9a35') + path(dark, '#2f7424');
}

function greenChili(s: Sketch, x: number, y: number, length: number, rot: number): string {
  const deg = (rot * 180) / Math.PI;
  const l = length;
  const w = l * 0.09;
  const bend = l * s.range(0.05, 0.15);
  const shape = `M0 ${n(-w)}Q${n(l * 0.5)} ${n(-w - bend)} ${n(l)} 0Q${n(l * 0.5)} ${n(w - bend)} 0 ${n(w)}Z`;
  let body = `<path d="${shape}" fill="#000" fill-opacity="0.25" transform="translate(3 4)"/>`;
  body += path(shape, s.linear([stop(0, '#6cc048'), stop(0.5, '#3f9a2c'), stop(1, '#2a6e1c')], 90));
  body += `<path d="M${n(l * 0.1)} ${n(-w * 0.4)}Q${n(l * 0.5)} ${n(-w * 0.4 - bend)} ${n(l * 0.85)} ${n(-w * 0.1)}" stroke="#c8f0a0" stroke-width="1.5" fill="none" stroke-opacity="0.7"/>`;
  body += `<path d="M0 0l${n(-l * 0.12)} ${n(-w * 0.6)}" stroke="#7a9a3a" stroke-width="${n(w * 0.7)}" stroke-linecap="round"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})">${body}</g>`;
}

function redChili(s: Sketch, x: number, y: number, length: number, rot: number): string {
  const deg = (rot * 180) / Math.PI;
  const l = length;
  const w = l * 0.1;
  const shape = `M0 ${n(-w)}Q${n(l * 0.5)} ${n(-w - l * 0.1)} ${n(l)} 0Q${n(l * 0.5)} ${n(w - l * 0.1)} 0 ${n(w)}Z`;
  let body = path(shape, s.linear([stop(0, '#c0301c'), stop(1, '#5e0e06')], 90));
  body += `<path d="M${n(l * 0.15)} ${n(-w * 0.4)}L${n(l * 0.7)} ${n(-w * 0.5)}" stroke="#ff8a6a" stroke-width="1.2" stroke-opacity="0.6"/>`;
  body += `<path d="M0 0l${n(-l * 0.1)} 0" stroke="#6b5a2a" stroke-width="${n(w * 0.7)}" stroke-linecap="round"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})">${body}</g>`;
}

function chiliRings(s: Sketch, at: Spot, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = inside(s, at, 0.85);
    d += circlePath(x, y, Math.max(2.5, at.r * 0.045));
  }
  return path(d, 'none', ' stroke="#3f9a2c" stroke-width="2.2"');
}

function onionBits(s: Sketch, at: Spot, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = inside(s, at, 0.85);
    const r = Math.max(3, at.r * s.range(0.05, 0.09));
    const a = s.rand() * TAU;
    d += `M${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + Math.cos(a + 1.8) * r)} ${n(y + Math.sin(a + 1.8) * r)}`;
  }
  return path(d, 'none', ' stroke="#b35a8a" stroke-width="2.2" stroke-linecap="round" stroke-opacity="0.85"');
}

function cucumber(s: Sketch, x: number, y: number, r: number): string {
  let out = circle(x + r * 0.1, y + r * 0.15, r, '#000000', ' fill-opacity="0.2"');
  out += circle(x, y, r, '#2f6e22');
  out += circle(x, y, r * 0.88, s.radial([stop(0, '#f2f8dc'), stop(0.6, '#d6ebab'), stop(1, '#a9cf76')]));
  let seeds = '';
  for (let k = 0; k < 3; k++) {
    const a = (k / 3) * TAU + s.rand();
    const sx = x + Math.cos(a) * r * 0.28;
    const sy = y + Math.sin(a) * r * 0.28;
    seeds += `M${n(sx)} ${n(sy)}l${n(Math.cos(a) * r * 0.15)} ${n(Math.sin(a) * r * 0.15)}`;
  }
  out += path(seeds, 'none', ` stroke="#fbfdf0" stroke-width="${n(r * 0.1)}" stroke-linecap="round"`);
  return out;
}

function tomatoSlice(s: Sketch, x: number, y: number, r: number): string {
  let out = circle(x + r * 0.1, y + r * 0.15, r, '#000000', ' fill-opacity="0.2"');
  out += circle(x, y, r, s.radial([stop(0, '#f0604a'), stop(0.8, '#d8321e'), stop(1, '#a61e10')]));
  let chambers = '';
  const start = s.rand() * TAU;
  for (let k = 0; k < 4; k++) {
    const a = start + (k / 4) * TAU;
    chambers += blobPath(s, x + Math.cos(a) * r * 0.45, y + Math.sin(a) * r * 0.45, r * 0.28, r * 0.2, 0.1, 6, a);
  }
  out += path(chambers, '#f79a7a', ' fill-opacity="0.85"');
  out += dotsIn(s, { x, y, r: r * 0.7 }, 10, r * 0.04, '#f7e08a', 0.9);
  out += gloss(x - r * 0.3, y - r * 0.35, r * 0.25, r * 0.1, 0.45);
  return out;
}

/** Raw onion sliced into rings: thin purple edges round translucent white flesh. */
function onionRings(s: Sketch, x: number, y: number, r: number): string {
  let out = circle(x + r * 0.08, y + r * 0.12, r, '#000000', ' fill-opacity="0.15"');
  out += circle(x, y, r, '#f6e8f0', ' fill-opacity="0.85"');
  for (let k = 1; k >= 0.3; k -= 0.23) {
    const rx = x + s.range(-1.5, 1.5);
    const ry = y + s.range(-1.5, 1.5);
    out += circle(
      rx,
      ry,
      r * k,
      'none',
      ` stroke="#9c3a70" stroke-width="${n(Math.max(1.5, r * 0.06))}" stroke-opacity="0.85"`,
    );
    out += circle(
      rx,
      ry,
      r * k - r * 0.07,
      'none',
      ` stroke="#ffffff" stroke-width="${n(r * 0.05)}" stroke-opacity="0.7"`,
    );
  }
  return out;
}

/** Half a lemon slice: rind, pith and juicy segments. */
function lemonSlice(s: Sketch, x: number, y: number, r: number, rot: number): string {
  const deg = (rot * 180) / Math.PI;
  const half = (k: number) => `M${n(-r * k)} 0A${n(r * k)} ${n(r * k)} 0 0 1 ${n(r * k)} 0Z`;
  let body = `<path d="${half(1)}" fill="#000" fill-opacity="0.22" transform="translate(3 4)"/>`;
  body += path(half(1), '#d9c81e');
  body += path(half(0.9), '#fbf6d8');
  body += path(half(0.8), s.radial([stop(0, '#fff7b0'), stop(1, '#f2dc5a')], [0.5, 1], 0.9));
  let segs = '';
  for (let k = 1; k < 5; k++) {
    const a = Math.PI + (k / 5) * Math.PI;
    segs += `M0 0L${n(Math.cos(a) * r * 0.8)} ${n(Math.sin(a) * r * 0.8)}`;
  }
  body += path(segs, 'none', ' stroke="#fbf6d8" stroke-width="2"');
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})">${body}</g>`;
}

function bananaSlice(s: Sketch, x: number, y: number, r: number): string {
  let out = circle(x + 1.5, y + 2.5, r, '#000000', ' fill-opacity="0.18"');
  out += circle(x, y, r, s.radial([stop(0, '#fffbe0'), stop(1, '#f0dc98')]));
  out += dotsIn(s, { x, y, r: r * 0.25 }, 3, r * 0.08, '#8a6a3a', 0.7);
  return out;
}

function cashew(s: Sketch, x: number, y: number, r: number): string {
  const a = s.range(0, 360);
  return `<path d="M${n(-r)} 0A${n(r)} ${n(r * 0.8)} 0 0 0 ${n(r)} 0A${n(r * 0.4)} ${n(r * 0.4)} 0 0 1 ${n(-r)} 0Z" fill="#f1dcb0" stroke="#c9a670" stroke-width="0.8" transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"/>`;
}

// --- Props on the table -----------------------------------------------------------------------

/** A cup of milk tea on its saucer, handle pointing right-down. */
function teaCup(s: Sketch, x: number, y: number, r: number): string {
  let out = softShadow(x + r * 0.12, y + r * 0.18, r * 1.5, r * 1.45, 0.5);
  out += circle(x, y, r * 1.4, s.radial([stop(0, '#ffffff'), stop(0.85, '#f1eee8'), stop(1, '#cfc9bf')], [0.4, 0.4]));
  out += circle(x, y, r * 1.05, 'none', ' stroke="#000" stroke-width="2" stroke-opacity="0.06"');
  const ha = s.range(0.2, 0.9);
  const hx = x + Math.cos(ha) * r * 1.05;
  const hy = y + Math.sin(ha) * r * 1.05;
  out += `<path d="M${n(x + Math.cos(ha) * r * 0.9)} ${n(y + Math.sin(ha) * r * 0.9)}L${n(hx + Math.cos(ha) * r * 0.3)} ${n(hy + Math.sin(ha) * r * 0.3)}" stroke="#e4dfd6" stroke-width="${n(r * 0.24)}" stroke-linecap="round"/>`;
  out += circle(x + r * 0.05, y + r * 0.08, r, '#000000', ' fill-opacity="0.12"');
  out += circle(x, y, r, s.linear([stop(0, '#ffffff'), stop(1, '#d8d2c8')], 45));
  out += circle(x, y, r * 0.86, s.radial([stop(0, '#d9a066'), stop(0.7, '#b0703a'), stop(1, '#7a4520')], [0.45, 0.45]));
  out += ellipse(
    x - r * 0.25,
    y - r * 0.3,
    r * 0.28,
    r * 0.12,
    '#ffffff',
    ` fill-opacity="0.35" transform="rotate(-30 ${n(x - r * 0.25)} ${n(y - r * 0.3)})"`,
  );
  return out;
}

function waterGlass(s: Sketch, x: number, y: number, r: number): string {
  let out = softShadow(x + r * 0.25, y + r * 0.35, r * 1.1, r * 1.05, 0.35);
  out += circle(x + r * 0.2, y + r * 0.3, r * 0.4, '#ffffff', ' fill-opacity="0.25"'); // caustic
  out += circle(x, y, r, s.radial([stop(0, '#eaf6fb', 0.5), stop(0.8, '#cfe6ef', 0.55), stop(1, '#9fc3d1', 0.8)]));
  out += circle(x, y, r, 'none', ' stroke="#ffffff" stroke-width="3" stroke-opacity="0.8"');
  out += circle(x, y, r * 0.82, 'none', ' stroke="#8fb6c6" stroke-width="1.5" stroke-opacity="0.6"');
  out += `<path d="M${n(x - r * 0.7)} ${n(y - r * 0.3)}A${n(r * 0.75)} ${n(r * 0.75)} 0 0 1 ${n(x - r * 0.2)} ${n(y - r * 0.72)}" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" stroke-opacity="0.8"/>`;
  return out;
}

function spoon(s: Sketch, x: number, y: number, length: number, rot: number): string {
  const deg = (rot * 180) / Math.PI;
  const l = length;
  const steel = s.linear([stop(0, '#f4f6f8'), stop(0.5, '#a9b0b7'), stop(1, '#6f767d')], 90);
  let body = `<g fill-opacity="0.3" stroke-opacity="0.3" transform="translate(5 8)"><ellipse cx="0" cy="0" rx="${n(l * 0.17)}" ry="${n(l * 0.12)}"/><rect x="${n(l * 0.12)}" y="-4" width="${n(l * 0.8)}" height="8" rx="4"/></g>`;
  body += `<rect x="${n(l * 0.12)}" y="-4.5" width="${n(l * 0.8)}" height="9" rx="4.5" fill="${steel}"/>`;
  body += ellipse(0, 0, l * 0.17, l * 0.12, steel);
  body += ellipse(-l * 0.01, 0, l * 0.13, l * 0.085, s.radial([stop(0, '#eef1f3'), stop(1, '#8f979e')], [0.35, 0.35]));
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})">${body}</g>`;
}

/** A few slices of cucumber, onion and tomato with lemon or a green chilli, tucked onto the plate. */
function plateGarnish(s: Sketch, x: number, y: number): string {
  const pieces = [
    () => cucumber(s, x - 40, y + s.range(-6, 6), 30),
    () => cucumber(s, x - 8, y + s.range(-8, 4), 29),
    () => onionRings(s, x + 30, y + s.range(-6, 6), 28),
    () => tomatoSlice(s, x + 22, y + s.range(-6, 6), 28),
  ];
  let out = '';
  for (const draw of pieces) if (s.chance(0.75)) out += draw();
  out += s.chance(0.5)
    ? lemonSlice(s, x + 58, y + 6, 32, s.range(-1, 1))
    : greenChili(s, x - 50, y + 22, 95, s.range(-0.3, 0.3));
  return out;
}

function drawExtra(s: Sketch, extra: Extra, x: number, y: number): string {
  switch (extra) {
    case 'tea':
      return teaCup(s, x, y, 56);
    case 'water':
      return waterGlass(s, x, y, 60);
    case 'chili':
      return (
        greenChili(s, x - 50, y - 14, 125, s.range(-0.4, 0.3)) + greenChili(s, x - 40, y + 22, 110, s.range(-0.2, 0.4))
      );
    case 'lemon':
      return (
        lemonSlice(s, x - 22, y - 4, 50, s.range(-0.5, 0.5)) +
        lemonSlice(s, x + 30, y + 22, 46, Math.PI + s.range(-0.5, 0.5))
      );
    case 'onion':
      return onionRings(s, x - 8, y - 8, 52) + onionRings(s, x + 44, y + 30, 40);
    case 'spoon':
      return spoon(s, x, y, 190, s.range(-1.9, -1.3));
  }
}

// ---------------------------------------------------------------------------------------------
// Composition
// ---------------------------------------------------------------------------------------------

/**
 * Positions for 1–4 foods, in radii of the plate's well; the first slot is the biggest. Slots
 * overlap a little on purpose: food on a real plate touches, and bowls sit against the rice.
 */
const PLATE_SLOTS: ReadonlyArray<ReadonlyArray<readonly [dx: number, dy: number, r: number]>> = [
  [[0, 0, 0.86]],
  [
    [-0.44, 0.05, 0.6],
    [0.5, -0.03, 0.55],
  ],
  [
    [-0.42, 0.12, 0.58],
    [0.38, -0.46, 0.47],
    [0.5, 0.42, 0.47],
  ],
  [
    [-0.46, 0.1, 0.54],
    [0.14, -0.6, 0.4],
    [0.64, -0.06, 0.4],
    [0.3, 0.6, 0.42],
  ],
];

const DEFAULT_TABLES: readonly TableStyle[] = [
  'oak',
  'teak',
  'walnut',
  'gamchha-red',
  'gamchha-green',
  'gamchha-blue',
  'mat',
  'oak',
  'teak',
];

/** A food in a slot of a flat plate: wet foods get their own little bowl (a katori). */
function foodInSlot(s: Sketch, food: Food, spot: Spot): string {
  if (!isWet(food)) return drawFood(s, food, spot);
  const bowl = drawBowl(s, spot, s.pick(['white', 'steel', 'blue'] as const));
  return bowl.back + drawFood(s, food, bowl.inner) + bowl.front;
}

/** A side dish beside the plate: wet foods in a bowl, dry ones on a small quarter plate. */
function sideDish(s: Sketch, food: Food, spot: Spot): string {
  if (isWet(food)) {
    const bowl = drawBowl(s, spot, s.pick(['white', 'blue', 'steel', 'clay', 'melamine'] as const));
    return bowl.back + drawFood(s, food, bowl.inner) + bowl.front;
  }
  const plate = drawPlate(s, spot, s.pick(['white', 'blue-rim', 'steel'] as const));
  return plate.back + drawFood(s, food, { ...plate.inner, r: plate.inner.r * 1.05 });
}

function mainVessel(s: Sketch, vessel: Vessel, at: Spot): { container: Container; flat: boolean } {
  switch (vessel) {
    case 'plate':
      return {
        container: drawPlate(s, at, s.pick(['white', 'white', 'blue-rim', 'green-rim'] as const)),
        flat: true,
      };
    case 'steel-plate':
      return { container: drawPlate(s, at, 'steel'), flat: true };
    case 'leaf':
      return { container: drawLeaf(s, at), flat: true };
    case 'bowl':
      return {
        container: drawBowl(s, { ...at, r: at.r * 0.9 }, s.pick(['white', 'blue', 'melamine'] as const)),
        flat: false,
      };
    case 'steel-bowl':
      return {
        container: drawBowl(s, { ...at, r: at.r * 0.9 }, 'steel'),
        flat: false,
      };
    case 'clay':
      return {
        container: drawBowl(s, { ...at, r: at.r * 0.9 }, 'clay'),
        flat: false,
      };
  }
}

/** The SVG markup of a dish picture; the app uses `renderDishImage`, this is exported for tests. */
export function buildDishSvg(art: PlateArt, seed: number): string {
  const s = new Sketch(mulberry32(seed));
  const sides = (art.sides ?? []).slice(0, 2);
  const table = art.table ?? s.pick(DEFAULT_TABLES);

  let body = drawTable(s, table);

  // With side dishes the plate moves left to make room; without, it sits nearly centred.
  const plateAt: Spot =
    sides.length > 0
      ? { x: 338 + s.range(-8, 8), y: 302 + s.range(-6, 6), r: 262 }
      : { x: 400 + s.range(-12, 12), y: 300 + s.range(-6, 6), r: 268 };
  const sideSpots: Spot[] =
    sides.length === 1
      ? [{ x: 690 + s.range(-6, 6), y: 150 + s.range(-10, 10), r: 112 }]
      : [
          { x: 690 + s.range(-6, 6), y: 140 + s.range(-8, 8), r: 108 },
          { x: 700 + s.range(-6, 6), y: 450 + s.range(-8, 8), r: 108 },
        ];

  // Props go to corners the side dishes leave free; draw them first so plates overlap them.
  const freeCorners: Array<readonly [number, number]> = [
    [62, 90],
    [78, 520],
  ];
  if (sides.length < 2) freeCorners.push([720, 500]);
  if (sides.length === 0) freeCorners.push([730, 95]);
  (art.extras ?? []).forEach((extra, i) => {
    const corner = freeCorners[i];
    if (corner) body += drawExtra(s, extra, corner[0] + s.range(-10, 10), corner[1] + s.range(-10, 10));
  });

  const { container, flat } = mainVessel(s, art.vessel ?? 'plate', plateAt);
  body += container.back;
  const foods = art.onPlate.slice(0, 4);
  const slots = itemAt(PLATE_SLOTS, Math.max(0, foods.length - 1));
  const inner = container.inner;
  // Mirror and turn the slot layout a little, so dishes with the same parts are arranged differently.
  const mirror = s.chance(0.5) ? -1 : 1;
  const turn = s.range(-0.35, 0.35);
  foods.forEach((food, i) => {
    const [sx, sy, r] = itemAt(slots, i);
    const dx = sx * mirror * Math.cos(turn) - sy * Math.sin(turn);
    const dy = sx * mirror * Math.sin(turn) + sy * Math.cos(turn);
    // In a bowl the first food fills the bowl; on a plate each sits in its slot.
    const spot =
      !flat && i === 0 && foods.length === 1
        ? inner
        : {
            x: inner.x + dx * inner.r + s.range(-5, 5),
            y: inner.y + dy * inner.r + s.range(-5, 5),
            r: r * inner.r,
          };
    body += flat ? foodInSlot(s, food, spot) : drawFood(s, food, spot);
  });
  body += container.front;
  // A sparse plate gets the little salad every mess puts on the side.
  if (flat && foods.length <= 2 && art.vessel !== 'leaf' && !foods.some(isSweet) && s.chance(0.75)) {
    const side = s.chance(0.5) ? 1 : -1; // below or above the food
    body += plateGarnish(s, inner.x + s.range(0, inner.r * 0.2), inner.y + side * inner.r * 0.78);
  }

  sides.forEach((food, i) => {
    body += sideDish(s, food, itemAt(sideSpots, i));
  });

  body += lighting(s);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${s.defsMarkup()}</defs>${body}</svg>`;
}

/** Renders a dish picture as an 800x600 WebP. The same art and seed always give the same image. */
export async function renderDishImage(art: PlateArt, seed: number): Promise<Buffer> {
  const svg = buildDishSvg(art, seed);
  // effort 2 halves the encode time of effort 4 at the same quality and (for these images) size.
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
}
