import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { multipart } from '../../test/multipart';
import { pngImage, signedInVendor, tempDataDir } from '../vendor-catalog/test-vendor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: tempDataDir() });
});
afterAll(() => t.close());

const profile = {
  companyName: 'Kesar Glow Studio',
  contactName: 'Meera Nair',
  description: 'Small-batch saffron skincare from Pune.',
  supportPhone: '+91 98450 12345',
  supportEmail: 'Care@KesarGlow.example',
  gstin: '27aapfu0939f1zv',
  pickupAddress: {
    line1: 'Unit 4, Bhosari MIDC',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411026',
  },
};

describe('/api/vendor/settings/profile', () => {
  it('saves the company profile, normalised, and renames the account', async () => {
    const v = await signedInVendor(t);
    const res = await v.call('PATCH', '/api/vendor/settings/profile', { payload: profile });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Kesar Glow Studio',
      contactName: 'Meera Nair',
      supportPhone: '+91 9845012345',
      supportEmail: 'care@kesarglow.example',
      gstin: '27AAPFU0939F1ZV',
      pickupAddress: profile.pickupAddress,
      accountEmail: v.email,
      payout: null,
      logo: null,
    });
    const me = (await v.call('GET', '/api/vendor/me')).json();
    expect(me.vendorData.companyName).toBe('Kesar Glow Studio');
    expect(me.user.name).toBe('Kesar Glow Studio');
    // The shop's address does not move with the name.
    expect(me.vendorData.slug).toBe(
      (await v.call('GET', '/api/vendor/settings/profile')).json().slug,
    );
  });

  it('names every invalid field and refuses a slug or status from the request', async () => {
    const v = await signedInVendor(t);
    const res = await v.call('PATCH', '/api/vendor/settings/profile', {
      payload: {
        ...profile,
        gstin: '27AAPFU0939F1Z',
        supportPhone: '12345',
        pickupAddress: { ...profile.pickupAddress, pincode: '01102' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['gstin', 'pickupAddress.pincode', 'supportPhone']);
    // Left out (the settings page sends it with the tax details), the GSTIN stays.
    const { gstin: _gstin, ...withoutGstin } = profile;
    await v.call('PATCH', '/api/vendor/settings/profile', { payload: profile });
    const kept = await v.call('PATCH', '/api/vendor/settings/profile', {
      payload: { ...withoutGstin, contactName: 'Asha Iyer' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ contactName: 'Asha Iyer', gstin: '27AAPFU0939F1ZV' });
    for (const extra of [{ slug: 'rani-rouge' }, { status: 'active' }, { commissionRateBp: 0 }]) {
      const r = await v.call('PATCH', '/api/vendor/settings/profile', {
        payload: { ...profile, ...extra },
      });
      expect(r.statusCode).toBe(400);
    }
  });

  it('shows the contact name given at registration', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/vendor/register',
      payload: {
        companyName: 'Chandan Naturals',
        contactName: 'Arjun Rao',
        email: `chandan-${Date.now()}@example.in`,
        password: 'Sandal-Wood-2025',
        phone: '9845012345',
      },
    });
    const cookie = res.headers['set-cookie']!.toString().split(';')[0]!;
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/settings/profile',
      headers: { cookie },
    });
    expect(got.json()).toMatchObject({ contactName: 'Arjun Rao', companyName: 'Chandan Naturals' });
  });
});

describe('PUT /api/vendor/settings/payout', () => {
  it('masks the account number in every answer once saved, and never logs it', async () => {
    const v = await signedInVendor(t);
    const res = await v.call('PUT', '/api/vendor/settings/payout', {
      payload: {
        accountName: 'Kesar Glow Studio LLP',
        accountNumber: '5010 0123 4567 89',
        ifsc: 'hdfc0001234',
        bankName: 'HDFC Bank',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payout).toEqual({
      accountName: 'Kesar Glow Studio LLP',
      accountNumberMasked: '•••• 6789',
      ifsc: 'HDFC0001234',
      bankName: 'HDFC Bank',
    });
    const again = await v.call('GET', '/api/vendor/settings/profile');
    expect(again.body).not.toContain('50100123456789');
    expect(again.json().payout.accountNumberMasked).toBe('•••• 6789');
    const [audit] = await t.database.query<{ changes: string }>(
      "SELECT changes::text FROM audit_log WHERE actor_user_id = $1 AND action = 'vendor.payout_changed'",
      [v.userId],
    );
    expect(audit!.changes).not.toContain('50100123456789');
    expect(t.logs.join('')).not.toContain('50100123456789');
  });

  it('refuses a bad IFSC or account number', async () => {
    const v = await signedInVendor(t);
    const res = await v.call('PUT', '/api/vendor/settings/payout', {
      payload: { accountName: 'A B', accountNumber: '12ab', ifsc: 'HDFC1234567' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['accountNumber', 'ifsc']);
  });
});

describe('/api/vendor/settings/logo', () => {
  it('uploads, replaces and removes the logo; the shop page shows it', async () => {
    const v = await signedInVendor(t);
    const up = await v.call(
      'POST',
      '/api/vendor/settings/logo',
      multipart({ filename: 'logo.png', contentType: 'image/png', data: await pngImage(240, 240) }),
    );
    expect(up.statusCode).toBe(200);
    expect(up.json().logo.url).toMatch(/^\/media\/vendors\/.+-320\.webp$/);
    const shop = await t.app.inject({
      method: 'GET',
      url: `/api/store/vendors/${up.json().slug}`,
    });
    expect(shop.json().logo).toEqual(up.json().logo);
    const notImage = await v.call(
      'POST',
      '/api/vendor/settings/logo',
      multipart({ filename: 'logo.png', contentType: 'image/png', data: Buffer.from('GIF89a no') }),
    );
    expect(notImage.statusCode).toBe(415);
    const removed = await v.call('DELETE', '/api/vendor/settings/logo');
    expect(removed.json().logo).toBeNull();
  });
});
