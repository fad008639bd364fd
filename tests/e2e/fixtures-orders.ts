// Customers who register and order through the API, each in its own request context (its own
// session cookie), for journeys that need real orders to look at.
import { expect, type APIRequest, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { gstinCheckCharacter } from '../../src/domain/gst';
import { testEmail } from './fixtures-people';

export const DELIVERY_ADDRESS = {
  fullName: 'Kavya Menon',
  phone: '9876543210',
  line1: '21 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
};

export interface PlacedOrder {
  id: string;
  number: string;
  totals: { total: number };
}

export interface Customer {
  email: string;
  /** A product in shades or sizes needs the `variantId` of the one bought. */
  placeOrder(
    items: { productId: string; variantId?: string; quantity: number }[],
  ): Promise<PlacedOrder>;
  cancel(orderId: string): Promise<void>;
  dispose(): Promise<void>;
}

export async function newCustomer(
  requests: APIRequest,
  baseURL: string,
  name: string,
): Promise<Customer> {
  const request = await requests.newContext({ baseURL });
  const email = testEmail('orders');
  const registered = await request.post('/api/auth/register', {
    data: { name, email, password: 'Champa-Garland-58' },
  });
  expect(registered.status(), 'registering a customer').toBe(201);
  return {
    email,
    placeOrder: (items) => placeCodOrder(request, items, { ...DELIVERY_ADDRESS, fullName: name }),
    async cancel(orderId) {
      const res = await request.post(`/api/store/orders/${orderId}/cancel`, { data: {} });
      expect(res.status()).toBe(200);
    },
    dispose: () => request.dispose(),
  };
}

/** A cash-on-delivery order placed the way the checkout places it, by the signed-in customer
 * of `request`. */
export async function placeCodOrder(
  request: APIRequestContext,
  items: { productId: string; variantId?: string; quantity: number }[],
  address: typeof DELIVERY_ADDRESS = DELIVERY_ADDRESS,
): Promise<PlacedOrder> {
  const res = await request.post('/api/store/orders', {
    data: { items, address, paymentMethod: 'cod' },
    headers: { 'idempotency-key': `e2e-${crypto.randomUUID()}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as PlacedOrder;
}

/** A new vendor, registered and signed in on `request` (a context of its own). */
export async function registeredVendor(request: APIRequestContext, companyName: string) {
  const res = await request.post('/api/auth/vendor/register', {
    data: {
      companyName,
      contactName: 'Meera Nair',
      email: testEmail('vendor'),
      password: 'Saffron-Kumkum-9',
      phone: '9845012345',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** What a spec's product has unless it says otherwise (it names at least name and price). */
const PRODUCT_DEFAULTS = {
  description: 'Made for an e2e journey.',
  category: 'skin',
  subcategory: null,
  tags: [],
  originalPrice: null,
  isOnSale: false,
  isNew: false,
  stockQuantity: 40,
  lowStockThreshold: 3,
};

/**
 * A vendor's new product, published as the product form publishes it: a draft, a picture, then
 * the status (a product is published only with an image, issue #25). `request` is the vendor's.
 */
export async function publishedProduct(
  request: APIRequestContext,
  fields: Record<string, unknown>,
): Promise<{ id: string; name: string }> {
  const created = await request.post('/api/vendor/products', {
    data: { ...PRODUCT_DEFAULTS, ...fields, status: 'draft' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const picture = await sharp({
    create: { width: 480, height: 480, channels: 3, background: '#e8b4a0' },
  })
    .png()
    .toBuffer();
  const uploaded = await request.post(`/api/vendor/products/${id}/images`, {
    multipart: { file: { name: 'product.png', mimeType: 'image/png', buffer: picture } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const published = await request.patch(`/api/vendor/products/${id}`, {
    data: { status: 'published' },
  });
  expect(published.status(), await published.text()).toBe(200);
  return (await published.json()) as { id: string; name: string };
}

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A Karnataka GSTIN of a made-up PAN, with its right check character. */
export function validGstin(): string {
  const letters = suffix()
    .replace(/[^a-z]/g, '')
    .toUpperCase()
    .padEnd(5, 'Q')
    .slice(0, 5);
  const first14 = `29${letters}${String(Math.floor(1000 + Math.random() * 9000))}A1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** The signed-in vendor's tax details, so its shipments get tax invoices and its refunds credit
 * notes (decision 022). */
export async function gaveTaxDetails(request: APIRequestContext, legalName: string) {
  const res = await request.put('/api/vendor/settings/tax', {
    data: {
      legalName,
      gstin: validGstin(),
      invoicePrefix: `V${suffix().slice(-5).toUpperCase()}`.replace(/[^A-Z0-9]/g, 'X'),
      registeredAddress: {
        line1: '14 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560025',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The signed-in vendor's business verification, submitted with a cancelled cheque (issue #38):
 * Angle Admin still has to verify it before its payouts are due. */
export async function submittedVerification(request: APIRequestContext, legalName: string) {
  const uploaded = await request.post('/api/vendor/verification/documents', {
    multipart: {
      kind: 'cancelled-cheque',
      file: {
        name: 'cheque.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const gstin = validGstin();
  const res = await request.put('/api/vendor/verification', {
    data: {
      legalName,
      gstin,
      pan: gstin.slice(2, 12),
      accountNumber: '50100123456789',
      accountNumberConfirm: '50100123456789',
      ifsc: 'HDFC0001234',
      pickupAddress: {
        line1: '14 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560025',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}
