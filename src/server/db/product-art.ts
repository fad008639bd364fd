// Product images for the demo catalogue. Nothing can be downloaded here, so each product gets
// three studio-style illustrations drawn as SVG from its shape and colours, rendered to WebP.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../domain/images';
import type { ProductArt, SeedProduct } from './seed-data';
import { drawShape } from './product-shapes';

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

function label(art: ProductArt, y: number, scale = 1): string {
  return `<g transform="translate(0 ${y}) scale(${scale})">
    <rect x="-78" y="-30" width="156" height="60" rx="10" fill="#ffffff" fill-opacity="0.88"/>
    <text x="0" y="9" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="26" fill="#3a2a25" letter-spacing="1">${escapeXml(art.label)}</text>
  </g>`;
}

function front(art: ProductArt): string {
  return `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
    <path d="M230 860 V420 a250 250 0 0 1 500 0 V860 Z" fill="#ffffff" fill-opacity="0.38"/>
    <circle cx="700" cy="250" r="80" fill="${art.colors.accent}" fill-opacity="0.25"/>
    <ellipse cx="480" cy="815" rx="260" ry="34" fill="url(#shadow)"/>
    <g transform="translate(480 810)">${product(art)}${label(art, -190)}</g>
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
    <g transform="translate(500 765) rotate(-9) scale(0.92)">${product(art)}${label(art, -190)}</g>`;
}

function texture(art: ProductArt): string {
  const { body, accent } = art.colors;
  return `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
    <g filter="url(#soft)" opacity="0.5"><circle cx="300" cy="420" r="220" fill="${accent}"/></g>
    <path d="M120 520 C180 360 380 330 520 400 S780 430 820 560 C840 650 700 700 560 660 S260 700 170 640 C110 600 100 560 120 520 Z" fill="${body}"/>
    <path d="M200 500 C300 430 460 430 560 470" stroke="#ffffff" stroke-opacity="0.45" stroke-width="18" stroke-linecap="round" fill="none"/>
    <circle cx="700" cy="300" r="34" fill="${body}"/><circle cx="690" cy="290" r="10" fill="#ffffff" fill-opacity="0.6"/>
    <circle cx="790" cy="380" r="20" fill="${body}"/><circle cx="620" cy="230" r="14" fill="${body}"/>
    <ellipse cx="760" cy="905" rx="200" ry="26" fill="url(#shadow)"/>
    <g transform="translate(760 900) rotate(14) scale(0.62)">${product(art)}</g>
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

/** Renders a product's three views at every width; files already on disk are kept as they are. */
export async function renderProductImages(
  uploadsDir: string,
  productId: string,
  p: ArtSource,
): Promise<RenderedImage[]> {
  const folder = path.join(uploadsDir, 'products', productId);
  fs.mkdirSync(folder, { recursive: true });
  const views: View[] = [1, 2, 3];
  return Promise.all(
    views.map(async (view) => {
      const svg = productArtSvg(p, view);
      const hash = crypto.createHash('sha256').update(svg).digest('hex').slice(0, 8);
      const storageKey = `products/${productId}/${view}-${hash}`;
      for (const width of IMAGE_WIDTHS) {
        const file = path.join(uploadsDir, `${storageKey}-${width}.webp`);
        if (fs.existsSync(file)) continue;
        // Write to a temporary name first so a reader never sees half a file.
        const tmp = `${file}.${process.pid}.tmp`;
        await sharp(Buffer.from(svg)).resize(width, width).webp({ quality: 80 }).toFile(tmp);
        fs.renameSync(tmp, file);
      }
      return {
        position: view,
        storageKey,
        width: SIZE,
        height: SIZE,
        alt: `${p.name}, ${ALT_SUFFIX[view]}`,
      };
    }),
  );
}
