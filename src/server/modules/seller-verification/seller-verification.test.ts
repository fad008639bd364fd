// Issue #38: seller verification. The GSTIN's check character and the PAN inside it, the
// documents only their vendor and Angle Admin can download, and payouts held until Angle has
// verified the seller, held again when its bank account changes.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from '../../../domain/gst';
import { addDays, indianDateOf } from '../../../domain/india-time';
import { panGstinMismatch } from '../../../domain/seller-verification';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { multipart } from '../../test/multipart';
import { sessionCookieOf } from '../auth/test-accounts';
import { callerFor, signedIn, type Shopper } from '../orders/test-shoppers';
import { insertOrder } from '../admin/test-orders';
import { deliveredOn, groupsOf, seedPayout } from '../payouts/test-ledger';
import { giveTaxDetails, shipGroup } from '../tax-invoices/test-invoices';
import { pngImage, tempDataDir } from '../vendor-catalog/test-vendor';

let t: TestApp;
let admin: Shopper;
let customer: Shopper;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: tempDataDir() });
  admin = await signedIn(t.app, t.database, 'admin');
  customer = await signedIn(t.app, t.database);
});
afterAll(() => t.close());

const DAY = 86_400_000;
let n = 0;

/** A vendor registered as a new seller would: through the API, signed in at once. */
async function registeredVendor(companyName = `Kesar Glow ${++n}`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/vendor/register',
    remoteAddress: `10.38.0.${++n}`,
    payload: {
      companyName,
      contactName: 'Meera Nair',
      email: `kyc-${Date.now()}-${n}@test.example`,
      password: 'Saffron-Kumkum-9',
      phone: '+91 98450 12345',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const cookie = sessionCookieOf(res);
  return {
    userId: res.json<{ user: { id: string } }>().user.id,
    cookie,
    call: callerFor(t.app, cookie),
  };
}
type Vendor = Awaited<ReturnType<typeof registeredVendor>>;

const details = {
  legalName: 'Kesar Glow Studio LLP',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  accountNumber: '50100123456789',
  accountNumberConfirm: '50100123456789',
  ifsc: 'HDFC0001234',
  pickupAddress: {
    line1: 'Unit 4, Bhosari MIDC',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411026',
  },
};

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

function upload(v: Vendor, data: Buffer, kind = 'cancelled-cheque', filename = 'cheque.pdf') {
  const body = multipart({ filename, contentType: 'application/pdf', data }, { kind });
  return t.app.inject({
    method: 'POST',
    url: '/api/vendor/verification/documents',
    payload: body.payload,
    headers: { ...body.headers, cookie: v.cookie },
  });
}

async function submitted(v: Vendor) {
  expect((await upload(v, pdf)).statusCode).toBe(200);
  const res = await v.call('PUT', '/api/vendor/verification', details);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A seller Angle Admin has verified. */
async function verifiedVendor(companyName?: string) {
  const v = await registeredVendor(companyName);
  await submitted(v);
  const res = await admin.call('POST', `/api/admin/verifications/${v.userId}/verify`, {});
  expect(res.statusCode, res.body).toBe(200);
  return v;
}

const fieldsOf = (res: { json(): { errors?: { path: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.path).sort();

async function payoutStatus(id: string) {
  const [row] = await t.database.query<{ status: string }>(
    'SELECT status FROM payouts WHERE id = $1',
    [id],
  );
  return row!.status;
}

describe('the GSTIN and the PAN', () => {
  it('accepts published GSTINs by their mod-36 check character and refuses a typing mistake', () => {
    for (const valid of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) {
      expect(gstinProblem(valid)).toBeNull();
      expect(gstinCheckCharacter(valid.slice(0, 14))).toBe(valid[14]);
    }
    for (const invalid of [
      '27AAPFU0939F1ZW',
      '29AAGCB7383J1Z5',
      '27AAPFU0939F1Z',
      '27aapfu0939f1zv',
    ]) {
      expect(gstinProblem(invalid)).not.toBeNull();
    }
    expect(gstinProblem('99AAPFU0939F1Z' + gstinCheckCharacter('99AAPFU0939F1Z'))).toMatch(
      /state code/,
    );
    expect(panGstinMismatch('AAPFU0939F', '27AAPFU0939F1ZV')).toBeNull();
    expect(panGstinMismatch('AAGCB7383J', '27AAPFU0939F1ZV')).toMatch(/must match/);
  });

  it('a new seller starts not started; a wrong GSTIN, a PAN of another GSTIN or two account numbers that differ are 400 with their fields', async () => {
    const v = await registeredVendor();
    const start = await v.call('GET', '/api/vendor/verification');
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ status: 'not_started', documents: [], heldPayouts: 0 });

    const badGstin = await v.call('PUT', '/api/vendor/verification', {
      ...details,
      gstin: '27AAPFU0939F1ZW',
    });
    expect(badGstin.statusCode).toBe(400);
    expect(fieldsOf(badGstin)).toEqual(['gstin']);

    const mismatch = await v.call('PUT', '/api/vendor/verification', {
      ...details,
      pan: 'AAGCB7383J',
      accountNumberConfirm: '50100123456780',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(fieldsOf(mismatch)).toEqual(['accountNumberConfirm', 'pan']);

    const noDocument = await v.call('PUT', '/api/vendor/verification', details);
    expect(noDocument.statusCode).toBe(400);
    expect(fieldsOf(noDocument)).toEqual(['document']);
    const still = await v.call('GET', '/api/vendor/verification');
    expect(still.json().status).toBe('not_started');
  });
});

describe('documents', () => {
  it('takes a PDF or an image, refuses anything else, and serves it only to its vendor and admins, as an attachment', async () => {
    const v = await registeredVendor();
    const other = await registeredVendor();
    const notAllowed = await upload(
      v,
      Buffer.from('<svg onload="alert(1)"/>'),
      'gst-certificate',
      'x.svg',
    );
    expect(notAllowed.statusCode).toBe(415);
    const badKind = await upload(v, pdf, 'passport');
    expect(badKind.statusCode).toBe(400);

    const png = multipart(
      { filename: 'gst cert.png', contentType: 'image/png', data: await pngImage(600, 400, true) },
      { kind: 'gst-certificate' },
    );
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/verification/documents',
      payload: png.payload,
      headers: { ...png.headers, cookie: v.cookie },
    });
    expect(image.statusCode, image.body).toBe(200);
    const mine = await submitted(v);
    expect(mine.status).toBe('submitted');
    expect(mine.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'cancelled-cheque',
      'gst-certificate',
    ]);
    const cheque = mine.documents[0] as { id: string; url: string };
    const photo = mine.documents[1] as { id: string; url: string; contentType: string };
    expect(photo.contentType).toBe('image/webp');

    const own = await v.call('GET', cheque.url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe('attachment; filename="cheque.pdf"');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(pdf)).toBe(true);

    // Another vendor's document is not found, exactly like a missing one; a shopper is turned away.
    expect((await other.call('GET', cheque.url)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/vendor/verification/documents/nope')).statusCode).toBe(
      404,
    );
    expect([403, 404]).toContain((await customer.call('GET', cheque.url)).statusCode);
    expect([403, 404]).toContain(
      (await customer.call('GET', `/api/admin/verifications/${v.userId}/documents/${cheque.id}`))
        .statusCode,
    );
    expect((await other.call('GET', `/api/admin/verifications/${v.userId}`)).statusCode).toBe(403);

    // Angle Admin downloads it from the queue's detail.
    const detail = await admin.call('GET', `/api/admin/verifications/${v.userId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ accountNumber: '50100123456789', pan: 'AAPFU0939F' });
    const url = detail.json().documents[0].url as string;
    const asAdmin = await admin.call('GET', url);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-disposition']).toMatch(/^attachment;/);
    // Another vendor's id with this document: not found.
    expect(
      (await admin.call('GET', `/api/admin/verifications/${other.userId}/documents/${cheque.id}`))
        .statusCode,
    ).toBe(404);

    // The media store keeps it under private/, which /media/* never serves.
    const [row] = await t.database.query<{ storage_key: string }>(
      'SELECT storage_key FROM vendor_documents WHERE id = $1',
      [cheque.id],
    );
    expect(row!.storage_key).toMatch(/^private\/kyc\//);
    for (const path of [
      row!.storage_key,
      row!.storage_key.replace('private', 'PRIVATE'),
      `./${row!.storage_key}`,
      row!.storage_key.replace('/', '%2F'),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/media/${path}` });
      expect(res.statusCode, path).toBe(404);
    }
  });
});

describe('payouts wait for verification', () => {
  it('holds a new seller’s payout out of the bank file until Angle Admin verifies it, then it is due', async () => {
    const v = await registeredVendor();
    await deliveredOn(
      t.database,
      customer.userId,
      [{ productId: 'prod-001', vendorId: v.userId, unitPricePaise: 149_900, quantity: 1 }],
      new Date(Date.now() - 40 * DAY),
    );
    const to = indianDateOf(new Date(Date.now() - 20 * DAY));
    const run = await admin.call('POST', '/api/admin/settlements', { from: addDays(to, -6), to });
    expect(run.statusCode, run.body).toBe(201);
    const runId = run.json<{ id: string }>().id;

    const list = await v.call('GET', '/api/vendor/payouts');
    const payout = list.json().items[0] as { id: string; status: string; amount: number };
    expect(payout.status).toBe('on-hold');
    expect(payout.amount).toBeGreaterThan(0);
    const bankFile = async () =>
      Papa.parse<Record<string, string>>(
        (await admin.call('GET', `/api/admin/settlements/${runId}/bank-upload.csv`)).body,
        { header: true, skipEmptyLines: true },
      ).data.map((r) => r['Payout id']);
    expect(await bankFile()).not.toContain(payout.id);
    const pay = await admin.call('POST', `/api/admin/payouts/${payout.id}/paid`, {
      utr: 'HDFCN52026120201',
    });
    expect(pay.statusCode).toBe(409);
    expect((await v.call('GET', '/api/vendor/verification')).json().heldPayouts).toBe(1);

    // Verifying before the seller has submitted anything is refused.
    expect(
      (await admin.call('POST', `/api/admin/verifications/${v.userId}/verify`, {})).statusCode,
    ).toBe(409);
    await submitted(v);
    const queue = await admin.call('GET', '/api/admin/verifications?status=submitted&limit=100');
    expect(queue.json().items.map((i: { vendorId: string }) => i.vendorId)).toContain(v.userId);
    const verified = await admin.call('POST', `/api/admin/verifications/${v.userId}/verify`, {});
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'verified', heldPayouts: 0 });

    expect(await payoutStatus(payout.id)).toBe('due');
    expect(await bankFile()).toContain(payout.id);
    const [audit] = await t.database.query<{
      actor_user_id: string;
      changes: { payoutsReleased: number };
    }>(
      `SELECT actor_user_id, changes FROM audit_log WHERE action = 'vendor.verify' AND entity_id = $1`,
      [v.userId],
    );
    expect(audit).toMatchObject({ actor_user_id: admin.userId, changes: { payoutsReleased: 1 } });
  });

  it('a verified seller’s changed bank account returns it to submitted and holds its unpaid payout', async () => {
    const v = await verifiedVendor();
    const { payoutId } = await seedPayout(t.database, v.userId, customer.userId);
    expect(await payoutStatus(payoutId)).toBe('due');

    // The same account again changes nothing.
    const same = await v.call('PUT', '/api/vendor/settings/payout', {
      accountName: details.legalName,
      accountNumber: details.accountNumber,
      ifsc: details.ifsc,
    });
    expect(same.statusCode).toBe(200);
    expect((await v.call('GET', '/api/vendor/verification')).json().status).toBe('verified');

    const changed = await v.call('PUT', '/api/vendor/settings/payout', {
      accountName: details.legalName,
      accountNumber: '00112233445566',
      ifsc: 'ICIC0000999',
    });
    expect(changed.statusCode).toBe(200);
    const after = (await v.call('GET', '/api/vendor/verification')).json();
    expect(after).toMatchObject({ status: 'submitted', heldPayouts: 1, ifsc: 'ICIC0000999' });
    expect(await payoutStatus(payoutId)).toBe('on-hold');
  });

  it('a rejected seller sees the reason and keeps its payouts held', async () => {
    const v = await registeredVendor();
    await submitted(v);
    const tooShort = await admin.call('POST', `/api/admin/verifications/${v.userId}/reject`, {
      reason: 'no',
    });
    expect(tooShort.statusCode).toBe(400);
    expect(fieldsOf(tooShort)).toEqual(['reason']);
    const rejected = await admin.call('POST', `/api/admin/verifications/${v.userId}/reject`, {
      reason: 'The cheque is cut off: upload all of it.',
    });
    expect(rejected.statusCode).toBe(200);
    const mine = (await v.call('GET', '/api/vendor/verification')).json();
    expect(mine).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The cheque is cut off: upload all of it.',
    });
    expect((await admin.call('GET', '/api/admin/verifications/nobody')).statusCode).toBe(404);
  });

  it('tax invoices print the verified legal name and GSTIN over the tax details', async () => {
    const v = await registeredVendor('Invoice Glow');
    await giveTaxDetails(t.database.db, v.userId, 'Maharashtra');
    await submitted(v);
    const found = await admin.call('GET', '/api/admin/verifications?search=invoice%20glow');
    expect(found.json().items.map((i: { vendorId: string }) => i.vendorId)).toEqual([v.userId]);
    expect(
      (await admin.call('POST', `/api/admin/verifications/${v.userId}/verify`, {})).statusCode,
    ).toBe(200);
    const order = await insertOrder(t.database, customer.userId, [
      { productId: 'prod-001', vendorId: v.userId, unitPricePaise: 59_900, quantity: 1 },
    ]);
    const [group] = await groupsOf(t.database, order.id);
    await shipGroup(t.database.db, group!.id);
    const [invoice] = await t.database.query<{ seller: { name: string; gstin: string } }>(
      `SELECT seller FROM tax_documents WHERE group_id = $1 AND kind = 'invoice'`,
      [group!.id],
    );
    expect(invoice!.seller).toMatchObject({ name: details.legalName, gstin: details.gstin });
  });
});

