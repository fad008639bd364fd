// The text messages the e2e server's fake Twilio (scripts/e2e-server.mjs) was asked to send, for
// a spec to read the code a shopper would read on their phone. The fake's address is written
// next to the server's data, where only this machine's tests read it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { FakeMessage } from '../../src/server/test/fake-twilio';
import { FAKE_TWILIO } from '../../src/server/test/fake-twilio';

function fakeTwilioUrl(): string {
  const file = path.resolve('.tmp', `e2e-${process.env.E2E_PORT}`, 'twilio-url');
  return fs.readFileSync(file, 'utf8').trim();
}

/** Texts go through the fake Twilio (`enabled`) or, as by default, to the server's log. */
export async function setFakeTwilio(admin: APIRequestContext, enabled: boolean) {
  const res = await admin.put('/api/admin/settings/sms', {
    data: {
      twilio: {
        enabled,
        accountSid: FAKE_TWILIO.accountSid,
        from: FAKE_TWILIO.from,
        authToken: FAKE_TWILIO.authToken,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The texts sent so far to `to` (E.164: +91 and the ten digits), oldest first. */
export async function textsTo(to: string): Promise<FakeMessage[]> {
  const res = await fetch(`${fakeTwilioUrl()}/messages`);
  expect(res.status).toBe(200);
  return ((await res.json()) as FakeMessage[]).filter((m) => m.to === to);
}

/** The six-digit code in the last text sent to `to`, once one has been sent. */
export async function codeTextedTo(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await textsTo(to)).at(-1)?.body.match(/\b\d{6}\b/)?.[0];
      return code;
    }, `a code texted to ${to}`)
    .toMatch(/^\d{6}$/);
  return code!;
}
