// A local stand-in for Shiprocket, for tests only (issue #39): the REST endpoints Angle uses
// (sign-in for a token, create order, assign AWB, generate label, request pickup, cancel, answer a
// failed delivery (NDR action)) with
// bearer tokens that can be expired, scripted faults (an error answer, a refusal, a call that
// never answers in time), labels served as PDFs, and tracking webhooks in Shiprocket's shape
// with its `x-api-key` token. It listens on 127.0.0.1, so no test talks to the real service.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_SHIPROCKET = {
  email: 'api-user@angle.example',
  password: 'fake-shiprocket-pass-93d1',
  webhookToken: 'fake-carrier-token-5b2e7a',
};

export interface FakeShipment {
  orderId: number;
  shipmentId: number;
  channelOrderId: string;
  body: Record<string, unknown>;
  awb: string | null;
  courier: string | null;
  status: 'NEW' | 'AWB ASSIGNED' | 'PICKUP SCHEDULED' | 'CANCELED';
}

/** What goes wrong with the next call to `path`: a 5xx, a 4xx refusal, or no answer in time. */
export interface ShiprocketFault {
  path: string;
  kind: 'error' | 'refuse' | 'hang';
  times: number;
}

export type WebhookDelivery = (
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

/** Shiprocket's wall-clock time in India, as its webhooks write it. */
export function shiprocketTime(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

export class FakeShiprocket {
  readonly shipments = new Map<number, FakeShipment>();
  readonly calls: { path: string; authorized: boolean; body: unknown }[] = [];
  readonly tokens = new Set<string>();
  /** The NDR answers Angle sent, per AWB, in order. */
  readonly ndrActions: { awb: string; body: Record<string, unknown> }[] = [];
  faults: ShiprocketFault[] = [];
  deliver: WebhookDelivery | undefined;
  url = '';
  private nextId = 5_000_000;
  private server: http.Server | undefined;
  private hanging = new Set<http.ServerResponse>();

  async listen(): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.route(req, res).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(err), status_code: 500 }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close() {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** Every token handed out stops working, as after Shiprocket's ten days. */
  expireTokens() {
    this.tokens.clear();
  }

  shipmentByAwb(awb: string) {
    return [...this.shipments.values()].find((s) => s.awb === awb);
  }

  /** The body Shiprocket posts for a status change of `awb`. */
  webhookBody(
    awb: string,
    statusId: number,
    status: string,
    at: Date,
    location = 'Pune_Hub',
  ): string {
    const s = this.shipmentByAwb(awb);
    const time = shiprocketTime(at);
    return JSON.stringify({
      awb,
      courier_name: s?.courier ?? 'Delhivery Surface',
      current_status: status,
      current_status_id: statusId,
      shipment_status: status,
      shipment_status_id: statusId,
      current_timestamp: time,
      order_id: s?.channelOrderId ?? 'unknown',
      sr_order_id: s?.orderId ?? 0,
      awb_assigned_date: time,
      pickup_scheduled_date: time,
      etd: time,
      scans: [
        {
          date: time,
          status: 'X-UCI',
          activity: status,
          location,
          'sr-status': statusId,
          'sr-status-label': status,
        },
      ],
      is_return: statusId === 9 || statusId === 10 ? 1 : 0,
      channel_id: 1234,
      pod_status: '',
      pod: 'Not Available',
    });
  }

  async sendWebhook(
    body: string,
    token: string | null = FAKE_SHIPROCKET.webhookToken,
  ): Promise<{ status: number; body: string }> {
    if (!this.deliver) throw new Error('The fake has nowhere to send webhooks.');
    return this.deliver(body, {
      'content-type': 'application/json',
      ...(token === null ? {} : { 'x-api-key': token }),
    });
  }

  private fault(path: string) {
    const f = this.faults.find((x) => x.path === path && x.times > 0);
    if (f) f.times--;
    return f ?? null;
  }

  private async route(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const path = url.pathname;
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
    };
    if (req.method === 'GET' && path.startsWith('/labels/')) {
      return send(200, labelPdf(path.slice('/labels/'.length)), 'application/pdf');
    }
    const body = (await readJson(req)) as Record<string, unknown>;
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const authorized = token !== undefined && this.tokens.has(token);
    this.calls.push({ path, authorized, body });

    const fault = this.fault(path);
    if (fault?.kind === 'hang') {
      this.hanging.add(res);
      return;
    }
    if (fault?.kind === 'error') return send(502, { message: 'Bad gateway', status_code: 502 });
    if (fault?.kind === 'refuse') {
      return send(422, { message: 'Delivery postcode is not serviceable', status_code: 422 });
    }

    if (path === '/v1/external/auth/login') {
      if (body.email !== FAKE_SHIPROCKET.email || body.password !== FAKE_SHIPROCKET.password) {
        return send(401, { message: 'Invalid email and password combination', status_code: 401 });
      }
      const issued = crypto.randomBytes(24).toString('base64url');
      this.tokens.add(issued);
      return send(200, { id: 1, email: body.email, token: issued });
    }
    if (!authorized) return send(401, { message: 'Token has expired', status_code: 401 });

    if (path === '/v1/external/orders/create/adhoc') {
      const missing = [
        'order_id',
        'billing_pincode',
        'billing_phone',
        'weight',
        'pickup_location',
      ].filter((k) => body[k] === undefined || body[k] === '');
      if (missing.length > 0) {
        return send(422, { message: `The ${missing[0]} field is required.`, status_code: 422 });
      }
      const shipment: FakeShipment = {
        orderId: this.nextId++,
        shipmentId: this.nextId++,
        channelOrderId: String(body.order_id),
        body,
        awb: null,
        courier: null,
        status: 'NEW',
      };
      this.shipments.set(shipment.shipmentId, shipment);
      return send(200, {
        order_id: shipment.orderId,
        shipment_id: shipment.shipmentId,
        status: 'NEW',
        status_code: 1,
      });
    }
    const shipmentId = Number(
      Array.isArray(body.shipment_id) ? body.shipment_id[0] : body.shipment_id,
    );
    const shipment = this.shipments.get(shipmentId);
    if (path === '/v1/external/courier/assign/awb') {
      if (!shipment) return send(400, { message: 'Invalid shipment id', status_code: 400 });
      shipment.awb ??= `1410${String(shipment.shipmentId).padStart(10, '0')}`;
      shipment.courier = 'Delhivery Surface';
      shipment.status = 'AWB ASSIGNED';
      return send(200, {
        awb_assign_status: 1,
        response: {
          data: {
            awb_code: shipment.awb,
            courier_company_id: 12,
            courier_name: shipment.courier,
            shipment_id: shipment.shipmentId,
          },
        },
      });
    }
    if (path === '/v1/external/courier/generate/label') {
      if (!shipment?.awb) return send(400, { message: 'AWB not assigned', status_code: 400 });
      return send(200, {
        label_created: 1,
        label_url: `${this.url}/labels/${shipment.awb}.pdf`,
        response: 'Label has been created and uploaded successfully!',
        not_created: [],
      });
    }
    if (path === '/v1/external/courier/generate/pickup') {
      if (!shipment?.awb) return send(400, { message: 'AWB not assigned', status_code: 400 });
      shipment.status = 'PICKUP SCHEDULED';
      return send(200, {
        pickup_status: 1,
        response: { pickup_scheduled_date: shiprocketTime(new Date()) },
      });
    }
    const ndr = /^\/v1\/external\/ndr\/([^/]+)\/action$/.exec(path);
    if (ndr) {
      const awb = decodeURIComponent(ndr[1]!);
      if (!this.shipmentByAwb(awb))
        return send(404, { message: 'AWB not found', status_code: 404 });
      if (body.action !== 're-attempt' && body.action !== 'return') {
        return send(422, { message: 'The action field is invalid.', status_code: 422 });
      }
      this.ndrActions.push({ awb, body });
      return send(202, { status: 'Data Updated Sucessfully' });
    }
    if (path === '/v1/external/orders/cancel') {
      const ids = (body.ids ?? []) as number[];
      const found = [...this.shipments.values()].filter((s) => ids.includes(s.orderId));
      if (found.length === 0) return send(400, { message: 'Order not found', status_code: 400 });
      for (const s of found) s.status = 'CANCELED';
      return send(200, { status: 200, message: 'Order cancelled successfully.' });
    }
    return send(404, { message: 'Not found', status_code: 404 });
  }
}

/** A one-page PDF standing for the courier's label, naming its AWB. */
function labelPdf(name: string): Buffer {
  const text = `Courier label ${name.replace(/[^\w.]/g, '')}`;
  const stream = `BT /F1 12 Tf 20 400 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

export async function startFakeShiprocket(): Promise<FakeShiprocket> {
  return new FakeShiprocket().listen();
}
