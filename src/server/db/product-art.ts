// Product images for the demo catalogue. Nothing can be downloaded here, so each product gets
// three studio-style illustrations drawn as SVG from its shape and colours, rendered to WebP.
import crypto from 'node:crypto';
import { IMAGE_WIDTHS } from '../../domain/images';
import type { MediaStore } from '../modules/media/media-store';
import type { ProductArt, ProductShape, SeedProduct } from './seed-data';
import { drawShape } from './product-shapes';
import { onDemand } from '../http/on-demand';

export const ART_VIEWS = 3;
const SIZE = 960;
type View = 1 | 2 | 3;
type ArtSource = Pick<SeedProduct, 'name' | 'art'>;

export interface RenderedImage {
  position: number;
  storageKey: string;
  width: number;
  height: number;
  alt: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function defs({ colors }: ProductArt): string {
  const [from, to] = colors.backdrop;
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colors.body}" stop-opacity="0.78"/><stop offset="0.35" stop-color="${colors.body}"/><stop offset="0.62" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.7" stop-color="${colors.body}"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></linearGradient>
    <linearGradient id="bodyBase" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colors.body}"/><stop offset="1" stop-color="${colors.body}"/></linearGradient>
    <linearGradient id="cap" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colors.cap}"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="0.55" stop-color="${colors.cap}"/><stop offset="1" stop-color="#000000" stop-opacity="0.3"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#3a2a25" stop-opacity="0.28"/><stop offset="1" stop-color="#3a2a25" stop-opacity="0"/></radialGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>
  </defs>`;
}

/** The product itself, standing with its base at y = 0 and centred on x = 0. */
function product(art: ProductArt): string {
  return drawShape(art);
}

/** Shapes too slim to carry a label on their body get a small brand card standing beside them. */
const SLIM: ReadonlySet<ProductShape> = new Set(['dryer', 'straightener', 'roller', 'mascara']);

function label(art: ProductArt, y: number, scale = 1): string {
  const w = Math.max(110, art.label.length * 17 + 44);
  if (SLIM.has(art.shape)) {
    return `<g transform="translate(190 -6) scale(${scale})">
    <rect x="${-w / 2 - 6}" y="-150" width="${w + 12}" height="156" rx="10" fill="#000000" fill-opacity="0.08"/>
    <rect x="${-w / 2}" y="-160" width="${w}" height="160" rx="10" fill="#fffaf6"/>
    <rect x="${-w / 2 + 12}" y="-148" width="${w - 24}" height="136" rx="6" fill="none" stroke="${art.colors.accent}" stroke-opacity="0.6" stroke-width="2"/>
    <text x="0" y="-72" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="26" fill="#3a2a25" letter-spacing="1">${escapeXml(art.label)}</text>
    <path d="M-24 -50 H24" stroke="${art.colors.accent}" stroke-width="3"/>
  </g>`;
  }
  return `<g transform="translate(0 ${y}) scale(${scale})">
    <rect x="${-w / 2}" y="-28" width="${w}" height="56" rx="10" fill="#ffffff" fill-opacity="0.9"/>
    <path d="M${-w / 2 + 14} 16 H${w / 2 - 14}" stroke="${art.colors.accent}" stroke-opacity="0.7" stroke-width="2"/>
    <text x="0" y="7" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="26" fill="#3a2a25" letter-spacing="1">${escapeXml(art.label)}</text>
  </g>`;
}

/** Where the label sits on each shape (its vertical centre, the shape standing on y = 0). */
const LABEL_Y: Partial<Record<ProductShape, number>> = {
  lipstick: -170,
  jar: -150,
  compact: -230,
  palette: -70,
  dropper: -200,
  spray: -180,
  stick: -230,
  tube: -280,
};

function labelFor(art: ProductArt, scale = 1): string {
  return label(art, LABEL_Y[art.shape] ?? -190, scale);
}

function front(art: ProductArt): string {
  return `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
    <path d="M230 860 V420 a250 250 0 0 1 500 0 V860 Z" fill="#ffffff" fill-opacity="0.38"/>
    <circle cx="700" cy="250" r="80" fill="${art.colors.accent}" fill-opacity="0.25"/>
    <ellipse cx="480" cy="815" rx="260" ry="34" fill="url(#shadow)"/>
    <g transform="translate(480 810)">${product(art)}${labelFor(art)}</g>
    <path d="M250 230 l14 34 34 14 -34 14 -14 34 -14 -34 -34 -14 34 -14 Z" fill="${art.colors.accent}" fill-opacity="0.7"/>`;
}

function leaf(x: number, y: number, rotate: number, color: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate})"><path d="M0 0 C40 -60 120 -60 170 0 C120 60 40 60 0 0 Z" fill="${color}"/><path d="M0 0 L165 0" stroke="#ffffff" stroke-opacity="0.45" stroke-width="4"/></g>`;
}

