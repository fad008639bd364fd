// Colour maths for "Find my shade" (issue #37): sRGB hex → CIE L*a*b* (D65, 2°) and the
// CIEDE2000 colour difference (Sharma, Wu and Dalal 2005, with their published test pairs).

export interface Lab {
  L: number;
  a: number;
  b: number;
}

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** The D65 white point of the 2° observer, X and Z scaled to Y = 1. */
const WHITE = { x: 0.95047, y: 1, z: 1.08883 };

/** Whether a value is '#RRGGBB' (either case). */
export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function labF(t: number): number {
  const e = 216 / 24389;
  const k = 24389 / 27;
  return t > e ? Math.cbrt(t) : (k * t + 16) / 116;
}

/** A '#RRGGBB' colour in CIE L*a*b* under D65; throws on anything that is not '#RRGGBB'. */
export function hexToLab(hex: string): Lab {
  const m = HEX.exec(hex);
  if (!m) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => linear(parseInt(h, 16))) as [
    number,
    number,
    number,
  ];
  // sRGB (D65) → XYZ, IEC 61966-2-1's matrix.
  const x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = 0.0193339 * r + 0.119192 * g + 0.9503041 * b;
  const fx = labF(x / WHITE.x);
  const fy = labF(y / WHITE.y);
  const fz = labF(z / WHITE.z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const deg = (rad: number) => (rad * 180) / Math.PI;
const rad = (d: number) => (d * Math.PI) / 180;
const POW25_7 = 25 ** 7;

/** The hue angle in degrees 0–360 (0 for a neutral colour, as the paper sets it). */
function hueOf(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const h = deg(Math.atan2(b, a));
  return h < 0 ? h + 360 : h;
}

/** CIEDE2000 ΔE00 between two Lab colours, with kL = kC = kH = 1. */
export function ciede2000(one: Lab, two: Lab): number {
  const c1 = Math.hypot(one.a, one.b);
  const c2 = Math.hypot(two.a, two.b);
  const cMean7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + POW25_7)));
  const a1 = (1 + g) * one.a;
  const a2 = (1 + g) * two.a;
  const cp1 = Math.hypot(a1, one.b);
  const cp2 = Math.hypot(a2, two.b);
  const hp1 = hueOf(one.b, a1);
  const hp2 = hueOf(two.b, a2);

  const dL = two.L - one.L;
  const dC = cp2 - cp1;
  let dh = 0;
  if (cp1 * cp2 !== 0) {
    dh = hp2 - hp1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin(rad(dh / 2));

  const lMean = (one.L + two.L) / 2;
  const cpMean = (cp1 + cp2) / 2;
  let hMean = hp1 + hp2;
  if (cp1 * cp2 !== 0) {
    if (Math.abs(hp1 - hp2) <= 180) hMean /= 2;
    else hMean = hMean < 360 ? (hMean + 360) / 2 : (hMean - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos(rad(hMean - 30)) +
    0.24 * Math.cos(rad(2 * hMean)) +
    0.32 * Math.cos(rad(3 * hMean + 6)) -
    0.2 * Math.cos(rad(4 * hMean - 63));
  const dTheta = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const cpMean7 = cpMean ** 7;
  const rc = 2 * Math.sqrt(cpMean7 / (cpMean7 + POW25_7));
  const lShift = (lMean - 50) ** 2;
  const sl = 1 + (0.015 * lShift) / Math.sqrt(20 + lShift);
  const sc = 1 + 0.045 * cpMean;
  const sh = 1 + 0.015 * cpMean * t;
  const rt = -Math.sin(rad(2 * dTheta)) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

/** ΔE00 between two '#RRGGBB' swatches. */
export function shadeDistance(hexOne: string, hexTwo: string): number {
  return ciede2000(hexToLab(hexOne), hexToLab(hexTwo));
}

/** How a shopper reads a distance: under 2 "very close", under 5 "close", else nothing. */
export function closenessWord(deltaE: number): 'very close' | 'close' | null {
  if (deltaE < 2) return 'very close';
  if (deltaE < 5) return 'close';
  return null;
}
