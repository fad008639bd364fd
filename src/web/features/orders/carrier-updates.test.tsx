// Issue #39: the shopper's tracker lists the courier's events newest first with India times and
// places, and shows nothing for a parcel with no courier events.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarrierUpdates } from './carrier-updates';

describe('CarrierUpdates', () => {
  it('lists the courier’s events newest first, with time and place', () => {
    render(
      <CarrierUpdates
        tracking={[
          {
            kind: 'picked-up',
            label: 'Picked up by the courier',
            description: 'PICKED UP',
            location: 'Mumbai_Hub',
            at: '2026-12-01T06:30:00.000Z',
          },
          {
            kind: 'out-for-delivery',
            label: 'Out for delivery',
            description: 'OUT FOR DELIVERY',
            location: null,
            at: '2026-12-02T04:00:00.000Z',
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('region', { name: 'Courier updates' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/2 Dec.*9:30.*Out for delivery$/i),
      expect.stringMatching(/1 Dec.*12:00.*Picked up by the courier · Mumbai_Hub$/i),
    ]);
  });

  it('shows nothing without courier events', () => {
    const { container } = render(<CarrierUpdates tracking={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
