// Issue #19 item 6's API: signed-in customers ask, the product's own vendor answers as "Seller"
// and customers who received the product as "Verified buyer"; the same words sent twice (even in
// parallel) are one row; the admin hides and restores with the reason in the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QA_MESSAGES, type QuestionList } from '../../../domain/schemas/questions';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { nextMillisecond } from '../../test/clock';
import { signedIn, type Shopper } from '../orders/test-shoppers';
import { giveOrderLine } from '../reviews/test-reviews';
import { createPublishedProduct, sampleProduct } from '../vendor-catalog/test-vendor';

let t: TestApp;
let admin: Shopper;
let vendor: Shopper;
let otherVendor: Shopper;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database, 'admin');
  vendor = await signedIn(t.app, t.database, 'vendor');
  otherVendor = await signedIn(t.app, t.database, 'vendor');
  productId = (
    await createPublishedProduct(
      t.database.db,
      vendor.userId,
      sampleProduct({ name: 'Vetiver Hair Oil', status: 'published' }),
    )
  ).id;
}, 60_000);
afterAll(() => t.close());

const list = async (id: string, query = '') =>
  (
    await t.app.inject({ url: `/api/store/products/${id}/questions?${query}` })
  ).json() as QuestionList;

// Each write from an address of its own: asking and answering are limited per address.
let address = 0;
const send = (who: Shopper, url: string, payload: object) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: who.cookie },
    remoteAddress: `10.22.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    payload,
  });
};

async function ask(who: Shopper, text: string, id = productId) {
  const res = await send(who, '/api/store/questions', { productId: id, text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('asking', () => {
  it('needs a signed-in customer', async () => {
    const body = { productId, text: 'Does it weigh the hair down?' };
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/store/questions',
      payload: body,
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['content-type']).toMatch(/problem\+json/);
    expect((await send(vendor, '/api/store/questions', body)).statusCode).toBe(403);
  });

  it('checks the text (10 to 500 characters) with field errors as problem+json', async () => {
    const customer = await signedIn(t.app, t.database);
    for (const text of ['Too short', 'x'.repeat(501), '          ']) {
      const res = await send(customer, '/api/store/questions', { productId, text });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: 'text' })]),
      );
    }
    const missing = await send(customer, '/api/store/questions', {
      productId: 'no-such-product',
      text: 'Is this available in a bigger size?',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps markup as plain text and shows the question newest first with no answers', async () => {
    const customer = await signedIn(t.app, t.database);
    const text = '<b>Is it</b> safe for colour-treated hair?';
    const id = await ask(customer, text);
    await nextMillisecond();
    const later = await ask(customer, 'How long does one bottle last?');
    const page = await list(productId, 'limit=100');
    const ids = page.items.map((q) => q.id);
    expect(ids.indexOf(later)).toBeLessThan(ids.indexOf(id));
    expect(page.items.find((q) => q.id === id)).toMatchObject({ text, answers: [] });
  });

  it('makes one question of parallel duplicates (the second gets the first back)', async () => {
    const customer = await signedIn(t.app, t.database);
    const body = { productId, text: 'Can I use it every day on a dry scalp?' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(customer, '/api/store/questions', body)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const [row] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM questions WHERE user_id = $1',
      [customer.userId],
    );
    expect(row!.n).toBe(1);
  });
});

describe('answering', () => {
  it('refuses a customer who has not received the product with 403 and a clear message', async () => {
    const asker = await signedIn(t.app, t.database);
    const id = await ask(asker, 'Does it have a strong smell?');
    const stranger = await signedIn(t.app, t.database);
    const res = await send(stranger, `/api/store/questions/${id}/answers`, {
      text: 'I think it smells lovely.',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(QA_MESSAGES.notBuyer);
    const shipped = await signedIn(t.app, t.database);
    await giveOrderLine(t.database, shipped.userId, productId, { status: 'shipped' });
    const early = await send(shipped, `/api/store/questions/${id}/answers`, {
      text: 'Mine is on its way, cannot say yet.',
    });
    expect(early.statusCode).toBe(403);
  });

  it('publishes a verified buyer’s answer with the badge, once for parallel duplicates', async () => {
    const asker = await signedIn(t.app, t.database);
    const id = await ask(asker, 'Does it tame frizz in humid weather?');
    const buyer = await signedIn(t.app, t.database);
    await giveOrderLine(t.database, buyer.userId, productId);
    const body = { text: 'Yes, two drops keep my hair smooth all day.' };
    const sent = await Promise.all(
      Array.from({ length: 4 }, () => send(buyer, `/api/store/questions/${id}/answers`, body)),
    );
    expect(sent.map((s) => s.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const question = (await list(productId, 'limit=100')).items.find((q) => q.id === id)!;
    expect(question.answers).toHaveLength(1);
    expect(question.answers[0]).toMatchObject({
      text: body.text,
      isSeller: false,
      verifiedBuyer: true,
    });
  });

  it('lets only the product’s own vendor answer, as Seller, listed first', async () => {
    const asker = await signedIn(t.app, t.database);
    const id = await ask(asker, 'Is the bottle made of glass?');
    const buyer = await signedIn(t.app, t.database);
    await giveOrderLine(t.database, buyer.userId, productId);
    await send(buyer, `/api/store/questions/${id}/answers`, { text: 'Mine came in glass.' });

    const denied = await send(otherVendor, `/api/vendor/questions/${id}/answers`, {
      text: 'Yes, amber glass with a dropper.',
    });
    expect(denied.statusCode).toBe(404);
    expect((await otherVendor.call('GET', '/api/vendor/questions')).json().items).toEqual([]);

    const unansweredFirst = (await vendor.call('GET', '/api/vendor/questions?limit=100')).json()
      .items as Array<{ id: string; answeredBySeller: boolean }>;
    expect(unansweredFirst.find((q) => q.id === id)?.answeredBySeller).toBe(false);

    const res = await send(vendor, `/api/vendor/questions/${id}/answers`, {
      text: 'Yes, amber glass with a dropper.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id, answeredBySeller: true });
    const question = (await list(productId, 'limit=100')).items.find((q) => q.id === id)!;
    expect(question.answers.map((a) => [a.isSeller, a.verifiedBuyer])).toEqual([
      [true, false],
      [false, true],
    ]);
    const [shop] = await t.database.query<{ name: string }>(
      'SELECT company_name AS name FROM vendors WHERE user_id = $1',
      [vendor.userId],
    );
    expect(question.answers[0]!.author).toBe(shop!.name);

    const flags = (await vendor.call('GET', '/api/vendor/questions?limit=100')).json()
      .items as Array<{ answeredBySeller: boolean }>;
    const firstAnswered = flags.findIndex((q) => q.answeredBySeller);
    expect(flags.slice(firstAnswered).every((q) => q.answeredBySeller)).toBe(true);
    const open = (await vendor.call('GET', '/api/vendor/questions?unanswered=true&limit=100'))
      .json()
      .items.map((q: { id: string }) => q.id);
    expect(open).not.toContain(id);
  });
});

describe('moderation', () => {
  it('hides a question (and its answers) from the product page and back, audited', async () => {
    const asker = await signedIn(t.app, t.database);
    const id = await ask(asker, 'Where is this oil made?');
    const hide = await send(admin, `/api/admin/questions/${id}/hide`, { reason: 'Spam' });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({ status: 'hidden', hiddenReason: 'Spam' });
    expect((await list(productId, 'limit=100')).items.map((q) => q.id)).not.toContain(id);
    const answer = await send(vendor, `/api/vendor/questions/${id}/answers`, {
      text: 'Made in Kerala, India.',
    });
    expect(answer.statusCode).toBe(409);
    const again = await send(admin, `/api/admin/questions/${id}/hide`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    const noReason = await send(admin, `/api/admin/questions/${id}/restore`, {});
    expect(noReason.statusCode).toBe(400);
    const restore = await send(admin, `/api/admin/questions/${id}/restore`, {
      reason: 'Appeal accepted',
    });
    expect(restore.statusCode).toBe(200);
    expect((await list(productId, 'limit=100')).items.map((q) => q.id)).toContain(id);
    const audit = await t.database.query<{ action: string; changes: { reason: string } }>(
      "SELECT action, changes FROM audit_log WHERE entity = 'question' AND entity_id = $1 ORDER BY created_at",
      [id],
    );
    expect(audit.map((a) => [a.action, a.changes.reason])).toEqual([
      ['question.hide', 'Spam'],
      ['question.restore', 'Appeal accepted'],
    ]);
  });

  it('hides one answer, which the admin still sees with its reason', async () => {
    const asker = await signedIn(t.app, t.database);
    const id = await ask(asker, 'Does it help with dandruff?');
    const answered = await send(vendor, `/api/vendor/questions/${id}/answers`, {
      text: 'Call us on 98xxxxxx for a discount!',
    });
    const answerId = answered.json().answers[0].id as string;
    const hide = await send(admin, `/api/admin/answers/${answerId}/hide`, {
      reason: 'Contact details',
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().answers[0]).toMatchObject({
      id: answerId,
      status: 'hidden',
      hiddenReason: 'Contact details',
    });
    const shown = (await list(productId, 'limit=100')).items.find((q) => q.id === id)!;
    expect(shown.answers).toEqual([]);
    const found = await admin.call('GET', '/api/admin/questions?search=dandruff');
    expect(found.json().items.map((q: { id: string }) => q.id)).toEqual([id]);
    const [entry] = await t.database.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'answer' AND entity_id = $1",
      [answerId],
    );
    expect(entry!.action).toBe('answer.hide');
    const restore = await send(admin, `/api/admin/answers/${answerId}/restore`, {
      reason: 'Checked',
    });
    expect(restore.json().answers[0].status).toBe('published');
  });

  it('answers 404 for a missing question or answer', async () => {
    for (const url of ['/api/admin/questions/nope/hide', '/api/admin/answers/nope/hide']) {
      const res = await send(admin, url, { reason: 'Spam' });
      expect(res.statusCode).toBe(404);
    }
    const page = await t.app.inject({ url: '/api/store/products/nope/questions' });
    expect(page.statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  it('stops asking from one address after 20 an hour', async () => {
    const customer = await signedIn(t.app, t.database);
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/store/questions',
        headers: { cookie: customer.cookie },
        remoteAddress: '10.21.0.1',
        payload: { productId, text: `Question number ${i} about this oil?` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
  });
});
