// The one list of every route the app serves and who may call it (issue #9, route classification).
// src/server/test/route-classes.test.ts reads the app's route table and fails when a route is
// missing here, when an entry names a route that is gone, when a class disagrees with the guard
// table (plugins/auth-guard.ts), and when a non-public route answers a signed-out caller
// anything but 401 or another role anything but 403 or 404.
//
// A new route: add one line `'METHOD /url/:param': 'class'` below, in the block of its module.
//   public    anyone, signed in or not (the storefront, sign-in, registration, docs)
//   signed-in any signed-in account, whatever its role (its own session or password)
//   customer  a signed-in customer (the guard of /api/store/account, cart, orders, wishlist)
//   vendor    an active vendor (the guard of /api/vendor)
//   admin     the admin (the guard of /api/admin)
export type RouteClass = 'public' | 'signed-in' | 'customer' | 'vendor' | 'admin';

export const ROUTE_CLASSES: Record<string, RouteClass> = {
  // The web app, its SEO files, media and the API's own documents.
  'GET /': 'public',
  'GET /*': 'public',
  'GET /media/*': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',

  // Storefront.
  'GET /api/store/products': 'public',
  'GET /api/store/products/:id': 'public',
  'GET /api/store/facets/vendors': 'public',
  'GET /api/store/categories': 'public',
  'GET /api/store/home': 'public',
  'GET /api/store/vendors/:slug': 'public',
  'GET /api/store/info': 'public',
  'POST /api/store/quote': 'public',
  'POST /api/store/contact': 'public',
  'POST /api/newsletter': 'public',

  // Razorpay's webhook: no session, its signature (X-Razorpay-Signature) is its credential.
  'POST /api/payments/razorpay/webhook': 'public',

  // Sign-in, registration and the session.
  'POST /api/auth/login': 'public',
  'POST /api/auth/vendor/login': 'public',
  'POST /api/auth/admin/login': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/vendor/register': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'public',
  'POST /api/auth/password/forgot': 'public',
  'POST /api/auth/password/reset': 'public',
  'POST /api/auth/password/change': 'signed-in',

  // A customer's account, cart, orders and wishlist.
  'PATCH /api/store/account/profile': 'customer',
  'GET /api/store/account/addresses': 'customer',
  'POST /api/store/account/addresses': 'customer',
  'PATCH /api/store/account/addresses/:id': 'customer',
  'DELETE /api/store/account/addresses/:id': 'customer',
  'GET /api/store/cart': 'customer',
  'DELETE /api/store/cart': 'customer',
  'POST /api/store/cart/merge': 'customer',
  'PUT /api/store/cart/items/:itemId': 'customer',
  'DELETE /api/store/cart/items/:itemId': 'customer',
  'POST /api/store/orders': 'customer',
  'GET /api/store/orders': 'customer',
  'GET /api/store/orders/:id': 'customer',
  'POST /api/store/orders/:id/cancel': 'customer',
  'POST /api/store/orders/:id/payment': 'customer',
  'POST /api/store/orders/:id/payment/confirm': 'customer',
  'GET /api/store/wishlist': 'customer',
  'PUT /api/store/wishlist/:productId': 'customer',
  'DELETE /api/store/wishlist/:productId': 'customer',
  'POST /api/store/wishlist/merge': 'customer',

  // Reviews (issue #19): anyone reads them; customers write, vote and report.
  'GET /api/store/products/:id/reviews': 'public',
  'GET /api/store/reviews/mine': 'customer',
  'POST /api/store/reviews': 'customer',
  'PATCH /api/store/reviews/:id': 'customer',
  'DELETE /api/store/reviews/:id': 'customer',
  'POST /api/store/reviews/:id/photos': 'customer',
  'DELETE /api/store/reviews/:id/photos/:photoId': 'customer',
  'PUT /api/store/reviews/:id/helpful': 'customer',
  'POST /api/store/reviews/:id/reports': 'customer',

  // The vendor portal.
  'GET /api/vendor/me': 'vendor',
  'GET /api/vendor/products': 'vendor',
  'POST /api/vendor/products': 'vendor',
  'GET /api/vendor/products/:id': 'vendor',
  'PATCH /api/vendor/products/:id': 'vendor',
  'DELETE /api/vendor/products/:id': 'vendor',
  'POST /api/vendor/products/:id/duplicate': 'vendor',
  'POST /api/vendor/products/:id/images': 'vendor',
  'PATCH /api/vendor/products/:id/images': 'vendor',
  'DELETE /api/vendor/products/:id/images/:imageId': 'vendor',
  'GET /api/vendor/products/export.csv': 'vendor',
  'POST /api/vendor/products/import': 'vendor',
  'GET /api/vendor/settings/profile': 'vendor',
  'PATCH /api/vendor/settings/profile': 'vendor',
  'PUT /api/vendor/settings/payout': 'vendor',
  'POST /api/vendor/settings/logo': 'vendor',
  'DELETE /api/vendor/settings/logo': 'vendor',
  'GET /api/vendor/dashboard': 'vendor',
  'GET /api/vendor/orders': 'vendor',
  'GET /api/vendor/orders/:id': 'vendor',
  'POST /api/vendor/orders/status': 'vendor',
  'POST /api/vendor/orders/:id/status': 'vendor',
  'GET /api/vendor/customers': 'vendor',
  'GET /api/vendor/reports': 'vendor',
  'GET /api/vendor/reports/export.csv': 'vendor',
  'GET /api/vendor/reports/statements': 'vendor',
  'GET /api/vendor/reviews': 'vendor',
  'PUT /api/vendor/reviews/:id/reply': 'vendor',

  // Angle Admin.
  'GET /api/admin/me': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/orders': 'admin',
  'GET /api/admin/orders/export': 'admin',
  'GET /api/admin/orders/:id': 'admin',
  'POST /api/admin/orders/:id/groups/:groupId/status': 'admin',
  'POST /api/admin/orders/:id/cancel': 'admin',
  'POST /api/admin/orders/:id/refund': 'admin',
  'GET /api/admin/products': 'admin',
  'GET /api/admin/products/:id': 'admin',
  'PATCH /api/admin/products/:id': 'admin',
  'PATCH /api/admin/products/:id/variants/:variantId': 'admin',
  'DELETE /api/admin/products/:id': 'admin',
  'GET /api/admin/vendor-options': 'admin',
  'GET /api/admin/customers': 'admin',
  'GET /api/admin/customers/:id': 'admin',
  'POST /api/admin/customers/:id/block': 'admin',
  'POST /api/admin/customers/:id/unblock': 'admin',
  'GET /api/admin/vendors': 'admin',
  'GET /api/admin/vendors/:id': 'admin',
  'POST /api/admin/vendors/:id/suspend': 'admin',
  'POST /api/admin/vendors/:id/reactivate': 'admin',
  'PATCH /api/admin/vendors/:id/commission': 'admin',
  'GET /api/admin/newsletter-subscribers': 'admin',
  'GET /api/admin/newsletter-subscribers/export': 'admin',
  'GET /api/admin/contact-messages': 'admin',
  'GET /api/admin/contact-messages/export': 'admin',
  'PATCH /api/admin/contact-messages/:id': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/settings/store': 'admin',
  'PUT /api/admin/settings/store': 'admin',
  'GET /api/admin/settings/payment': 'admin',
  'PUT /api/admin/settings/payment': 'admin',
  'GET /api/admin/reviews': 'admin',
  'POST /api/admin/reviews/:id/hide': 'admin',
  'POST /api/admin/reviews/:id/restore': 'admin',
};

/** Routes the suite must not fuzz or call blindly: static files and documents with no input. */
export const DOCUMENT_ROUTES = new Set([
  'GET /',
  'GET /*',
  'GET /media/*',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
]);
