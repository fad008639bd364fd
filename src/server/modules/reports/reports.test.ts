// Issue #38's reports by shoppers: a review, a question and an answer are reported with a reason
// from the list, once per shopper (409 again), never one's own or a hidden one; the admin's
// Reported queue lists them with their reports, hides (the item leaves the product page) or
// keeps, with the reason in the audit trail; reporting is rate limited per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionList } from '../../../domain/schemas/questions';
import { REPORT_MESSAGES, type ReportedList } from '../../../domain/schemas/reports';
import type { ReviewList } from '../../../domain/schemas/reviews';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signedIn, type Shopper } from '../orders/test-shoppers';
import { giveOrderLine, reviewBody } from '../reviews/test-reviews';

let t: TestApp;
let admin: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database, 'admin');
}, 60_000);
afterAll(() => t.close());

// Each write from an address of its own: reporting is limited per address.
let address = 0;
const send = (who: Shopper, url: string, payload: object) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: who.cookie },
    remoteAddress: `10.38.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    payload,
  });
};

async function reviewOf(productId: string) {
  const author = await signedIn(t.app, t.database);
  await giveOrderLine(t.database, author.userId, productId);
  const res = await send(author, '/api/store/reviews', reviewBody(productId));
  expect(res.statusCode, res.body).toBe(201);
  return { author, id: res.json().id as string };
}

async function questionWithAnswer(productId: string) {
  const asker = await signedIn(t.app, t.database);
  const asked = await send(asker, '/api/store/questions', {
    productId,
    text: 'Does this suit dry skin in winter?',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const questionId = asked.json().id as string;
  const buyer = await signedIn(t.app, t.database);
  await giveOrderLine(t.database, buyer.userId, productId);
  const answered = await send(buyer, `/api/store/questions/${questionId}/answers`, {
    text: 'Yes, it kept my dry skin soft all winter.',
  });
  expect(answered.statusCode, answered.body).toBe(201);
  return { questionId, answerId: answered.json().answers[0].id as string };
}

const queue = async (query = '') =>
  (await admin.call('GET', `/api/admin/reported?limit=100&${query}`)).json() as ReportedList;

describe('reporting', () => {
  it('takes a reason from the list once per shopper: 204, then 409', async () => {
    const { id } = await reviewOf('prod-014');
    const shopper = await signedIn(t.app, t.database);
    const url = `/api/store/reviews/${id}/reports`;
    const first = await send(shopper, url, { reason: 'spam', note: 'Links to another shop' });
    expect(first.statusCode, first.body).toBe(204);
    const again = await send(shopper, url, { reason: 'offensive' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(REPORT_MESSAGES.already('review'));
    const other = await signedIn(t.app, t.database);
    expect((await send(other, url, { reason: 'off-topic' })).statusCode).toBe(204);
    const item = (await queue()).items.find((i) => i.id === id);
    expect(item).toMatchObject({
      kind: 'review',
      productId: 'prod-014',
      status: 'published',
      reports: [
        { reason: 'spam', note: 'Links to another shop' },
        { reason: 'off-topic', note: null },
      ],
    });
  });

  it('refuses a reason not on the list, with a field error, and changes nothing', async () => {
    const { id } = await reviewOf('prod-015');
    const shopper = await signedIn(t.app, t.database);
    const res = await send(shopper, `/api/store/reviews/${id}/reports`, { reason: 'boring' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(JSON.stringify(res.json())).toContain(REPORT_MESSAGES.chooseReason);
    expect((await queue()).items.find((i) => i.id === id)).toBeUndefined();
  });

  it('refuses your own item (409) and a hidden one (404); signed-out is 401', async () => {
    const { author, id } = await reviewOf('prod-016');
    const own = await send(author, `/api/store/reviews/${id}/reports`, { reason: 'spam' });
    expect(own.statusCode).toBe(409);
    const { questionId, answerId } = await questionWithAnswer('prod-016');
    await t.database.query("UPDATE questions SET status = 'hidden' WHERE id = $1", [questionId]);
    const shopper = await signedIn(t.app, t.database);
    for (const url of [
      `/api/store/questions/${questionId}/reports`,
      // An answer under a hidden question is hidden with it.
      `/api/store/answers/${answerId}/reports`,
    ]) {
      expect((await send(shopper, url, { reason: 'spam' })).statusCode, url).toBe(404);
    }
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/store/reviews/${id}/reports`,
      payload: { reason: 'spam' },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('reports questions and answers once each, and lists them by kind', async () => {
    const { questionId, answerId } = await questionWithAnswer('prod-017');
    const shopper = await signedIn(t.app, t.database);
    const q = `/api/store/questions/${questionId}/reports`;
    const a = `/api/store/answers/${answerId}/reports`;
    expect((await send(shopper, q, { reason: 'off-topic' })).statusCode).toBe(204);
    expect((await send(shopper, a, { reason: 'other', note: 'Wrong product' })).statusCode).toBe(
      204,
    );
    expect((await send(shopper, q, { reason: 'spam' })).statusCode).toBe(409);
    expect((await send(shopper, a, { reason: 'spam' })).statusCode).toBe(409);
    const questions = await queue('kind=question');
    expect(questions.items.every((i) => i.kind === 'question')).toBe(true);
    expect(questions.items.find((i) => i.id === questionId)).toMatchObject({
      productId: 'prod-017',
      text: 'Does this suit dry skin in winter?',
    });
    expect((await queue('kind=answer')).items.find((i) => i.id === answerId)).toMatchObject({
      text: 'Yes, it kept my dry skin soft all winter.',
      reports: [{ reason: 'other', note: 'Wrong product' }],
    });
  });
});

