// Every mail an event writes, delivered by the outbox worker through nodemailer to a local SMTP
// server started here: the right recipient, subject and ₹ amounts; escaped customer text;
// retries with backoff; and the log instead of SMTP when SMTP_URL is not set.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema-site';
import { readSettings } from '../settings/store-settings';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { moveGroup, type MoveGroupInput } from '../orders/transitions';
import { DELIVERY_ADDRESS, orderBody, signedIn } from '../orders/test-shoppers';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import { releaseUnpaidOrders } from '../payments/release-unpaid';
import { enableRazorpay, gatewayEnv } from '../payments/test-payments';
import { createMailer } from './mailer';
import { notifyOrderPlaced } from './order-notifications';
import { queueMail } from './outbox';
import { BATCH, MAX_ATTEMPTS, deliverDueMail, drainDueMail, retryDelayMs } from './outbox-worker';
import { flushMoves } from '../../plugins/catalog-invalidation';

let t: TestApp;
let inbox: SmtpInbox;
let fake: FakeRazorpay;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  fake = await startFakeRazorpay();
  t = await createTestApp({
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Angle <orders@angle.test>',
    ...gatewayEnv(fake),
  });
  await enableRazorpay(t.database);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
  await fake.close();
});

/** Runs the worker as if at `now` (retries are scheduled from it). */
async function deliver(now = new Date()) {
  const mailer = createMailer(t.config, t.app.log);
  try {
    return await deliverDueMail(t.database, mailer, t.app.log, {
      publicUrl: t.config.publicUrl,
      now,
    });
  } finally {
    mailer.close();
  }
}

/** Sends whatever is due now, so a test's batch is its own. */
async function drainAll() {
  for (;;) {
    const { sent, retrying, failed } = await deliver();
    if (sent + retrying + failed === 0) return;
  }
}

/** Queues `n` welcome mails to new addresses starting with `tag`; returns the addresses. */
async function queueWelcomes(tag: string, n: number) {
  const addresses = Array.from({ length: n }, (_, i) => `${tag}-${i}-${Date.now()}@example.com`);
  for (const to of addresses) {
    await queueMail(t.database.db, to, 'welcome', {
      name: 'Shopper',
      role: 'customer',
      firstPurchaseDiscountPct: 20,
      freeShippingThresholdPaise: 49_900,
    });
  }
  return addresses;
}

const mailsTo = (address: string) => inbox.messages.filter((m) => m.to.includes(address));

async function vendorEmail(vendorId: string) {
  const [row] = await t.database.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
    vendorId,
  ]);
  return row!.email;
}

let ipSeq = 10;
const register = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: path, payload, remoteAddress: `10.9.0.${ipSeq++}` });

async function move(input: Omit<MoveGroupInput, 'actor'>) {
  const [admin] = await t.database.query<{ id: string }>(
    "SELECT id FROM users WHERE role = 'admin' LIMIT 1",
  );
  const actor = admin
    ? { userId: admin.id, role: 'admin' as const }
    : { userId: (await signedIn(t.app, t.database, 'admin')).userId, role: 'admin' as const };
  await t.database.db.transaction((tx) => moveGroup(tx, { ...input, actor }));
}

