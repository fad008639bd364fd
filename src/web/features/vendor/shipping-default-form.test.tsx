import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VendorShippingSettings } from '../../../domain/schemas/shipping';
import { Toaster } from '../../components/ui/toast';
import { json, problem, sessionFor, stubFetch, type StubAnswer } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { useAuthStore } from '../auth/auth-store';
import { ShippingDefaultSection } from './shipping-default-form';

const URL = '/api/vendor/settings/shipping';
const SELF: VendorShippingSettings = { defaultProvider: 'self-ship', aggregatorAvailable: true };
const SELF_SHIP = 'Ship it myself (my courier, my tracking number)';
const SHIPROCKET = 'Book a courier through Shiprocket (AWB, label and tracking)';

function renderSection(get: StubAnswer, put: StubAnswer = ({ body }) => json(200, body)) {
  useAuthStore.getState().setSession(sessionFor('vendor'));
  const api = stubFetch({ [`GET ${URL}`]: get, [`PUT ${URL}`]: put });
  const view = renderWithRouter(
    <>
      <ShippingDefaultSection />
      <Toaster />
    </>,
  );
  return { api, ...view };
}
const save = () => screen.getByRole('button', { name: 'Save Shipping' });
const puts = (api: ReturnType<typeof stubFetch>) =>
  api.requests().filter((c) => c.method === 'PUT');

describe('the vendor’s default way of shipping', () => {
  it('shows the default chosen, and saves only after a change', async () => {
    renderSection(json(200, SELF));
    expect(await screen.findByRole('radio', { name: SELF_SHIP })).toBeChecked();
    expect(screen.getByRole('radio', { name: SHIPROCKET })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: SHIPROCKET })).toBeEnabled();
    expect(save()).toBeDisabled();
  });

  it('cannot choose Shiprocket before Angle has set it up, and says why', async () => {
    renderSection(json(200, { ...SELF, aggregatorAvailable: false }));
    const shiprocket = await screen.findByRole('radio', { name: SHIPROCKET });
    expect(shiprocket).toBeDisabled();
    expect(shiprocket).toHaveAccessibleDescription(
      'Not available yet: Angle has not set up Shiprocket.',
    );
  });

  it('sends the provider chosen and keeps it as the new default', async () => {
    const { api, user } = renderSection(
      json(200, SELF),
      json(200, { ...SELF, defaultProvider: 'shiprocket' }),
    );
    await user.click(await screen.findByRole('radio', { name: SHIPROCKET }));
    await user.click(save());
    expect(
      await screen.findByText('Saved. Your next shipments start from this choice.'),
    ).toBeInTheDocument();
    expect(puts(api).map((c) => c.body)).toEqual([{ defaultProvider: 'shiprocket' }]);
    expect(screen.getByRole('radio', { name: SHIPROCKET })).toBeChecked();
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('shows the server’s refusal and its field error', async () => {
    const message = 'Shipping through Shiprocket is not set up yet. Ask Angle to set it up first.';
    const { user } = renderSection(
      json(200, SELF),
      problem(409, message, [
        { path: 'defaultProvider', location: 'body', message: 'Choose self-ship or Shiprocket.' },
      ]),
    );
    await user.click(await screen.findByRole('radio', { name: SHIPROCKET }));
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Choose self-ship or Shiprocket.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'How you ship by default' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says when it cannot load how the vendor ships', async () => {
    renderSection(problem(503, 'Try again shortly.'));
    expect(await screen.findByText('We could not load how you ship.')).toBeInTheDocument();
  });
});