describe('the Reported queue', () => {
  it('hides a review: it leaves the product page and the queue, and the audit trail says why', async () => {
    const { id } = await reviewOf('prod-018');
    const shopper = await signedIn(t.app, t.database);
    await send(shopper, `/api/store/reviews/${id}/reports`, { reason: 'offensive' });
    const shown = async () =>
      (
        (await t.app.inject({ url: '/api/store/products/prod-018/reviews' })).json() as ReviewList
      ).items.map((r) => r.id);
    expect(await shown()).toContain(id);
    const before = (await queue()).total;

    const hide = await admin.call('POST', `/api/admin/reported/review/${id}/hide`, {
      reason: 'Insults another shopper',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toEqual({ kind: 'review', id, status: 'hidden', closed: 1 });
    expect(await shown()).not.toContain(id);
    const after = await queue();
    expect(after.total).toBe(before - 1);
    expect(after.items.find((i) => i.id === id)).toBeUndefined();
    const audit = await t.database.query<{ action: string; changes: { reason: string } }>(
      'SELECT action, changes FROM audit_log WHERE entity_id = $1 ORDER BY created_at, action',
      [id],
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['review.hide', 'review.reports-hide']);
    expect(audit.every((a) => a.changes.reason === 'Insults another shopper')).toBe(true);
    // Nothing left to decide: a second decision is a 409.
    const again = await admin.call('POST', `/api/admin/reported/review/${id}/keep`, {
      reason: 'Second thoughts',
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps a question published and closes its reports; a new report opens it again', async () => {
    const { questionId, answerId } = await questionWithAnswer('prod-019');
    const shopper = await signedIn(t.app, t.database);
    await send(shopper, `/api/store/questions/${questionId}/reports`, { reason: 'spam' });
    await send(shopper, `/api/store/answers/${answerId}/reports`, { reason: 'spam' });
    const keep = await admin.call('POST', `/api/admin/reported/question/${questionId}/keep`, {
      reason: 'A fair question',
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json()).toEqual({
      kind: 'question',
      id: questionId,
      status: 'published',
      closed: 1,
    });
    const page = (
      await t.app.inject({ url: '/api/store/products/prod-019/questions' })
    ).json() as QuestionList;
    expect(page.items.map((q) => q.id)).toContain(questionId);
    const open = await queue();
    expect(open.items.find((i) => i.id === questionId)).toBeUndefined();
    expect(open.items.find((i) => i.id === answerId)).toBeDefined();
    // The same shopper may not report it twice, even after it was kept; another shopper may.
    expect(
      (await send(shopper, `/api/store/questions/${questionId}/reports`, { reason: 'spam' }))
        .statusCode,
    ).toBe(409);
    const other = await signedIn(t.app, t.database);
    await send(other, `/api/store/questions/${questionId}/reports`, { reason: 'offensive' });
    expect((await queue()).items.find((i) => i.id === questionId)?.reports).toHaveLength(1);
    // Hiding the answer from the queue takes it off the product page.
    const hide = await admin.call('POST', `/api/admin/reported/answer/${answerId}/hide`, {
      reason: 'Spam link',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const after = (
      await t.app.inject({ url: '/api/store/products/prod-019/questions' })
    ).json() as QuestionList;
    const question = after.items.find((q) => q.id === questionId);
    expect(question?.answers.map((a) => a.id)).not.toContain(answerId);
  });

  it('answers 404 for an item that does not exist and 400 for a kind that does not', async () => {
    const missing = await admin.call('POST', '/api/admin/reported/review/nope/hide', {
      reason: 'Not there',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await admin.call('POST', '/api/admin/reported/vendor/nope/hide', {
      reason: 'Not a kind',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('stops reporting from one address after 10 an hour', async () => {
    const shopper = await signedIn(t.app, t.database);
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/store/questions/missing-${i}/reports`,
        headers: { cookie: shopper.cookie },
        remoteAddress: '10.38.250.1',
        payload: { reason: 'spam' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });
});