describe('order mails', () => {
  it('tells the customer and each vendor of a new order, with ₹ amounts', async () => {
    const me = await signedIn(t.app, t.database);
    const res = await me.placeOrder(
      orderBody([
        { productId: 'prod-001', quantity: 1 },
        { productId: 'prod-002', variantId: 'prod-002-v1', quantity: 2 },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(await deliver()).toMatchObject({ sent: 3, failed: 0 });

    const [mail] = mailsTo(me.email);
    expect(mail!.from).toBe('orders@angle.test');
    expect(mail!.subject).toBe(`Your order ${order.number} is placed`);
    // First purchase: ₹3,197 less ₹640 (20%, rounded up to the rupee) = ₹2,557, shipped free.
    expect(mail!.text).toContain('Total: ₹2,557');
    // A line names the shade bought (issue #18).
    expect(mail!.text).toContain('Matte Velvet Lipstick (Rani Pink) × 2: ₹1,298');
    expect(mail!.text).toContain('Discount: −₹640');
    expect(mail!.text).toContain('Cash on Delivery: pay ₹2,557 when it arrives');
    expect(mail!.html).toContain('₹2,557');
    expect(mail!.html).toContain(`/my-orders/${order.id}`);
    // Both parts carry the store's branding from its settings.
    const { store } = await readSettings(t.database.db);
    for (const part of [mail!.html, mail!.text]) {
      expect(part).toContain(store.storeName);
      expect(part).toContain(store.supportEmail);
    }

    const byVendor = Object.fromEntries(
      order.groups.map((g: { vendorId: string; subtotal: number }) => [g.vendorId, g.subtotal]),
    );
    const first = mailsTo(await vendorEmail('vendor-1'));
    const second = mailsTo(await vendorEmail('vendor-2'));
    expect(first.map((m) => m.subject)).toContain(`New order ${order.number}: 1 item, ₹1,899`);
    expect(second.map((m) => m.subject)).toContain(`New order ${order.number}: 2 items, ₹1,298`);
    expect(byVendor['vendor-2']).toBe(1298);
  });

  it("writes a checkout's mails from its own facts exactly as reading the order back would", async () => {
    const me = await signedIn(t.app, t.database);
    // Three vendors, lines in no particular order, an address with a second line.
    const ids = ['prod-009', 'prod-002', 'prod-006', 'prod-010', 'prod-005', 'prod-001'];
    const res = await me.placeOrder({
      ...orderBody(
        ids.map((productId, i) => ({
          productId,
          variantId: `${productId}-v1`,
          quantity: 1 + (i % 2),
        })),
      ),
      address: { ...DELIVERY_ADDRESS, line2: 'Lane 5, near the temple' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    const mine = and(
      inArray(outbox.kind, ['order-placed', 'vendor-new-order']),
      sql`${outbox.payload}->'data'->>'orderId' = ${order.id}`,
    );
    const placedMails = async (db: DbOrTx) =>
      (await db.select({ kind: outbox.kind, payload: outbox.payload }).from(outbox).where(mine))
        .map((r) => JSON.stringify(r))
        .sort();
    const written = await placedMails(t.database.db);
    expect(written).toHaveLength(4);

    // The same mails built by reading the order back (the online path, once paid), rolled back.
    let reread: string[] = [];
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.delete(outbox).where(mine);
        await notifyOrderPlaced(tx, order.id);
        reread = await placedMails(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(written).toEqual(reread);
  });

  it('tells the customer when a shipment is confirmed, shipped with tracking and delivered', async () => {
    const me = await signedIn(t.app, t.database);
    const order = (await me.placeOrder(orderBody([{ productId: 'prod-008', quantity: 1 }]))).json();
    const groupId = order.groups[0].id;
    const vendorName = order.groups[0].vendorName;
    await move({ groupId, to: 'confirmed' });
    await move({ groupId, to: 'packed' });
    await move({ groupId, to: 'shipped', carrier: 'Delhivery', trackingNumber: 'DL7788123' });
    await move({ groupId, to: 'delivered' });
    await deliver();

    const subjects = mailsTo(me.email).map((m) => m.subject);
    expect(subjects).toEqual([
      `Your order ${order.number} is placed`,
      `Order ${order.number}: confirmed by ${vendorName}`,
      `Order ${order.number} has shipped: Delhivery DL7788123`,
      `Order ${order.number}: delivered`,
    ]);
    const shipped = mailsTo(me.email)[2]!;
    expect(shipped.text).toContain('Tracking number: DL7788123');
    expect(shipped.text).toContain(`Items total: ₹${order.totals.subtotal}`);
    // The delivered mail leads to the order page, whose delivered lines offer a review.
    const delivered = mailsTo(me.email)[3]!;
    expect(delivered.text).toContain('Rate this product');
    expect(delivered.text).toContain(`/my-orders/${order.id}`);
  });

  it('writes no mail when the event is rolled back: the outbox row shares its transaction', async () => {
    const me = await signedIn(t.app, t.database);
    const order = (
      await me.placeOrder(
        orderBody([{ productId: 'prod-009', variantId: 'prod-009-v1', quantity: 1 }]),
      )
    ).json();
    const groupId = order.groups[0].id;
    const statusMails = async () =>
      t.database.query<{ id: string }>(
        "SELECT id FROM outbox WHERE kind = 'order-status' AND payload->'data'->>'orderId' = $1",
        [order.id],
      );
    const actor = {
      userId: (await signedIn(t.app, t.database, 'admin')).userId,
      role: 'admin' as const,
    };
    const mine = and(
      eq(outbox.kind, 'order-status'),
      sql`${outbox.payload}->'data'->>'orderId' = ${order.id}`,
    );
    await expect(
      t.database.db.transaction(async (tx) => {
        await moveGroup(tx, { groupId, to: 'confirmed', actor });
        // The move wrote its mail; then something later in the same transaction fails.
        expect(await tx.select({ id: outbox.id }).from(outbox).where(mine)).toHaveLength(1);
        throw new Error('the request failed after the move');
      }),
    ).rejects.toThrow('the request failed after the move');
    expect(await statusMails()).toEqual([]);
    const [group] = await t.database.query<{ status: string }>(
      'SELECT status FROM order_groups WHERE id = $1',
      [groupId],
    );
    expect(group!.status).toBe('placed');

    // Committed, the same move leaves exactly one mail.
    await move({ groupId, to: 'confirmed' });
    expect(await statusMails()).toHaveLength(1);
  });

  it('sends one mail when the customer cancels a whole order', async () => {
    const me = await signedIn(t.app, t.database);
    const order = (
      await me.placeOrder(
        orderBody([
          { productId: 'prod-003', quantity: 1 },
          { productId: 'prod-004', quantity: 1 },
        ]),
      )
    ).json();
    const res = await me.call('POST', `/api/store/orders/${order.id}/cancel`, {
      reason: 'Found it cheaper <elsewhere>',
    });
    expect(res.statusCode).toBe(200);
    await deliver();

    const cancelled = mailsTo(me.email).filter((m) => m.subject.includes('cancelled'));
    expect(cancelled.map((m) => m.subject)).toEqual([`Order ${order.number} is cancelled`]);
    expect(cancelled[0]!.text).toContain('Found it cheaper <elsewhere>');
    expect(cancelled[0]!.html).toContain('Found it cheaper &lt;elsewhere&gt;');
    expect(cancelled[0]!.text).toContain(`Order total: ₹`);
  });
});

describe('online order mails', () => {
  it('says the payment was received once an online order is paid, and tells the seller', async () => {
    const me = await signedIn(t.app, t.database);
    const order = (
      await me.placeOrder({
        ...orderBody([{ productId: 'prod-005', quantity: 1 }]),
        paymentMethod: 'razorpay',
      })
    ).json();
    await deliver();
    expect(mailsTo(me.email)).toEqual([]);

    const start = (await me.call('POST', `/api/store/orders/${order.id}/payment`)).json();
    const { response } = fake.pay(start.razorpayOrderId);
    await me.call('POST', `/api/store/orders/${order.id}/payment/confirm`, response);
    await deliver();
    const [mail] = mailsTo(me.email);
    expect(mail!.subject).toBe(`Payment received: your order ${order.number} is placed`);
    expect(mail!.text).toContain(`Paid online: ₹${order.totals.total.toLocaleString('en-IN')}`);
    const seller = mailsTo(await vendorEmail(order.groups[0].vendorId));
    expect(seller.map((m) => m.subject)).toContain(
      `New order ${order.number}: 1 item, ₹${order.groups[0].subtotal.toLocaleString('en-IN')}`,
    );
  });

  it('tells the customer when an unpaid online order is released', async () => {
    const me = await signedIn(t.app, t.database);
    const order = (
      await me.placeOrder({
        ...orderBody([{ productId: 'prod-006', quantity: 1 }]),
        paymentMethod: 'razorpay',
      })
    ).json();
    const ttlMinutes = t.config.unpaidOrderTtlMinutes;
    await releaseUnpaidOrders(t.database.db, t.app.log, {
      ttlMinutes,
      now: new Date(Date.now() + (ttlMinutes + 1) * 60_000),
    });
    await deliver();
    const [mail] = mailsTo(me.email);
    expect(mail!.subject).toBe(`Order ${order.number} was cancelled: payment not received`);
    expect(mail!.text).toContain('Nothing was charged');
  });
});

describe('account mails', () => {
  it('welcomes customers and vendors, escaping what they typed', async () => {
    const email = `welcome-${Date.now()}@example.com`;
    const res = await register('/api/auth/register', {
      name: 'Priya <img src=x onerror=alert(1)>',
      email,
      password: 'Jasmine-Kohl-42',
    });
    expect(res.statusCode).toBe(201);
    const vendorEmailAddress = `brand-${Date.now()}@example.com`;
    const vendor = await register('/api/auth/vendor/register', {
      companyName: 'Kesar & Co',
      contactName: 'Meera Iyer',
      email: vendorEmailAddress,
      password: 'Saffron-Glow-77',
      phone: '9876501234',
    });
    expect(vendor.statusCode).toBe(201);
    await deliver();

    const [welcome] = mailsTo(email);
    expect(welcome!.subject).toBe('Welcome to Angle');
    expect(welcome!.text).toContain('Your first order is 20% off, and delivery is free from ₹499.');
    expect(welcome!.html).toContain('Priya &lt;img src=x onerror=alert(1)&gt;');
    expect(welcome!.html).not.toContain('<img src=x');
    const [vendorWelcome] = mailsTo(vendorEmailAddress);
    expect(vendorWelcome!.subject).toBe('Welcome to the Angle Vendor Portal');
    expect(vendorWelcome!.html).toContain('Kesar &amp; Co');
  });

  it('mails the password reset link', async () => {
    const me = await signedIn(t.app, t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: me.email },
    });
    expect(res.statusCode).toBe(202);
    // better-auth may queue the mail just after answering (so the answer's timing says nothing
    // about the account): wait for its outbox row before running the worker.
    await vi.waitFor(async () => {
      const rows = await t.database.query(
        "SELECT 1 FROM outbox WHERE payload->>'to' = $1 AND status = 'pending'",
        [me.email],
      );
      expect(rows.length).toBeGreaterThan(0);
    });
    await deliver();
    const [mail] = mailsTo(me.email).filter((m) => m.subject === 'Reset your Angle password');
    expect(mail!.text).toMatch(
      /Choose a new password: http:\/\/\S+\/auth\/reset-password\?token=\S+/,
    );
  });
});

describe('the outbox worker', () => {
  it('retries with exponential backoff, then gives up after the last attempt', async () => {
    const email = `retry-${Date.now()}@example.com`;
    await register('/api/auth/register', { name: 'Retry Me', email, password: 'Jasmine-Kohl-42' });
    const row = async () =>
      (
        await t.database.query<{
          status: string;
          attempts: number;
          next_attempt_at: Date;
          last_error: string | null;
        }>(
          "SELECT status, attempts, next_attempt_at, last_error FROM outbox WHERE payload->>'to' = $1",
          [email],
        )
      )[0]!;

    inbox.refusing = true;
    try {
      let now = Date.now();
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await deliver(new Date(now));
        const r = await row();
        expect(r.attempts).toBe(attempt);
        expect(r.last_error).toContain('try again later');
        if (attempt < MAX_ATTEMPTS) {
          expect(r.status).toBe('pending');
          expect(new Date(r.next_attempt_at).getTime()).toBe(now + retryDelayMs(attempt));
          // Not due yet: a run just before the retry time leaves it alone.
          await deliver(new Date(now + retryDelayMs(attempt) - 1000));
          expect((await row()).attempts).toBe(attempt);
          now += retryDelayMs(attempt);
        } else {
          expect(r.status).toBe('failed');
        }
      }
      expect(retryDelayMs(1)).toBe(60_000);
      expect(retryDelayMs(3)).toBe(240_000);
    } finally {
      inbox.refusing = false;
    }
    expect(mailsTo(email)).toEqual([]);
  });

  it('sends every due batch in one run, not one batch per poll', async () => {
    const addresses = await queueWelcomes('rush', BATCH * 2 + 5);
    const mailer = createMailer(t.config, t.app.log);
    try {
      const report = await drainDueMail(t.database, mailer, t.app.log, {
        publicUrl: t.config.publicUrl,
      });
      expect(report.sent).toBeGreaterThanOrEqual(addresses.length);
    } finally {
      mailer.close();
    }
    expect(addresses.filter((a) => mailsTo(a).length === 1)).toHaveLength(addresses.length);
  });

  it('sends each mail once when runs race, and a batch costs three statements', async () => {
    // The worker shares PGlite's one connection with the orders (issue #35): a batch is its
    // claim, the store's details and one statement marking what was sent, whatever its size.
    await drainAll();
    const batch = await queueWelcomes('batch', BATCH);
    await flushMoves(t.database, t.app.log);
    const before = t.database.stats.queries;
    // A second on: the last row's time (microseconds, the database's clock) is not after `now`.
    const report = await deliver(new Date(Date.now() + 1_000));
    expect(report.sent).toBe(BATCH);
    expect(t.database.stats.queries - before).toBe(3);
    expect(batch.filter((a) => mailsTo(a).length === 1)).toHaveLength(BATCH);
    const [marked] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE status = 'sent' AND attempts = 1 AND sent_at IS NOT NULL AND payload->>'to' = ANY($1)",
      [batch],
    );
    expect(marked!.n).toBe(BATCH);

    const raced = await queueWelcomes('race', BATCH * 3);
    const mailer = createMailer(t.config, t.app.log);
    try {
      const runs = await Promise.all(
        Array.from({ length: 4 }, () =>
          drainDueMail(t.database, mailer, t.app.log, {
            publicUrl: t.config.publicUrl,
            now: () => new Date(Date.now() + 1_000),
          }),
        ),
      );
      expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(raced.length);
    } finally {
      mailer.close();
    }
    expect(raced.filter((a) => mailsTo(a).length === 1)).toHaveLength(raced.length);
  });

  it('writes the mail to the log when SMTP_URL is not set', async () => {
    const config = parseConfig({ NODE_ENV: 'test' });
    const mailer = createMailer(config, t.app.log);
    await mailer.send({
      to: 'log@example.com',
      subject: 'Logged, not sent',
      text: 'Hello ₹499',
      html: '',
    });
    const line = t.logs.find((l) => l.includes('Logged, not sent'));
    expect(line).toContain('log@example.com');
    expect(line).toContain('Hello ₹499');
  });
});