/** Payouts whose status disagrees with their vendor's: due but not verified, or held but verified. */
async function payoutsAgainstStatus(vendorId: string) {
  return t.database.query<{ id: string; status: string; verification_status: string }>(
    `SELECT p.id, p.status, v.verification_status FROM payouts p
      JOIN vendors v ON v.user_id = p.vendor_id
      WHERE p.vendor_id = $1 AND p.status <> 'paid'
        AND (p.status = 'due') <> (v.verification_status = 'verified')`,
    [vendorId],
  );
}

describe('at the same moment (issue #38: payouts move exactly once)', () => {
  let day = 0;
  /** A settlement of one day of its own, long past (entries 40 days old are settleable). */
  const settleAt = () => {
    const d = addDays(indianDateOf(new Date()), -2 - ++day);
    return admin.call('POST', '/api/admin/settlements', { from: d, to: d });
  };
  const delivered = (v: Vendor) =>
    deliveredOn(
      t.database,
      customer.userId,
      [{ productId: 'prod-001', vendorId: v.userId, unitPricePaise: 129_900, quantity: 1 }],
      new Date(Date.now() - 40 * DAY),
    );

  it('verifying three times while a settlement runs releases the payout once and leaves none held', async () => {
    for (let round = 0; round < 4; round++) {
      const v = await registeredVendor();
      await submitted(v);
      await delivered(v);
      const [settled, ...verifies] = await Promise.all([
        settleAt(),
        ...Array.from({ length: 3 }, () =>
          admin.call('POST', `/api/admin/verifications/${v.userId}/verify`, {}),
        ),
      ]);
      expect(settled!.statusCode, settled!.body).toBe(201);
      expect(verifies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const payouts = await t.database.query<{ status: string }>(
        'SELECT status FROM payouts WHERE vendor_id = $1',
        [v.userId],
      );
      expect(payouts.map((p) => p.status)).toEqual(['due']);
      const audits = await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'vendor.verify' AND entity_id = $1`,
        [v.userId],
      );
      expect(audits[0]!.n).toBe(1);
    }
  });

  it('a changed bank account at once with a settlement and the admin paying: nothing unchecked is paid or due', async () => {
    for (let round = 0; round < 4; round++) {
      const v = await verifiedVendor();
      const { payoutId } = await seedPayout(t.database, v.userId, customer.userId);
      await delivered(v);
      const [, settled, paid] = await Promise.all([
        v.call('PUT', '/api/vendor/settings/payout', {
          accountName: details.legalName,
          accountNumber: `0011223344${String(5000 + round)}`,
          ifsc: 'ICIC0000999',
        }),
        settleAt(),
        admin.call('POST', `/api/admin/payouts/${payoutId}/paid`, {
          utr: `KYCRACE${String(round).padStart(9, '0')}`,
        }),
      ]);
      expect(settled!.statusCode, settled!.body).toBe(201);
      // Paid before the change (to the account Angle had checked) or held by it: never both.
      expect([200, 409]).toContain(paid!.statusCode);
      expect(await payoutStatus(payoutId)).toBe(paid!.statusCode === 200 ? 'paid' : 'on-hold');
      expect((await v.call('GET', '/api/vendor/verification')).json().status).toBe('submitted');
      const statuses = await t.database.query<{ status: string }>(
        "SELECT status FROM payouts WHERE vendor_id = $1 AND status <> 'paid'",
        [v.userId],
      );
      expect(statuses.length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((p) => p.status === 'on-hold')).toBe(true);
      expect(await payoutsAgainstStatus(v.userId)).toEqual([]);
    }
  });
});
