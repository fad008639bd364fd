// Issue #16: every amount a route takes (prices, refunds, fees and thresholds, rates) is decimal
// rupees or percent with at most two places, checked by the shared schemas. Tiny, huge, hex and
// exponent values are refused, as numbers and as strings, wherever an amount goes in.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AdminProductPatchSchema } from './admin';
import { RecordRefundSchema } from './admin-orders';
import { VendorCommissionSchema } from './admin-people';
import { AdminPaymentSettingsUpdateSchema, AdminStoreSettingsSchema } from './admin-settings';
import { ProductListQuerySchema } from './catalog';
import { ProductFieldsSchema } from './vendor-products';

const store = {
  storeName: 'Angle',
  supportPhone: '+91 20 4567 8900',
  supportEmail: 'care@angle.example',
  address: 'MG Road, Pune',
  shippingFee: 49,
  freeShippingThreshold: 499,
  gstRate: 18,
  firstPurchaseDiscountPct: 20,
  defaultCommissionRate: 10,
  maxOpenUnpaidOrders: 3,
  maxOrdersPerHour: 10,
  maxUnitsPerProduct: 10,
};
const payment = {
  cod: { enabled: true, maxOrderValue: 50_000 },
  razorpay: { enabled: false, keyId: '', testMode: true },
};
const product = {
  name: 'Rose Balm',
  description: '',
  category: 'skin',
  subcategory: null,
  tags: [],
  price: 399,
  originalPrice: 499,
  isOnSale: false,
  isNew: false,
  stockQuantity: 5,
  lowStockThreshold: 2,
  status: 'draft',
};

/** Each amount field, and a valid body to put a value into. */
const FIELDS: {
  name: string;
  schema: z.ZodType;
  put: (v: unknown) => unknown;
  nullable?: true;
}[] = [
  { name: 'vendor price', schema: ProductFieldsSchema, put: (price) => ({ ...product, price }) },
  {
    name: 'vendor original price',
    schema: ProductFieldsSchema,
    put: (originalPrice) => ({ ...product, price: 0.01, originalPrice }),
    nullable: true,
  },
  { name: 'admin product price', schema: AdminProductPatchSchema, put: (price) => ({ price }) },
  {
    name: 'refund amount',
    schema: RecordRefundSchema,
    put: (amount) => ({ amount, reason: 'Returned' }),
  },
  {
    name: 'shipping fee',
    schema: AdminStoreSettingsSchema,
    put: (shippingFee) => ({ ...store, shippingFee }),
  },
  {
    name: 'free-shipping threshold',
    schema: AdminStoreSettingsSchema,
    put: (freeShippingThreshold) => ({ ...store, freeShippingThreshold }),
  },
  { name: 'GST rate', schema: AdminStoreSettingsSchema, put: (gstRate) => ({ ...store, gstRate }) },
  {
    name: 'default commission',
    schema: AdminStoreSettingsSchema,
    put: (defaultCommissionRate) => ({ ...store, defaultCommissionRate }),
  },
  {
    name: 'COD maximum',
    schema: AdminPaymentSettingsUpdateSchema,
    put: (maxOrderValue) => ({ ...payment, cod: { enabled: true, maxOrderValue } }),
  },
  {
    name: 'vendor commission',
    schema: VendorCommissionSchema,
    put: (commissionRate) => ({ commissionRate }),
  },
];

const REFUSED: unknown[] = [
  1e-9,
  5e-324,
  1.005,
  0.1 + 0.2,
  1e21,
  Number.MAX_VALUE,
  2 ** 53 + 2,
  Infinity,
  NaN,
  '0x10',
  '1e3',
  'Infinity',
  '-0',
  '12',
  '',
  null,
];

describe('amount fields in the shared schemas', () => {
  it.each(FIELDS)(
    '$name takes two decimals and refuses tiny, huge, hex and exponent values',
    (f) => {
      expect(f.schema.safeParse(f.put(10.5)).success).toBe(true);
      for (const value of REFUSED.filter((v) => !(f.nullable && v === null))) {
        expect(f.schema.safeParse(f.put(value)).success, `${f.name} ${String(value)}`).toBe(false);
      }
    },
  );

  it('reads price filters in a query string as decimal rupees only', () => {
    expect(ProductListQuerySchema.parse({ minPrice: '499', maxPrice: '999.5' })).toMatchObject({
      minPrice: 499,
      maxPrice: 999.5,
    });
    for (const text of ['0x10', '1e3', 'Infinity', '-0', '', '1e-9', '99999999999']) {
      expect(ProductListQuerySchema.safeParse({ minPrice: text }).success, text).toBe(false);
    }
  });
});
