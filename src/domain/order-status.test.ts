import { describe, expect, it } from 'vitest';
import {
  canTransition,
  customerCanCancel,
  deriveCodPaymentStatus,
  deriveOrderStatus,
  nextStatuses,
} from './order-status';

describe('the group lifecycle', () => {
  it('moves forward one step at a time, by the vendor or the admin', () => {
    expect(nextStatuses('placed', 'vendor')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('confirmed', 'admin')).toEqual(['packed', 'cancelled']);
    expect(nextStatuses('packed', 'vendor')).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses('shipped', 'vendor')).toEqual(['delivered']);
    expect(canTransition('placed', 'shipped', 'vendor')).toBe(false);
    expect(canTransition('confirmed', 'placed', 'admin')).toBe(false);
  });

  it('lets the customer only cancel, and only before shipping', () => {
    expect(nextStatuses('placed', 'customer')).toEqual(['cancelled']);
    expect(customerCanCancel('packed')).toBe(true);
    expect(customerCanCancel('shipped')).toBe(false);
    expect(canTransition('placed', 'confirmed', 'customer')).toBe(false);
  });

  it('ends at delivered and cancelled', () => {
    expect(nextStatuses('delivered', 'admin')).toEqual([]);
    expect(nextStatuses('cancelled', 'admin')).toEqual([]);
  });
});

describe('the order status', () => {
  it('follows the slowest live group and ignores cancelled ones', () => {
    expect(deriveOrderStatus(['shipped', 'placed'])).toBe('placed');
    expect(deriveOrderStatus(['shipped', 'cancelled'])).toBe('shipped');
    expect(deriveOrderStatus(['delivered', 'delivered'])).toBe('delivered');
  });

  it('is cancelled only when every group is', () => {
    expect(deriveOrderStatus(['cancelled', 'cancelled'])).toBe('cancelled');
  });

  it('is paid on delivery of every live group for cash on delivery', () => {
    expect(deriveCodPaymentStatus(['delivered', 'shipped'])).toBe('pending');
    expect(deriveCodPaymentStatus(['delivered', 'cancelled'])).toBe('paid');
    expect(deriveCodPaymentStatus(['cancelled'])).toBe('pending');
  });
});
