import type { BodyType } from './cars';

/**
 * The demo's car pictures: a side view of the car's body type in the car's own colour, drawn as SVG, so a
 * visitor sees a white SUV on a white SUV's card and needs no outside image host. The same body and colour
 * always draw the same picture; the storage layer converts them as it converts an upload.
 */
const PAINT: Record<string, string> = {
  White: '#f3f4f6',
  'Pearl White': '#f7f3e8',
  Black: '#1b1e23',
  Silver: '#c4c9d0',
  Grey: '#6b7079',
  Red: '#c81e2b',
  Blue: '#1f4fa8',
  'Wine Red': '#6d1423',
  Brown: '#6b4226',
};

interface Shape {
  body: string;
  windows: string;
  wheels: readonly [number, number];
  wheelY: number;
  wheelR: number;
  /** Where the head lamp (front, right) and tail lamp (rear, left) sit. */
  head: readonly [number, number];
  tail: readonly [number, number];
  /** The door line between front and rear doors. */
  door: number;
  /** What only this body has (an SUV's roof rails and cladding). */
  extra?: string;
}

const SHAPES: Record<BodyType, Shape> = {
  sedan: {
    body: 'M90 300 L92 262 Q96 246 120 242 L200 236 L250 190 Q262 180 282 179 L398 179 Q418 180 432 192 L478 234 L552 246 Q580 252 584 276 L584 296 Q582 306 566 306 L104 306 Q90 306 90 300 Z',
    windows:
      'M214 236 L258 196 Q266 189 280 189 L330 189 L330 236 Z M342 189 L396 189 Q410 190 420 200 L458 236 L342 236 Z',
    wheels: [180, 490],
    wheelY: 306,
    wheelR: 36,
    head: [570, 258],
    tail: [98, 256],
    door: 336,
  },
  hatchback: {
    body: 'M120 298 L122 232 Q124 200 150 188 L232 176 Q262 172 290 172 L370 174 Q392 176 410 190 L462 232 L530 244 Q556 250 560 274 L560 296 Q558 306 542 306 L134 306 Q120 306 120 298 Z',
    windows:
      'M150 232 L156 200 Q160 192 172 190 L250 182 L250 232 Z M262 181 L366 182 Q384 184 398 196 L436 232 L262 232 Z',
    wheels: [205, 478],
    wheelY: 306,
    wheelR: 34,
    head: [546, 256],
    tail: [128, 244],
    door: 256,
  },
  wagon: {
    body: 'M90 300 L92 220 Q94 192 124 186 L270 178 L398 179 Q418 180 432 192 L478 234 L552 246 Q580 252 584 276 L584 296 Q582 306 566 306 L104 306 Q90 306 90 300 Z',
    windows:
      'M112 234 L116 204 Q118 196 130 195 L220 190 L220 234 Z M232 189 L330 188 L330 234 L232 234 Z M342 188 L396 189 Q410 190 420 200 L456 234 L342 234 Z',
    wheels: [180, 490],
    wheelY: 306,
    wheelR: 36,
    head: [570, 258],
    tail: [98, 246],
    door: 336,
  },
  suv: {
    // Upright windscreen, long high bonnet, roof rails and dark cladding low down: not a minivan.
    body: 'M92 284 L94 192 Q96 166 124 162 L200 158 L384 156 Q400 157 410 168 L436 212 L548 220 Q580 226 584 256 L584 282 Q582 294 566 294 L106 294 Q92 294 92 284 Z',
    windows:
      'M112 214 L116 180 Q118 172 130 171 L220 168 L220 214 Z M232 168 L318 166 L318 214 L232 214 Z M330 166 L382 166 Q394 167 402 178 L424 214 L330 214 Z',
    wheels: [190, 482],
    wheelY: 300,
    wheelR: 44,
    head: [570, 236],
    tail: [100, 226],
    door: 324,
    extra:
      '<path d="M140 150 L380 148" stroke="#2b2f36" stroke-width="5" stroke-linecap="round"/><path d="M94 268 L584 268 L584 282 Q582 294 566 294 L106 294 Q94 294 94 284 Z" fill="#2b2f36" opacity="0.85"/>',
  },
  minivan: {
    body: 'M102 296 L104 170 Q106 140 140 136 L380 134 Q420 136 450 166 L510 230 L546 240 Q570 248 572 272 L572 290 Q570 300 556 300 L116 300 Q102 300 102 296 Z',
    windows:
      'M122 210 L124 164 Q126 154 140 153 L230 152 L230 210 Z M242 152 L340 151 L340 210 L242 210 Z M352 151 L384 151 Q414 153 436 176 L466 210 L352 210 Z',
    wheels: [190, 470],
    wheelY: 304,
    wheelR: 36,
    head: [560, 254],
    tail: [108, 236],
    door: 346,
  },
};

/** A colour made darker (amount < 0) or lighter (amount > 0), for the body's shading. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** The two backdrops: a studio wall (the cover) and a showroom floor (a second view). */
const BACKDROPS = {
  studio: ['#e4e9ef', '#c6cfd9', '#9ba6b2'],
  showroom: ['#f1ebe1', '#ddd2c2', '#b7a994'],
} as const;

export type CarView = 'cover' | 'other-side' | 'showroom';

function wheel(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#16181c"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.55)}" fill="#aeb4bc"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.18)}" fill="#5d636b"/>`;
}

/** The picture of a car of this body type and colour, seen from one side (`view`). */
export function carPictureSvg(body: BodyType, color: string, view: CarView): string {
  const shape = SHAPES[body];
  const paint = PAINT[color] ?? '#9aa3ad';
  const [wall, wallLow, floor] = BACKDROPS[view === 'showroom' ? 'showroom' : 'studio'];
  // A light car needs a darker outline to stand out from the backdrop; a dark one a lighter edge.
  const light = Number.parseInt(paint.slice(1, 3), 16) > 150;
  const edge = light ? '#5b6470' : shade(paint, -0.45);
  const [x1, x2] = shape.wheels;
  const y = shape.wheelY;
  const flip = view === 'other-side' ? ' transform="translate(640 0) scale(-1 1)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420" viewBox="0 0 640 420">
<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${wallLow}"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.22)}"/><stop offset="0.55" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.3)}"/></linearGradient></defs>
<rect width="640" height="420" fill="url(#wall)"/><rect y="318" width="640" height="102" fill="${floor}"/>
<g${flip}><ellipse cx="${(x1 + x2) / 2}" cy="${y + shape.wheelR - 2}" rx="270" ry="14" fill="#00000038"/>
<path d="${shape.body}" fill="url(#paint)" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>
<path d="${shape.windows}" fill="#2f3d4c" stroke="${edge}" stroke-width="2"/>
<path d="${shape.windows}" fill="#9fc3de" opacity="0.35"/>
<line x1="${shape.door}" y1="${y - shape.wheelR - 40}" x2="${shape.door}" y2="${y - 14}" stroke="${edge}" stroke-width="2" opacity="0.6"/>
<ellipse cx="${shape.head[0]}" cy="${shape.head[1]}" rx="12" ry="7" fill="#fff6cf" stroke="${edge}" stroke-width="1.5"/>
<rect x="${shape.tail[0]}" y="${shape.tail[1]}" width="10" height="16" rx="3" fill="#b3121f"/>${shape.extra ?? ''}
${wheel(x1, y, shape.wheelR)}${wheel(x2, y, shape.wheelR)}</g>
</svg>`;
}
