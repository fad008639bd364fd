// Quotes as the server answers them, for component tests of the cart and the checkout.
import type { Quote, QuoteLine } from '../../domain/schemas/order';

export function quoteLine(overrides: Partial<QuoteLine> & { productId: string }): QuoteLine {
  const unitPrice = overrides.unitPrice ?? 499;
  const quantity = overrides.quantity ?? 1;
  return {
    name: `Product ${overrides.productId}`,
    variantId: `${overrides.productId}-v1`,
    sku: `SKU-${overrides.productId}`,
    variantLabel: '',
    options: [],
    swatchHex: null,
    image: null,
    vendorId: 'vendor-1',
    vendorName: 'Kumkumadi Naturals',
    vendorSlug: 'kumkumadi-naturals',
    unitPrice,
    originalPrice: null,
    quantity,
    requestedQuantity: quantity,
    maxQuantity: 10,
    lineTotal: unitPrice * quantity,
    issue: null,
    ...overrides,
  };
}

export function quoteOf(lines: QuoteLine[], overrides: Partial<Quote> = {}): Quote {
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
  const subtotal = lines.reduce((n, l) => n + l.lineTotal, 0);
  return {
    lines,
    totals: { itemCount, subtotal, discount: 0, shipping: 0, tax: 0, total: subtotal },
    firstPurchase: false,
    firstPurchaseDiscountPct: 20,
    shippingFee: 49,
    freeShippingThreshold: 499,
    freeDeliveryShortfall: null,
    freeDeliveryLost: null,
    paymentMethods: ['cod'],
    cod: { offered: true, message: null, confirmByCode: false },
    prepaid: null,
    promotions: [],
    code: null,
    ...overrides,
  };
}
