import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuestionList } from '../../../domain/schemas/questions';
import { json, problem, sessionFor, stubFetch } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { useAuthStore } from '../auth/auth-store';
import { ProductQuestions } from './questions-section';

const LIST = 'GET /api/store/products/prod-001/questions';
const empty: QuestionList = { items: [], page: 1, limit: 5, total: 0 };
const answered: QuestionList = {
  items: [
    {
      id: 'q1',
      productId: 'prod-001',
      text: '<b>Is it</b> fragrance-free?',
      author: 'Priya S.',
      createdAt: '2026-11-20T10:00:00.000Z',
      answers: [
        {
          id: 'a1',
          text: 'Yes, no added fragrance.',
          author: 'Kumkumadi Naturals',
          isSeller: true,
          verifiedBuyer: false,
          createdAt: '2026-11-21T10:00:00.000Z',
        },
        {
          id: 'a2',
          text: 'I could not smell anything.',
          author: 'Asha R.',
          isSeller: false,
          verifiedBuyer: true,
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      ],
    },
  ],
  page: 1,
  limit: 5,
  total: 1,
};

afterEach(() => useAuthStore.getState().setSession(null));

describe('ProductQuestions', () => {
  it('shows a guest the empty state and a sign-in link back to the questions', async () => {
    stubFetch({ [LIST]: json(200, empty) });
    renderWithRouter(<ProductQuestions productId="prod-001" />, {
      initialEntries: ['/products/prod-001'],
    });
    expect(await screen.findByText('No questions yet — ask the first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to ask a question' })).toHaveAttribute(
      'href',
      `/auth/login?next=${encodeURIComponent('/products/prod-001#questions')}`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('marks the seller’s answer "Seller" and a customer’s "Verified buyer", markup as text', async () => {
    stubFetch({ [LIST]: json(200, answered) });
    renderWithRouter(<ProductQuestions productId="prod-001" />);
    const question = await screen.findByTestId('question');
    expect(within(question).getByText('<b>Is it</b> fragrance-free?')).toBeInTheDocument();
    const [seller, buyer] = within(question).getAllByTestId('answer');
    expect(within(seller!).getByText('Seller')).toBeInTheDocument();
    expect(within(seller!).queryByText('Verified buyer')).not.toBeInTheDocument();
    expect(within(buyer!).getByText('Verified buyer')).toBeInTheDocument();
  });

  it('checks the question’s length before sending and shows the server’s field error', async () => {
    useAuthStore.getState().setSession(sessionFor('customer'));
    const { calls } = stubFetch({
      [LIST]: json(200, empty),
      'POST /api/store/questions': problem(400, 'Check the question.', [
        { path: 'text', message: 'Keep the question under 500 characters.' },
      ]),
    });
    const { user } = renderWithRouter(<ProductQuestions productId="prod-001" />);
    const field = await screen.findByLabelText('Ask a question');
    await user.type(field, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Ask Question' }));
    expect(await screen.findByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(field, ' — does it suit oily skin?');
    await user.click(screen.getByRole('button', { name: 'Ask Question' }));
    expect(await screen.findByText('Keep the question under 500 characters.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/store/questions',
        body: { productId: 'prod-001', text: 'Too short — does it suit oily skin?' },
      },
    ]);
  });
});
