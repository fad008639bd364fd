import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, problem, stubFetch } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { NewsletterForm } from './home-extras';

const TOO_MANY = 'Too many attempts. Please wait 10 minutes and try again.';

describe('NewsletterForm', () => {
  it('answers in place, and shows the rate limit message inline', async () => {
    let limited = false;
    stubFetch({
      'POST /api/newsletter': () =>
        limited
          ? problem(429, TOO_MANY)
          : json(200, { status: 'subscribed', message: 'Thank you for subscribing!' }),
    });
    const { user } = renderWithRouter(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();

    limited = true;
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(TOO_MANY)).toHaveClass('text-danger');
  });
});
