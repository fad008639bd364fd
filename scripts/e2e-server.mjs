// Starts the built app for the end-to-end suite on a fresh, temporary embedded database, with a
// local fake Razorpay (src/server/test/fake-razorpay.ts) as its gateway, a local fake Shiprocket
// (src/server/test/fake-shiprocket.ts) as its courier and a local fake Twilio
// (src/server/test/fake-twilio.ts) for text messages: no test pays, ships or texts for real.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
if (!fs.existsSync('dist/web/index.html')) {
  console.error('dist/web is missing: run "npm run build" first (npm run test:e2e does).');
  process.exit(1);
}
const dataDir = path.join(root, '.tmp', `e2e-${process.env.PORT}`);
fs.rmSync(dataDir, { recursive: true, force: true });
// The seed copies its pictures from the build's dist/demo-art (config.demoArtDir).
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'warn';
// Every spec registers its own shoppers from 127.0.0.1; the default 10 per 15 minutes is
// production's guard against sign-up floods, tested in rate-limit.test.ts.
process.env.REGISTRATIONS_PER_15_MINUTES ??= '500';
// Every spec's pages are rendered for 127.0.0.1 too: the per-address render limit (60 a minute
// by default) is tested in storefront-render.test.ts.
process.env.RENDERS_PER_MINUTE ??= '1000000';
// The journeys move orders in time with SQL of their own (fixtures-db.ts) and look at the reports
// at once: each request computes its figures (the sharing is tested in figures-cache.test.ts).
process.env.FIGURES_CACHE_SECONDS ??= '0';
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;

const { register } = await import('tsx/esm/api');
register();
// The fake stays unused until a spec turns Razorpay on in the payment settings.
const { startFakeRazorpay, httpDelivery } = await import('../src/server/test/fake-razorpay.ts');
const gateway = await startFakeRazorpay({
  deliver: httpDelivery(`${process.env.PUBLIC_URL}/api/payments/razorpay/webhook`),
  autoWebhooks: true,
});
process.env.RAZORPAY_API_BASE = gateway.url;
process.env.RAZORPAY_CHECKOUT_URL = gateway.checkoutUrl;
// And a local fake Shiprocket (issue #39), unused until a spec turns Shiprocket on in the
// shipping settings; a spec reports the courier's scans to the webhook itself.
const { startFakeShiprocket } = await import('../src/server/test/fake-shiprocket.ts');
const carrier = await startFakeShiprocket();
process.env.SHIPROCKET_API_BASE = carrier.url;
// And a local fake Twilio (issue #39), unused until a spec turns Twilio on in the SMS settings;
// its address is written next to the data, where a spec reads the codes it sent (GET /messages).
const { startFakeTwilio } = await import('../src/server/test/fake-twilio.ts');
const texts = await startFakeTwilio();
process.env.TWILIO_API_BASE = texts.url;
fs.mkdirSync(dataDir, { recursive: true });
fs.writeFileSync(path.join(dataDir, 'twilio-url'), texts.url);
// The tests' way into the database (tests/e2e/fixtures-db.ts): SQL sent to a second listener on
// 127.0.0.1 runs in one transaction, for what only time can do (an order delivered weeks ago).
// Its port is written next to the data, where only this machine's tests read it.
const http = await import('node:http');
const { sql } = await import('drizzle-orm');
globalThis.__angleE2eDatabase = (database) => {
  const side = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      try {
        const { statements } = JSON.parse(body);
        const rows = await database.db.transaction(async (tx) => {
          let last = [];
          for (const text of statements) last = await tx.execute(sql.raw(text));
          return last.rows ?? last;
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
      } catch (err) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(err));
      }
    });
  });
  side.listen(0, '127.0.0.1', () => {
    fs.writeFileSync(path.join(dataDir, 'sql-port'), String(side.address().port));
  });
  side.unref();
};
await import('../src/server/main.ts');