function props(art: ProductArt): string {
  const petals = [0, 72, 144, 216, 288]
    .map(
      (r) =>
        `<ellipse cx="0" cy="-26" rx="18" ry="30" transform="rotate(${r})" fill="${art.colors.accent}" fill-opacity="0.85"/>`,
    )
    .join('');
  return `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
    <rect x="0" y="700" width="${SIZE}" height="260" fill="#ffffff" fill-opacity="0.5"/>
    <path d="M0 700 H960" stroke="#ffffff" stroke-width="3"/>
    <path d="M120 780 C300 760 420 830 640 790 S880 800 960 770" stroke="#d8cfc6" stroke-width="3" fill="none" opacity="0.7"/>
    ${leaf(90, 640, -35, '#7c9a6d')}${leaf(760, 300, 200, '#93ad84')}${leaf(800, 660, -150, '#6f8c62')}
    <g transform="translate(230 250)">${petals}<circle r="14" fill="#f6d28b"/></g>
    <g transform="translate(760 540) scale(0.7)">${petals}<circle r="14" fill="#f6d28b"/></g>
    <circle cx="300" cy="760" r="16" fill="#ffffff" fill-opacity="0.8"/><circle cx="330" cy="785" r="9" fill="#ffffff" fill-opacity="0.8"/>
    <ellipse cx="500" cy="770" rx="230" ry="28" fill="url(#shadow)"/>
    <g transform="translate(500 765) rotate(-9) scale(0.92)">${product(art)}${labelFor(art)}</g>`;
}

type Texture = 'smear' | 'drops' | 'powder' | 'device';
const TEXTURE: Record<ProductShape, Texture> = {
  bottle: 'drops',
  dropper: 'drops',
  spray: 'drops',
  pump: 'smear',
  tube: 'smear',
  jar: 'smear',
  lipstick: 'smear',
  stick: 'smear',
  mascara: 'smear',
  compact: 'powder',
  palette: 'powder',
  dryer: 'device',
  straightener: 'device',
  roller: 'device',
};

function drop(x: number, y: number, r: number, fill: string): string {
  return `<g transform="translate(${x} ${y})">
    <ellipse cx="${r * 0.12}" cy="${r * 0.9}" rx="${r * 0.9}" ry="${r * 0.22}" fill="#3a2a25" fill-opacity="0.12"/>
    <path d="M0 ${-r * 1.5} C${r * 0.5} ${-r * 0.7} ${r} ${-r * 0.35} ${r} ${r * 0.15} A${r} ${r} 0 0 1 ${-r} ${r * 0.15} C${-r} ${-r * 0.35} ${-r * 0.5} ${-r * 0.7} 0 ${-r * 1.5} Z" fill="${fill}" fill-opacity="0.9"/>
    <ellipse cx="${-r * 0.35}" cy="${-r * 0.1}" rx="${r * 0.18}" ry="${r * 0.32}" fill="#ffffff" fill-opacity="0.7"/>
  </g>`;
}

