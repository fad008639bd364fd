// The admin API contract for people: customers (orders, addresses, blocking) and vendors
// (sales, suspension, commission).
import { z } from 'zod';
import { AddressSchema } from './address';
import { percentField, SearchTextSchema } from './admin';
import { VERIFICATION_STATUSES } from '../seller-verification';
import { listOf, pageFields } from './paging';

const ReasonSchema = z.string().trim().max(300, 'Keep the reason under 300 characters.');

// ---- Customers ----

export const CUSTOMER_SORTS = ['newest', 'name', 'orders', 'spent'] as const;

export const AdminCustomerListQuerySchema = z
  .object({
    search: SearchTextSchema,
    status: z.enum(['active', 'blocked']).optional(),
    sort: z.enum(CUSTOMER_SORTS).default('newest'),
    ...pageFields(),
  })
  .strict();
export type AdminCustomerListQuery = z.input<typeof AdminCustomerListQuerySchema>;

export const AdminCustomerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    createdAt: z.string(),
    blocked: z.boolean(),
    blockReason: z.string().nullable(),
    /** Orders not entirely cancelled, and what they came to (rupees). */
    orderCount: z.number(),
    totalSpent: z.number(),
    lastOrderAt: z.string().nullable(),
  })
  .meta({ id: 'AdminCustomer' });
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

export const AdminCustomerListSchema = listOf(AdminCustomerSchema);

export const AdminCustomerOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  total: z.number(),
  itemCount: z.number(),
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrderSchema>;

export const AdminCustomerDetailSchema = AdminCustomerSchema.extend({
  addresses: z.array(AddressSchema),
  /** The 50 most recent orders. */
  orders: z.array(AdminCustomerOrderSchema),
}).meta({ id: 'AdminCustomerDetail' });
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

export const BlockCustomerSchema = z.object({ reason: ReasonSchema.optional() }).strict();
export type BlockCustomer = z.input<typeof BlockCustomerSchema>;

// ---- Vendors ----

export const VENDOR_SORTS = ['name', 'newest', 'sales'] as const;

export const AdminVendorListQuerySchema = z
  .object({
    search: SearchTextSchema,
    status: z.enum(['active', 'suspended']).optional(),
    sort: z.enum(VENDOR_SORTS).default('name'),
    ...pageFields(),
  })
  .strict();
export type AdminVendorListQuery = z.input<typeof AdminVendorListQuerySchema>;

export const AdminVendorSchema = z
  .object({
    id: z.string(),
    companyName: z.string(),
    slug: z.string(),
    email: z.string(),
    supportPhone: z.string().nullable(),
    status: z.enum(['active', 'suspended']),
    /** Business verification (issue #38): payouts wait until it is verified. */
    verificationStatus: z.enum(VERIFICATION_STATUSES),
    /** Percent of each sale Angle keeps. */
    commissionRate: z.number(),
    productCount: z.number(),
    publishedProductCount: z.number(),
    /** Order groups not cancelled, their merchandise total (rupees) and Angle's commission. */
    orderCount: z.number(),
    sales: z.number(),
    commission: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminVendor' });
export type AdminVendor = z.infer<typeof AdminVendorSchema>;

export const AdminVendorListSchema = listOf(AdminVendorSchema);

export const VendorCommissionSchema = z
  .object({ commissionRate: percentField('the commission rate', 50) })
  .strict();
export type VendorCommission = z.input<typeof VendorCommissionSchema>;

export const SuspendVendorSchema = z.object({ reason: ReasonSchema.optional() }).strict();
export type SuspendVendor = z.input<typeof SuspendVendorSchema>;
