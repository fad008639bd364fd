// Customer A's address, order, cart line and wishlist heart, and the routes that name them.
import { orderBody } from '../../modules/orders/test-shoppers';
import type { OwnershipModule } from './ownership';

const ADDRESS = {
  fullName: 'Ananya Iyer',
  phone: '9812345678',
  line1: '4 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
};

async function expectStatus(
  res: { statusCode: number; body: string },
  status: number,
  what: string,
) {
  if (res.statusCode !== status) throw new Error(`seeding ${what}: ${res.statusCode} ${res.body}`);
}

export const customerStoreOwnership: OwnershipModule = {
  name: "a customer's account, cart, orders and wishlist",
  audience: 'customer',
  async seed(_t, { customerA, customerB }) {
    // Customer B has a cart of their own already, so their removals below have nothing to write.
    await customerB.call('PUT', '/api/store/cart/items/prod-004', { quantity: 1 });
    await customerB.call('DELETE', '/api/store/cart/items/prod-004');
    const address = await customerA.call('POST', '/api/store/account/addresses', ADDRESS);
    await expectStatus(address, 201, 'an address');
    const order = await customerA.placeOrder(orderBody([{ productId: 'prod-001', quantity: 1 }]));
    await expectStatus(order, 201, 'an order');
    await expectStatus(
      await customerA.call('PUT', '/api/store/cart/items/prod-002-v1', { quantity: 2 }),
      200,
      'a cart line',
    );
    const heart = await customerA.call('PUT', '/api/store/wishlist/prod-003');
    if (heart.statusCode >= 300) throw new Error(`seeding a heart: ${heart.body}`);
    const placed = order.json() as { id: string; groups: Array<{ id: string }> };
    return {
      addressId: (address.json() as { id: string }).id,
      // Not `orderId`: vendor X's order (vendor-orders/isolation-cases.ts) goes by that name.
      customerOrderId: placed.id,
      customerGroupId: placed.groups[0]!.id,
      cartProductId: 'prod-002-v1',
      wishedProductId: 'prod-003',
    };
  },
  cases: [
    {
      route: 'PATCH /api/store/account/addresses/:id',
      params: (ids) => ({ id: ids.addressId! }),
      request: () => ({ payload: { city: 'Mysuru', isDefault: true } }),
    },
    {
      route: 'DELETE /api/store/account/addresses/:id',
      params: (ids) => ({ id: ids.addressId! }),
    },
    { route: 'GET /api/store/orders/:id', params: (ids) => ({ id: ids.customerOrderId! }) },
    {
      route: 'POST /api/store/orders/:id/cancel',
      params: (ids) => ({ id: ids.customerOrderId! }),
      request: (ids) => ({
        payload: { groupId: ids.customerGroupId!, reason: 'Not mine to cancel' },
      }),
    },
    // Paying for someone else's order: customer A's order is cash on delivery, so even A would be
    // refused (409); B must get the 404 a missing order gets, before anything else is checked.
    {
      route: 'POST /api/store/orders/:id/payment',
      params: (ids) => ({ id: ids.customerOrderId! }),
    },
    {
      route: 'POST /api/store/orders/:id/payment/confirm',
      params: (ids) => ({ id: ids.customerOrderId! }),
      request: () => ({
        payload: {
          razorpay_order_id: 'order_TakenOver00001',
          razorpay_payment_id: 'pay_TakenOver000001',
          razorpay_signature: 'ab'.repeat(32),
        },
      }),
    },
    // A cart or wishlist line is named by its product: another customer can only ever reach
    // their own list. Setting a line for a product nobody may buy (vendor X's draft) is a 404.
    {
      route: 'PUT /api/store/cart/items/:itemId',
      params: (ids) => ({ itemId: ids.draftProductId! }),
      request: () => ({ payload: { quantity: 1 } }),
    },
    {
      route: 'DELETE /api/store/cart/items/:itemId',
      params: (ids) => ({ itemId: ids.cartProductId! }),
      strangerStatus: 200,
    },
    {
      route: 'PUT /api/store/wishlist/:productId',
      params: (ids) => ({ productId: ids.draftProductId! }),
    },
    {
      route: 'DELETE /api/store/wishlist/:productId',
      params: (ids) => ({ productId: ids.wishedProductId! }),
      strangerStatus: 204,
    },
  ],
};