function swatch(art: ProductArt, kind: Texture): string {
  const { body, accent } = art.colors;
  if (kind === 'drops') {
    return `<path d="M110 560 C200 470 420 450 560 500 S800 560 820 620 C760 680 420 700 220 660 C140 640 90 600 110 560 Z" fill="${body}" fill-opacity="0.55"/>
      <path d="M180 560 C300 520 430 520 540 540" stroke="#ffffff" stroke-opacity="0.5" stroke-width="12" stroke-linecap="round" fill="none"/>
      ${drop(300, 380, 62, body)}${drop(470, 300, 40, body)}${drop(610, 410, 52, body)}${drop(170, 260, 28, body)}${drop(700, 250, 22, accent)}`;
  }
  if (kind === 'powder') {
    const specks = Array.from({ length: 60 }, (_, i) => {
      const a = i * 2.399;
      const d = 40 + ((i * 37) % 230);
      const x = Math.round(430 + Math.cos(a) * d * 1.35);
      const y = Math.round(470 + Math.sin(a) * d * 0.6);
      const r = 3 + (i % 5) * 2;
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 4 === 0 ? accent : body}" fill-opacity="0.8"/>`;
    }).join('');
    return `<ellipse cx="430" cy="470" rx="300" ry="140" fill="${body}" fill-opacity="0.35" filter="url(#soft)"/>
      <ellipse cx="400" cy="460" rx="210" ry="92" fill="${body}"/>
      <ellipse cx="360" cy="430" rx="120" ry="30" fill="#ffffff" fill-opacity="0.35"/>
      <path d="M230 470 C300 440 420 430 540 460" stroke="#000000" stroke-opacity="0.08" stroke-width="10" fill="none"/>
      ${specks}
      <g transform="translate(660 260) rotate(35)"><rect x="-12" y="-40" width="24" height="220" rx="12" fill="#c9a27a"/><path d="M-34 -40 C-40 -150 40 -150 34 -40 Z" fill="${accent}"/></g>`;
  }
  if (kind === 'device') {
    return `<circle cx="480" cy="430" r="300" fill="#ffffff" fill-opacity="0.45"/>
      <circle cx="480" cy="430" r="220" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="3"/>
      <circle cx="480" cy="430" r="150" fill="none" stroke="${accent}" stroke-opacity="0.25" stroke-width="2"/>
      <path d="M140 200 C260 150 330 220 420 180" stroke="#ffffff" stroke-opacity="0.8" stroke-width="5" fill="none" stroke-linecap="round"/>
      <path d="M130 250 C250 210 320 270 410 240" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  }
  return `<path d="M120 520 C180 360 380 330 520 400 S780 430 820 560 C840 650 700 700 560 660 S260 700 170 640 C110 600 100 560 120 520 Z" fill="${body}"/>
    <path d="M200 500 C300 430 460 430 560 470" stroke="#ffffff" stroke-opacity="0.45" stroke-width="18" stroke-linecap="round" fill="none"/>
    <path d="M260 600 C380 570 520 580 660 610" stroke="#000000" stroke-opacity="0.08" stroke-width="14" stroke-linecap="round" fill="none"/>
    <circle cx="700" cy="300" r="34" fill="${body}"/><circle cx="690" cy="290" r="10" fill="#ffffff" fill-opacity="0.6"/>
    <circle cx="790" cy="380" r="20" fill="${body}"/><circle cx="620" cy="230" r="14" fill="${body}"/>`;
}

function texture(art: ProductArt): string {
  const kind = TEXTURE[art.shape];
  const placed =
    kind === 'device'
      ? `<ellipse cx="520" cy="905" rx="300" ry="30" fill="url(#shadow)"/><g transform="translate(520 960) rotate(-18) scale(1.35)">${product(art)}</g>`
      : `<ellipse cx="760" cy="905" rx="200" ry="26" fill="url(#shadow)"/><g transform="translate(760 900) rotate(14) scale(0.62)">${product(art)}</g>`;
  return `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
    <g filter="url(#soft)" opacity="0.5"><circle cx="300" cy="420" r="220" fill="${art.colors.accent}"/></g>
    ${swatch(art, kind)}
    ${placed}
    <text x="80" y="140" font-family="Georgia, 'DejaVu Serif', serif" font-size="40" fill="#3a2a25" fill-opacity="0.55" letter-spacing="6">${escapeXml(art.label.toUpperCase())}</text>`;
}

/** SVG (960×960) of one view of a product: 1 front, 2 styled with props, 3 texture close-up. */
export function productArtSvg(p: ArtSource, view: View): string {
  const scene = view === 1 ? front(p.art) : view === 2 ? props(p.art) : texture(p.art);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${defs(p.art)}${scene}</svg>`;
}

