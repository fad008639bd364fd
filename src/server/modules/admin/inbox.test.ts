import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { nextMillisecond } from '../../test/clock';
import { auditRows, signedInAdmin } from './test-admin';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  for (const email of ['neha@example.in', 'rohan@example.in', 'anu@example.in']) {
    // Each a moment later (it failed once in CI-like: rohan and anu shared a millisecond).
    await nextMillisecond();
    await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
  }
  await t.app.inject({
    method: 'POST',
    url: '/api/store/contact',
    payload: {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'mallory@example.in',
      subject: 'Order help',
      message: '+cmd|calc!A1, please call me back today.',
    },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/store/contact',
    payload: {
      name: 'Sunita',
      email: 'sunita@example.in',
      message: 'Is the kajal safe for lenses?',
    },
  });
});
afterAll(() => t.close());

describe('newsletter subscribers', () => {
  it('lists and searches them, newest first', async () => {
    const res = await admin.call('GET', '/api/admin/newsletter-subscribers?limit=2');
    expect(res.json()).toMatchObject({ total: 3, limit: 2 });
    expect(res.json().items[0].email).toBe('anu@example.in');
    const found = await admin.call('GET', '/api/admin/newsletter-subscribers?search=rohan');
    expect(found.json().items.map((s: { email: string }) => s.email)).toEqual(['rohan@example.in']);
  });

  it('exports every subscriber as a CSV download', async () => {
    const res = await admin.call('GET', '/api/admin/newsletter-subscribers/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="angle-newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = Papa.parse<string[]>(res.body).data;
    expect(rows[0]).toEqual(['Email', 'Subscribed at (UTC)']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['anu@example.in', 'neha@example.in', 'rohan@example.in']);
  });
});

describe('contact messages', () => {
  it('exports messages with formula cells made harmless', async () => {
    const res = await admin.call('GET', '/api/admin/contact-messages/export');
    const rows = Papa.parse<string[]>(res.body).data;
    expect(rows[0]).toEqual([
      'Received at (UTC)',
      'Name',
      'Email',
      'Subject',
      'Message',
      'Handled at (UTC)',
    ]);
    const mallory = rows.find((r) => r[2] === 'mallory@example.in')!;
    expect(mallory[1]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(mallory[4]).toBe(`'+cmd|calc!A1, please call me back today.`);
  });

  it('marks a message handled (recorded), and filters open and handled ones', async () => {
    const open = await admin.call('GET', '/api/admin/contact-messages?status=open');
    expect(open.json().total).toBe(2);
    const sunita = open.json().items.find((m: { name: string }) => m.name === 'Sunita');
    const res = await admin.call('PATCH', `/api/admin/contact-messages/${sunita.id}`, {
      handled: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().handledAt).toEqual(expect.any(String));
    const handled = await admin.call('GET', '/api/admin/contact-messages?status=handled');
    expect(handled.json().items.map((m: { id: string }) => m.id)).toEqual([sunita.id]);
    expect((await auditRows(t, 'contact-message', sunita.id))[0]!.action).toBe(
      'contact-message.handled',
    );
    const missing = await admin.call('PATCH', '/api/admin/contact-messages/nope', {
      handled: true,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('exports only what the search and status select', async () => {
    const res = await admin.call('GET', '/api/admin/contact-messages/export?search=kajal');
    const rows = Papa.parse<string[]>(res.body, { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(2);
    expect(rows[1]![1]).toBe('Sunita');
  });
});

describe('GET /api/admin/audit-log', () => {
  it('names who made each change', async () => {
    await admin.call('PATCH', '/api/admin/products/prod-003', { isNew: false });
    const res = await admin.call('GET', '/api/admin/audit-log?entity=product&entityId=prod-003');
    expect(res.json().items[0]).toMatchObject({
      action: 'product.update',
      actor: { id: admin.userId, email: admin.email },
      changes: { isNew: { from: true, to: false } },
    });
  });
});
