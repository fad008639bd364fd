// robots.txt and sitemap.xml: the storefront is indexed; accounts, vendor and admin are not.
import { z } from 'zod';
import { CATEGORIES } from '../../../domain/catalog';
import { routeGroup } from '../../http/route-group';

const STATIC_PATHS = [
  '/',
  '/products',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms',
  '/refund-policy',
  '/shipping-policy',
  '/offers',
  '/find-my-shade',
];
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Text for crawlers, not part of the API document. */
const crawlerFile = (summary: string) =>
  ({ summary, hide: true, response: { 200: z.string() } }) as const;

export const seoRoutes = routeGroup('seo', (routes, app) => {
  const origin = app.config.publicUrl;
  routes.get('/robots.txt', crawlerFile('What crawlers may index'), async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /vendor',
      'Disallow: /api/',
      'Disallow: /auth',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /my-orders',
      'Disallow: /account',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  routes.get('/sitemap.xml', crawlerFile('The storefront pages'), async (_request, reply) => {
    const products = await app.database.query<{ id: string; updated_at: Date | string }>(
      `SELECT p.id, p.updated_at FROM products p JOIN vendors v ON v.user_id = p.vendor_id
       WHERE p.status = 'published' AND v.status = 'active' ORDER BY p.id`,
    );
    const urls = [
      ...STATIC_PATHS.map((path) => ({ loc: `${origin}${path}` })),
      ...CATEGORIES.map((c) => ({ loc: `${origin}/products?category=${c}` })),
      ...products.map((p) => ({
        loc: `${origin}/products/${encodeURIComponent(p.id)}`,
        lastmod: new Date(p.updated_at).toISOString().slice(0, 10),
      })),
    ];
    const body = urls
      .map(
        (u) =>
          `  <url><loc>${escapeXml(u.loc)}</loc>${'lastmod' in u ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  });
});
