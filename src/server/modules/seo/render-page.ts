// Writes a page's meta into the built index.html: title, description, canonical, Open Graph,
// and JSON-LD. Every value is escaped; JSON-LD cannot close its script element.
import type { PageMeta } from './page-meta';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** JSON inside <script>: no `<` can start `</script>` or `<!--`. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderPage(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="Angle" />`,
    `<meta property="og:type" content="${meta.jsonLd ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    meta.preload
      ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(meta.preload.srcSet)}" imagesizes="${escapeHtml(meta.preload.sizes)}" />`
      : '',
    meta.jsonLd ? `<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // Functions, not strings, as replacements: in a replacement string `$\`` and `$'` paste the
  // page's own markup (quotes included) into the value, which a product name could carry.
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