const ALT_SUFFIX: Record<View, string> = {
  1: 'front view',
  2: 'styled with props',
  3: 'texture close-up',
};

/** At most two renders run at once (this box has two cores), even across concurrent callers. */
const RENDER_CONCURRENCY = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** Runs a sharp job once a render slot is free; uploads share the slots with the seed. */
export async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= RENDER_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Copies every key from `cache` to `media` when the cache holds them all; false otherwise. */
async function copyAll(cache: MediaStore, media: MediaStore, files: { key: string }[]) {
  const found = await Promise.all(files.map(({ key }) => cache.get(key)));
  if (found.some((file) => !file)) return false;
  for (const [i, { key }] of files.entries())
    await media.put(key, found[i]!.bytes, found[i]!.contentType);
  return true;
}

function hash8(svg: string): string {
  return crypto.createHash('sha256').update(svg).digest('hex').slice(0, 8);
}

/**
 * Renders a product's three views to WebP at every width into the media store as
 * `${storageKey}-${width}.webp`. The key carries a hash of the SVG, so changed art gets new URLs;
 * files already stored are kept as they are. With `cache` (the build's demo-art folder, issue
 * #35), a view whose every width is there already is copied from it instead of rendered, and a
 * view rendered here is kept there too: the same key always holds the same picture.
 */
export async function renderProductImages(
  media: MediaStore,
  productId: string,
  p: ArtSource,
  /** Issue #37: a shade's own photo is the front view in its colour, placed after the three. */
  shade?: { name: string; hex: string; firstPosition: number },
  cache?: MediaStore,
): Promise<RenderedImage[]> {
  const views: View[] = shade ? [1] : [1, 2, 3];
  const art = shade
    ? { ...p, art: { ...p.art, colors: { ...p.art.colors, body: shade.hex, accent: shade.hex } } }
    : p;
  const images = views.map((view, i) => {
    const svg = productArtSvg(art, view);
    const storageKey = `products/${productId}/${view}-${hash8(svg)}`;
    return { svg, storageKey, view, position: shade ? shade.firstPosition + i : view };
  });
  await Promise.all(
    images.map(async ({ svg, storageKey }) => {
      const stored = await Promise.all(
        IMAGE_WIDTHS.map((width) => media.has(`${storageKey}-${width}.webp`)),
      );
      const missing = IMAGE_WIDTHS.filter((_, i) => !stored[i]).map((width) => ({
        width,
        key: `${storageKey}-${width}.webp`,
      }));
      if (missing.length === 0) return;
      if (cache && (await copyAll(cache, media, missing))) return;
      return limited(async () => {
        const sharp = await onDemand.sharp();
        // Rasterise the SVG once, then scale and encode each width. WebP effort 2 (of 6) is
        // about twice as fast as the default for these flat illustrations, at ~10% more bytes.
        const { data, info } = await sharp(Buffer.from(svg))
          .raw()
          .toBuffer({ resolveWithObject: true });
        for (const { width, key } of missing) {
          const webp = await sharp(data, {
            raw: { width: info.width, height: info.height, channels: info.channels },
          })
            .resize(width, width)
            .webp({ quality: 80, effort: 2 })
            .toBuffer();
          await media.put(key, webp, 'image/webp');
          await cache?.put(key, webp, 'image/webp');
        }
      });
    }),
  );
  return images.map(({ storageKey, view, position }) => ({
    position,
    storageKey,
    width: SIZE,
    height: SIZE,
    alt: shade
      ? `${p.name} in ${shade.name}, ${ALT_SUFFIX[view]}`
      : `${p.name}, ${ALT_SUFFIX[view]}`,
  }));
}
