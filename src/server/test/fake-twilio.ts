// A local stand-in for Twilio's Messages API, for tests only (issue #39): POST
// /2010-04-01/Accounts/{sid}/Messages.json with basic auth and a form body, answering like Twilio
// ({ sid, status } 201; { code, message, status } on errors), with scripted faults (a 5xx, a
// 400 refusal, a 401, a call that never answers in time). `GET /messages` lists what was sent,
// for the end-to-end suite to read a code. It listens on 127.0.0.1: no test sends a real text.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TWILIO = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'fake-twilio-token-7c41d0',
  from: '+15005550006',
};

export interface FakeMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
}

export interface TwilioFault {
  kind: 'error' | 'refuse' | 'unauthorized' | 'hang';
  times: number;
}

export class FakeTwilio {
  readonly messages: FakeMessage[] = [];
  faults: TwilioFault[] = [];
  url = '';
  private server: http.Server | undefined;
  private hanging = new Set<http.ServerResponse>();
  private next = 1;

  async listen(): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.route(req, res).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 20500, message: String(err), status: 500 }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async close() {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** The six-digit code in the last message sent to `to` (E.164). */
  lastCodeTo(to: string): string | undefined {
    const message = this.messages.filter((m) => m.to === to).at(-1);
    return message?.body.match(/\b\d{6}\b/)?.[0];
  }

  private async route(req: http.IncomingMessage, res: http.ServerResponse) {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/messages') return send(200, this.messages);
    const match = req.url?.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/);
    if (req.method !== 'POST' || !match) {
      return send(404, {
        code: 20404,
        message: 'The requested resource was not found',
        status: 404,
      });
    }
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const fault = this.faults.find((f) => f.times > 0);
    if (fault) fault.times--;
    if (fault?.kind === 'hang') {
      this.hanging.add(res);
      return;
    }
    if (fault?.kind === 'error') {
      return send(503, { code: 20503, message: 'Service unavailable', status: 503 });
    }
    const expected = `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString('base64')}`;
    if (
      fault?.kind === 'unauthorized' ||
      decodeURIComponent(match[1]!) !== FAKE_TWILIO.accountSid ||
      req.headers.authorization !== expected
    ) {
      return send(401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    const form = new URLSearchParams(raw);
    const to = form.get('To') ?? '';
    if (fault?.kind === 'refuse' || !/^\+[1-9]\d{6,14}$/.test(to)) {
      return send(400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        status: 400,
      });
    }
    const message: FakeMessage = {
      sid: `SM${String(this.next++).padStart(32, '0')}`,
      to,
      from: form.get('From') ?? '',
      body: form.get('Body') ?? '',
    };
    this.messages.push(message);
    return send(201, { sid: message.sid, status: 'queued', to, body: message.body });
  }
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  return new FakeTwilio().listen();
}
