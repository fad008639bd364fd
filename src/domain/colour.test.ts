import { describe, expect, it } from 'vitest';
import { ciede2000, closenessWord, hexToLab, isHexColour, shadeDistance } from './colour';

// Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula: implementation notes,
// supplementary test data, and mathematical observations", Table 1: L1 a1 b1, L2 a2 b2, ΔE00.
const SHARMA_PAIRS: [number, number, number, number, number, number, number][] = [
  [50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425],
  [50.0, 3.1571, -77.2803, 50.0, 0.0, -82.7485, 2.8615],
  [50.0, 2.8361, -74.02, 50.0, 0.0, -82.7485, 3.4412],
  [50.0, -1.3802, -84.2814, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -1.1848, -84.8006, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -0.9009, -85.5211, 50.0, 0.0, -82.7485, 1.0],
  [50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669],
  [50.0, -1.0, 2.0, 50.0, 0.0, 0.0, 2.3669],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0009, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.001, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0011, 7.2195],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0012, 7.2195],
  [50.0, -0.001, 2.49, 50.0, 0.0009, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.001, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.0011, -2.49, 4.7461],
  [50.0, 2.5, 0.0, 50.0, 0.0, -2.5, 4.3065],
  [50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492],
  [50.0, 2.5, 0.0, 61.0, -5.0, 29.0, 22.8977],
  [50.0, 2.5, 0.0, 56.0, -27.0, -3.0, 31.903],
  [50.0, 2.5, 0.0, 58.0, 24.0, 15.0, 19.4535],
  [50.0, 2.5, 0.0, 50.0, 3.1736, 0.5854, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2972, 0.0, 1.0],
  [50.0, 2.5, 0.0, 50.0, 1.8634, 0.5757, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2592, 0.335, 1.0],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [61.2901, 3.7196, -5.3901, 61.4292, 2.248, -4.962, 1.8731],
  [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [36.4612, 47.858, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
  [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
];

describe('ciede2000', () => {
  it.each(SHARMA_PAIRS.map((p, i) => [i + 1, ...p] as const))(
    'Sharma pair %i matches the published ΔE00 to 4 decimals',
    (_n, L1, a1, b1, L2, a2, b2, expected) => {
      const one = { L: L1, a: a1, b: b1 };
      const two = { L: L2, a: a2, b: b2 };
      expect(ciede2000(one, two).toFixed(4)).toBe(expected.toFixed(4));
      // The formula is symmetric.
      expect(ciede2000(two, one).toFixed(4)).toBe(expected.toFixed(4));
    },
  );

  it('is 0 for a colour and itself', () => {
    expect(ciede2000({ L: 40, a: 30, b: 10 }, { L: 40, a: 30, b: 10 })).toBe(0);
  });
});

describe('hexToLab (D65)', () => {
  it('reads white, black and the primaries as the published sRGB values', () => {
    const white = hexToLab('#FFFFFF');
    expect(white.L).toBeCloseTo(100, 3);
    expect(white.a).toBeCloseTo(0, 2);
    expect(white.b).toBeCloseTo(0, 2);
    expect(hexToLab('#000000')).toEqual({ L: 0, a: 0, b: 0 });
    const red = hexToLab('#ff0000');
    expect(red.L).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
    const blue = hexToLab('#0000ff');
    expect(blue.L).toBeCloseTo(32.3, 1);
    expect(blue.a).toBeCloseTo(79.19, 1);
    expect(blue.b).toBeCloseTo(-107.86, 1);
  });

  it('refuses anything but #RRGGBB', () => {
    for (const bad of ['#fff', 'ff0000', '#gg0000', '#ff00001', '']) {
      expect(isHexColour(bad)).toBe(false);
      expect(() => hexToLab(bad)).toThrow();
    }
    expect(isHexColour('#A1b2C3')).toBe(true);
  });
});

describe('shade distance in words', () => {
  it('calls a near-identical swatch very close and a far one nothing', () => {
    const near = shadeDistance('#b03a48', '#b23b49');
    expect(near).toBeLessThan(2);
    expect(closenessWord(near)).toBe('very close');
    expect(closenessWord(3.2)).toBe('close');
    expect(closenessWord(5)).toBeNull();
    expect(closenessWord(shadeDistance('#b03a48', '#f5d0b0'))).toBeNull();
  });
});
