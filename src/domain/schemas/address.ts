// Delivery addresses in India: 10-digit mobile, 6-digit PIN code, a state or union territory.
import { z } from 'zod';
import { IndianMobileSchema } from './auth';

// jscpd:ignore-start (a list of names, alike only because literals are ignored)
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
// jscpd:ignore-end
export type IndianState = (typeof INDIAN_STATES)[number];

/** Where a parcel goes or comes from: street, city, state, PIN code (the first line's
 * message names what it holds). */
export const postalFields = (line1Message: string) => ({
  line1: z.string().trim().min(3, line1Message).max(120),
  line2: z.string().trim().max(120).optional(),
  city: z.string().trim().min(2, 'Enter the city.').max(60),
  state: z.enum(INDIAN_STATES, 'Choose a state or union territory.'),
  pincode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code.'),
});

/** A stored postal address as an answer gives it (no checks: it was checked when saved). A new
 * schema each call, so each answer's schema stays inline as before. */
export const postalAddressAnswer = () =>
  z.object({
    line1: z.string(),
    line2: z.string().optional(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
  });

export const AddressInputSchema = z
  .object({
    fullName: z.string().trim().min(1, 'Enter the full name.').max(80),
    phone: IndianMobileSchema,
    ...postalFields('Enter the house and street.'),
    isDefault: z.boolean().optional(),
  })
  .strict();
export type AddressInput = z.input<typeof AddressInputSchema>;

/** `PATCH /api/store/account/addresses/{id}`: any subset of the fields. */
export const AddressPatchSchema = AddressInputSchema.partial().strict();
export type AddressPatch = z.input<typeof AddressPatchSchema>;

export const AddressSchema = AddressInputSchema.extend({
  id: z.string(),
  // A plain string in answers: the input's normalising transform cannot serialise a response.
  phone: z.string(),
  line2: z.string().nullable(),
  isDefault: z.boolean(),
}).meta({ id: 'Address' });
export type Address = z.infer<typeof AddressSchema>;

export const AddressListSchema = z.object({ items: z.array(AddressSchema) });
