import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSmsSettings } from '../../../domain/schemas/cod';
import type { AdminShippingSettings } from '../../../domain/schemas/shipping';
import { Toaster } from '../../components/ui/toast';
import { json, problem, sessionFor, stubFetch, type StubAnswer } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { useAuthStore } from '../auth/auth-store';
import { AdminShippingSmsSettingsPage } from './shipping-sms-settings-page';

const SHIPPING: AdminShippingSettings = {
  shiprocket: {
    enabled: true,
    email: 'api@angle.example',
    pickupLocation: 'Primary',
    password: { set: true, last4: '7890' },
    webhookToken: { set: false, last4: null },
  },
  rto: { payer: 'seller', forwardRupees: 65, returnRupees: 65 },
};
const SMS: AdminSmsSettings = {
  twilio: { enabled: false, accountSid: '', from: '', authToken: { set: false, last4: null } },
};
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const SHIPPING_URL = '/api/admin/settings/shipping';
const SMS_URL = '/api/admin/settings/sms';

function renderPage(answers: { shipping?: StubAnswer; sms?: StubAnswer; get?: StubAnswer } = {}) {
  useAuthStore.getState().setSession(sessionFor('admin'));
  const api = stubFetch({
    [`GET ${SHIPPING_URL}`]: answers.get ?? json(200, SHIPPING),
    [`GET ${SMS_URL}`]: json(200, SMS),
    [`PUT ${SHIPPING_URL}`]: answers.shipping ?? (({ body }) => json(200, body)),
    [`PUT ${SMS_URL}`]: answers.sms ?? (({ body }) => json(200, body)),
    'GET /api/admin/audit-log': json(200, { items: [], page: 1, limit: 5, total: 0 }),
  });
  const view = renderWithRouter(
    <>
      <AdminShippingSmsSettingsPage />
      <Toaster />
    </>,
  );
  return { api, ...view };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const puts = (api: ReturnType<typeof stubFetch>, path: string) =>
  api.requests().filter((c) => c.method === 'PUT' && c.path === path);
const shippingForm = () => screen.getByRole('form', { name: 'Shipping settings' });
const smsForm = () => screen.getByRole('form', { name: 'SMS settings' });

describe('Angle Admin’s shipping and SMS settings', () => {
  it('shows the Shiprocket account with its secrets masked, the RTO rule in rupees and Twilio', async () => {
    renderPage();
    expect(await screen.findByLabelText("API user's email")).toHaveValue('api@angle.example');
    expect(screen.getByLabelText('Pickup location')).toHaveValue('Primary');
    expect(screen.getByRole('checkbox', { name: /Let sellers book couriers/ })).toBeChecked();
    expect(within(shippingForm()).getByText('Set · ends in 7890')).toBeInTheDocument();
    expect(screen.getByLabelText("New API user's password")).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'The seller pays both ways' })).toBeChecked();
    expect(screen.getByLabelText('Forward shipping (₹)')).toHaveValue(65);
    expect(screen.getByText(/\/api\/shipping\/carrier-webhook/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send texts through Twilio' })).not.toBeChecked();
    expect(within(smsForm()).getByText('Not set')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping and SMS' })).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded, with a way to try again', async () => {
    renderPage({ get: problem(503, 'Try again shortly.') });
    expect(
      await screen.findByText('We could not load the shipping and SMS settings.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });

  it('checks the fields before sending: no request without an email, for a negative rate or a bad SID', async () => {
    const { api, user } = renderPage();
    await screen.findByLabelText("API user's email");
    fill("API user's email", '');
    fill('Return shipping (₹)', '-5');
    await user.click(screen.getByRole('button', { name: 'Save Shipping Settings' }));
    expect(
      await screen.findByText('Enter the Shiprocket API user’s email to turn Shiprocket on.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The return shipping cannot be negative.')).toBeInTheDocument();
    expect(screen.getByLabelText('Return shipping (₹)')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('checkbox', { name: 'Send texts through Twilio' }));
    fill('Account SID', 'AC123');
    await user.click(screen.getByRole('button', { name: 'Save SMS Settings' }));
    expect(
      await screen.findByText('A Twilio account SID is AC followed by 32 letters and digits.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the sender to turn Twilio on.')).toBeInTheDocument();
    expect(api.requests().filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('sends the rule in rupees, a new token, null for a removed password, and shows the new masks', async () => {
    const saved: AdminShippingSettings = {
      shiprocket: {
        ...SHIPPING.shiprocket,
        enabled: false,
        password: { set: false, last4: null },
        webhookToken: { set: true, last4: 'b0b0' },
      },
      rto: { payer: 'split', forwardRupees: 70.5, returnRupees: 65 },
    };
    const { api, user } = renderPage({ shipping: json(200, saved) });
    await screen.findByLabelText("API user's email");
    await user.click(screen.getByRole('checkbox', { name: /Let sellers book couriers/ }));
    await user.click(screen.getByRole('radio', { name: 'Half each' }));
    fill('Forward shipping (₹)', '70.5');
    fill('New webhook token', 'tok-secret-b0b0');
    await user.click(screen.getByRole('button', { name: "Remove the API user's password" }));
    expect(screen.getByText('Will be removed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Shipping Settings' }));
    expect(await screen.findByText('Shipping settings saved.')).toBeInTheDocument();
    expect(puts(api, SHIPPING_URL).map((c) => c.body)).toEqual([
      {
        shiprocket: {
          enabled: false,
          email: 'api@angle.example',
          pickupLocation: 'Primary',
          password: null,
          webhookToken: 'tok-secret-b0b0',
        },
        rto: { payer: 'split', forwardRupees: 70.5, returnRupees: 65 },
      },
    ]);
    expect(within(shippingForm()).getByText('Set · ends in b0b0')).toBeInTheDocument();
    expect(screen.queryByText('Will be removed')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New webhook token')).toHaveValue('');
  });

  it('turns Twilio on with its account, sender and auth token', async () => {
    const { api, user } = renderPage({
      sms: json(200, {
        twilio: {
          enabled: true,
          accountSid: SID,
          from: 'ANGLE',
          authToken: { set: true, last4: '4321' },
        },
      }),
    });
    await screen.findByLabelText('Account SID');
    await user.click(screen.getByRole('checkbox', { name: 'Send texts through Twilio' }));
    fill('Account SID', SID);
    fill('Sender', 'ANGLE');
    fill('New auth token', 'twilio-token-4321');
    await user.click(screen.getByRole('button', { name: 'Save SMS Settings' }));
    expect(await screen.findByText('SMS settings saved.')).toBeInTheDocument();
    expect(puts(api, SMS_URL).map((c) => c.body)).toEqual([
      {
        twilio: { enabled: true, accountSid: SID, from: 'ANGLE', authToken: 'twilio-token-4321' },
      },
    ]);
    expect(within(smsForm()).getByText('Set · ends in 4321')).toBeInTheDocument();
    expect(puts(api, SHIPPING_URL)).toEqual([]);
  });

  it('puts the server’s field errors under their fields', async () => {
    const message = 'Enter the Shiprocket API user’s password to turn Shiprocket on.';
    const { user } = renderPage({
      shipping: problem(400, message, [{ path: 'shiprocket.password', location: 'body', message }]),
      sms: problem(400, 'Enter the auth token to turn Twilio on.', [
        {
          path: 'twilio.authToken',
          location: 'body',
          message: 'Enter the auth token to turn Twilio on.',
        },
      ]),
    });
    await screen.findByLabelText("API user's email");
    await user.click(screen.getByRole('button', { name: "Remove the API user's password" }));
    await user.click(screen.getByRole('button', { name: 'Save Shipping Settings' }));
    await waitFor(() =>
      expect(screen.getByLabelText("New API user's password")).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    // The banner at the form's top and the message under the field.
    expect(within(shippingForm()).getAllByText(message)).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: 'Send texts through Twilio' }));
    fill('Account SID', SID);
    fill('Sender', '+14155550100');
    await user.click(screen.getByRole('button', { name: 'Save SMS Settings' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New auth token')).toHaveAttribute('aria-invalid', 'true'),
    );
  });
});
