// The Shiprocket REST calls Angle makes (issue #39): sign in with the API user's email and
// password for a bearer token, create an order, assign an AWB, generate the label, request the
// pickup, cancel. The base URL is configuration, so the tests talk to a local fake
// (src/server/test/fake-shiprocket.ts) and nothing leaves the machine.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { callOutside } from '../../http/outside-call';

export interface ShiprocketCredentials {
  email: string;
  password: string;
}

export interface ShiprocketOrderInput {
  /** Ours: the shipment's id, unique per channel order at Shiprocket. */
  orderId: string;
  orderDate: string;
  pickupLocation: string;
  billing: {
    name: string;
    address: string;
    address2: string;
    city: string;
    state: string;
    pincode: string;
    phone: string;
    email: string;
  };
  items: { name: string; sku: string; units: number; sellingPrice: number }[];
  paymentMethod: 'COD' | 'Prepaid';
  /** Rupees, as Shiprocket takes them. */
  subTotal: number;
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

export interface NdrActionInput {
  action: 're-attempt' | 'return';
  comments: string;
  /** YYYY-MM-DD: the day the shopper asked for. */
  deferredDate?: string;
  address1?: string;
  address2?: string;
  phone?: string;
}

const CreatedOrderSchema = z.object({
  order_id: z.coerce.string(),
  shipment_id: z.coerce.string(),
  status: z.string().optional(),
});
const AwbSchema = z.object({
  awb_assign_status: z.number(),
  response: z.object({
    data: z.object({ awb_code: z.string().min(1), courier_name: z.string() }),
  }),
});
const LabelSchema = z.object({ label_created: z.number(), label_url: z.string().url() });
const PickupSchema = z.object({ pickup_status: z.number() });
const TokenSchema = z.object({ token: z.string().min(1) });

const UNAVAILABLE = 'The courier service is not answering right now. Please try again in a minute.';
/** Shiprocket's tokens last 10 days; Angle signs in again well before. */
const TOKEN_LIFE_MS = 9 * 24 * 60 * 60_000;
const tokens = new Map<string, { token: string; until: number }>();

/** Who a token belongs to, without keeping the password itself as a map key. */
const tokenKey = (base: string, c: ShiprocketCredentials) =>
  crypto.createHash('sha256').update(`${base}\n${c.email}\n${c.password}`).digest('hex');

export class ShiprocketApi {
  constructor(
    private readonly base: string,
    private readonly credentials: ShiprocketCredentials,
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs: number,
  ) {}

  async createOrder(input: ShiprocketOrderInput) {
    return this.call('/v1/external/orders/create/adhoc', CreatedOrderSchema, {
      order_id: input.orderId,
      order_date: input.orderDate,
      pickup_location: input.pickupLocation,
      billing_customer_name: input.billing.name,
      billing_last_name: '',
      billing_address: input.billing.address,
      billing_address_2: input.billing.address2,
      billing_city: input.billing.city,
      billing_state: input.billing.state,
      billing_pincode: input.billing.pincode,
      billing_country: 'India',
      billing_phone: input.billing.phone,
      billing_email: input.billing.email,
      shipping_is_billing: true,
      order_items: input.items.map((i) => ({
        name: i.name,
        sku: i.sku,
        units: i.units,
        selling_price: i.sellingPrice,
      })),
      payment_method: input.paymentMethod,
      sub_total: input.subTotal,
      length: input.lengthCm,
      breadth: input.breadthCm,
      height: input.heightCm,
      weight: input.weightKg,
    });
  }

  async assignAwb(shipmentId: string) {
    const answer = await this.call('/v1/external/courier/assign/awb', AwbSchema, {
      shipment_id: shipmentId,
    });
    if (answer.awb_assign_status !== 1) {
      throw new AppError('unprocessable', 'No courier could take this parcel. Check its PIN code.');
    }
    return answer.response.data;
  }

  async generateLabel(shipmentId: string) {
    const answer = await this.call('/v1/external/courier/generate/label', LabelSchema, {
      shipment_id: [shipmentId],
    });
    return answer.label_url;
  }

  async requestPickup(shipmentId: string) {
    await this.call('/v1/external/courier/generate/pickup', PickupSchema, {
      shipment_id: [shipmentId],
    });
  }

  /**
   * Answers a non-delivery report (NDR): `re-attempt` (on the shopper's day, with the corrected
   * street and phone when there are any) or `return` (the parcel goes back: RTO). Shiprocket
   * answers 202 with `{ status }`; there is no undo.
   */
  async ndrAction(awb: string, input: NdrActionInput) {
    await this.call(
      `/v1/external/ndr/${encodeURIComponent(awb)}/action`,
      z.object({ status: z.string().optional() }).loose(),
      {
        action: input.action,
        comments: input.comments,
        ...(input.deferredDate ? { deferred_date: input.deferredDate } : {}),
        ...(input.address1 ? { address1: input.address1 } : {}),
        ...(input.address2 ? { address2: input.address2 } : {}),
        ...(input.phone ? { phone: input.phone } : {}),
      },
    );
  }

  async cancelOrder(orderId: string) {
    await this.call('/v1/external/orders/cancel', z.unknown(), { ids: [Number(orderId)] });
  }

  private async token(fresh: boolean): Promise<string> {
    const key = tokenKey(this.base, this.credentials);
    const known = tokens.get(key);
    if (!fresh && known && known.until > Date.now()) return known.token;
    const { token } = await this.send('/v1/external/auth/login', TokenSchema, this.credentials);
    tokens.set(key, { token, until: Date.now() + TOKEN_LIFE_MS });
    return token;
  }

  /** A call with the bearer token; a token Shiprocket no longer takes is renewed once. */
  private async call<T>(path: string, schema: z.ZodType<T>, body: object): Promise<T> {
    try {
      return await this.send(path, schema, body, await this.token(false));
    } catch (err) {
      if (!(err instanceof ExpiredToken)) throw err;
      return this.send(path, schema, body, await this.token(true));
    }
  }

  private async send<T>(
    path: string,
    schema: z.ZodType<T>,
    body: object,
    token?: string,
  ): Promise<T> {
    return callOutside({
      service: 'shiprocket',
      url: `${this.base}${path}`,
      init: {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      },
      timeoutMs: this.timeoutMs,
      log: this.log,
      unavailable: UNAVAILABLE,
      schema,
      context: { path },
      // Shiprocket answers { message, status_code } (and `errors` per field on 422).
      refused: (status, data) => {
        if (status === 401 && token) return new ExpiredToken();
        if (status === 401 || status === 403) {
          return new AppError(
            'unavailable',
            'Shipping through Shiprocket is not set up correctly. Ship it yourself or try later.',
          );
        }
        const unknown = status >= 500 || status === 429;
        return new AppError(unknown ? 'unavailable' : 'unprocessable', describe(data, unknown));
      },
    });
  }
}

class ExpiredToken extends Error {}

/** Shiprocket's own words for a refusal ({ message, status_code }), when it gave some. */
function describe(data: unknown, unknown: boolean): string {
  if (unknown) return UNAVAILABLE;
  const message =
    typeof data === 'object' && data !== null && 'message' in data ? data.message : undefined;
  return typeof message === 'string'
    ? `The courier service refused: ${message}`
    : 'The courier service refused the request.';
}
