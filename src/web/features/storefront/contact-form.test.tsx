import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problem, stubFetch } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { ContactForm } from './contact-form';

const TOO_MANY = 'Too many attempts. Please wait 10 minutes and try again.';

describe('ContactForm', () => {
  it('shows the rate limit message inline and keeps what was typed', async () => {
    stubFetch({ 'POST /api/store/contact': problem(429, TOO_MANY) });
    const { user } = renderWithRouter(<ContactForm />);
    await user.type(screen.getByLabelText('Your name'), 'Kavya');
    await user.type(screen.getByLabelText('Email'), 'kavya@example.in');
    await user.type(screen.getByLabelText('Message'), 'Where is my parcel, please?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(screen.getByLabelText('Message')).toHaveValue('Where is my parcel, please?');
  });
});
