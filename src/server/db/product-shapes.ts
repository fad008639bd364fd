// The product silhouettes for the generated art: each stands on y = 0, centred on x = 0, and is
// filled with the gradients defined in product-art.ts (body, cap, glow).
import type { ProductArt, ProductShape } from './seed-data';

type Draw = (c: ProductArt['colors']) => string;

const shine = (x: number, y: number, h: number) =>
  `<rect x="${x}" y="${y}" width="14" height="${h}" rx="7" fill="#ffffff" fill-opacity="0.45"/>`;

const SHAPES: Record<ProductShape, Draw> = {
  bottle: () => `
    <rect x="-110" y="-430" width="220" height="430" rx="46" fill="url(#body)"/>
    <rect x="-46" y="-500" width="92" height="80" rx="10" fill="url(#cap)"/>
    <rect x="-60" y="-560" width="120" height="70" rx="16" fill="url(#cap)"/>
    ${shine(-80, -400, 300)}`,
  pump: (c) => `
    <rect x="-115" y="-420" width="230" height="420" rx="40" fill="url(#body)"/>
    <rect x="-40" y="-470" width="80" height="56" rx="8" fill="url(#cap)"/>
    <rect x="-14" y="-540" width="28" height="76" fill="${c.cap}"/>
    <path d="M-50 -560 H80 a14 14 0 0 1 0 28 H-50 a14 14 0 0 1 0 -28 Z" fill="url(#cap)"/>
    <rect x="60" y="-548" width="60" height="16" rx="8" fill="${c.cap}"/>
    ${shine(-85, -390, 290)}`,
  dropper: (c) => `
    <rect x="-100" y="-330" width="200" height="330" rx="34" fill="url(#body)" fill-opacity="0.92"/>
    <rect x="-100" y="-150" width="200" height="150" rx="34" fill="${c.accent}" fill-opacity="0.35"/>
    <rect x="-56" y="-400" width="112" height="82" rx="12" fill="url(#cap)"/>
    <path d="M-38 -400 C-44 -520 44 -520 38 -400 Z" fill="${c.cap}"/>
    <ellipse cx="0" cy="-490" rx="40" ry="52" fill="url(#cap)"/>
    ${shine(-74, -300, 230)}`,
  tube: (c) => `
    <path d="M-120 -470 H120 L90 -60 H-90 Z" fill="url(#body)"/>
    <rect x="-124" y="-490" width="248" height="34" rx="6" fill="${c.body}"/>
    <path d="M-120 -478 H120" stroke="#ffffff" stroke-opacity="0.4" stroke-width="6" stroke-dasharray="10 8"/>
    <rect x="-72" y="-60" width="144" height="60" rx="8" fill="url(#cap)"/>
    ${shine(-70, -430, 330)}`,
  jar: (c) => `
    <rect x="-170" y="-250" width="340" height="250" rx="44" fill="url(#body)"/>
    <rect x="-182" y="-330" width="364" height="96" rx="26" fill="url(#cap)"/>
    <rect x="-182" y="-250" width="364" height="14" fill="${c.cap}" fill-opacity="0.5"/>
    ${shine(-140, -210, 160)}`,
  lipstick: (c) => `
    <rect x="-86" y="-300" width="172" height="300" rx="14" fill="url(#cap)"/>
    <rect x="-86" y="-330" width="172" height="36" rx="6" fill="${c.accent}"/>
    <rect x="-62" y="-430" width="124" height="104" fill="${c.accent}"/>
    <path d="M-56 -430 V-560 L56 -610 V-430 Z" fill="url(#body)"/>
    ${shine(-66, -280, 240)}`,
  compact: (c) => `
    <ellipse cx="0" cy="-60" rx="230" ry="60" fill="${c.cap}"/>
    <rect x="-230" y="-120" width="460" height="60" fill="${c.cap}"/>
    <ellipse cx="0" cy="-120" rx="230" ry="60" fill="url(#cap)"/>
    <ellipse cx="0" cy="-122" rx="170" ry="40" fill="${c.body}"/>
    <ellipse cx="-40" cy="-130" rx="70" ry="14" fill="#ffffff" fill-opacity="0.35"/>
    <path d="M-230 -130 C-220 -420 220 -420 230 -130 Z" fill="${c.cap}" fill-opacity="0.92"/>
    <ellipse cx="0" cy="-240" rx="150" ry="70" fill="#dfe7ee" fill-opacity="0.75"/>`,
  palette: (c) => {
    const pans = [
      c.body,
      c.accent,
      '#e8b4bc',
      '#8c4a3c',
      c.accent,
      '#f3e2c7',
      c.body,
      '#b07a5a',
      '#5a3550',
    ]
      .map(
        (fill, i) =>
          `<circle cx="${-140 + (i % 3) * 140}" cy="${-420 + Math.floor(i / 3) * 130}" r="52" fill="${fill}"/>`,
      )
      .join('');
    return `<rect x="-230" y="-540" width="460" height="400" rx="30" fill="url(#cap)"/>
      <rect x="-210" y="-520" width="420" height="360" rx="20" fill="#000000" fill-opacity="0.25"/>${pans}
      <rect x="-230" y="-140" width="460" height="140" rx="24" fill="${c.cap}"/>
      ${shine(-200, -120, 90)}`;
  },
  spray: (c) => `
    <rect x="-140" y="-340" width="280" height="340" rx="60" fill="url(#body)" fill-opacity="0.95"/>
    <rect x="-100" y="-300" width="200" height="240" rx="40" fill="#ffffff" fill-opacity="0.12"/>
    <rect x="-34" y="-380" width="68" height="46" fill="${c.cap}"/>
    <rect x="-70" y="-470" width="140" height="96" rx="16" fill="url(#cap)"/>
    ${shine(-110, -310, 250)}`,
  stick: (c) => `
    <rect x="-95" y="-420" width="190" height="420" rx="36" fill="url(#body)"/>
    <rect x="-100" y="-500" width="200" height="110" rx="34" fill="url(#cap)"/>
    <rect x="-95" y="-60" width="190" height="60" rx="20" fill="${c.accent}" fill-opacity="0.6"/>
    ${shine(-70, -390, 300)}`,
  dryer: (c) => `
    <rect x="-46" y="-330" width="92" height="330" rx="40" fill="url(#cap)"/>
    <rect x="-20" y="-260" width="40" height="70" rx="12" fill="${c.accent}"/>
    <rect x="-170" y="-560" width="320" height="220" rx="110" fill="url(#body)"/>
    <rect x="130" y="-520" width="110" height="140" rx="20" fill="${c.cap}"/>
    <circle cx="-60" cy="-450" r="70" fill="#ffffff" fill-opacity="0.2"/>
    <circle cx="-60" cy="-450" r="40" fill="${c.accent}" fill-opacity="0.55"/>
    ${shine(-120, -540, 40)}`,
  straightener: (c) => `
    <g transform="rotate(-8)">
      <rect x="-70" y="-600" width="64" height="600" rx="32" fill="url(#cap)"/>
      <rect x="6" y="-600" width="64" height="600" rx="32" fill="url(#cap)"/>
      <rect x="-58" y="-590" width="40" height="250" rx="12" fill="${c.body}"/>
      <rect x="18" y="-590" width="40" height="250" rx="12" fill="${c.body}"/>
      <rect x="-70" y="-200" width="140" height="30" rx="8" fill="${c.accent}"/>
    </g>`,
  roller: (c) => `
    <rect x="-14" y="-420" width="28" height="420" rx="14" fill="${c.cap}"/>
    <rect x="-80" y="-560" width="160" height="16" rx="8" fill="${c.cap}"/>
    <rect x="-86" y="-600" width="20" height="56" rx="8" fill="${c.cap}"/>
    <rect x="66" y="-600" width="20" height="56" rx="8" fill="${c.cap}"/>
    <rect x="-66" y="-640" width="132" height="110" rx="50" fill="url(#body)"/>
    <rect x="-40" y="-90" width="80" height="90" rx="20" fill="url(#body)"/>
    ${shine(-40, -625, 70)}`,
  mascara: (c) => `
    <rect x="-44" y="-260" width="88" height="260" rx="22" fill="url(#body)"/>
    <rect x="-40" y="-620" width="80" height="360" rx="34" fill="url(#cap)"/>
    <rect x="-44" y="-290" width="88" height="30" fill="${c.cap}"/>
    ${shine(-30, -600, 320)}`,
};

export function drawShape(art: ProductArt): string {
  return SHAPES[art.shape](art.colors);
}
