// The home page's closing sections, testimonials and newsletter (SPEC §1). Far below the fold:
// the home page loads this module lazily, after its own code (issue #24).
import { Quote } from '../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { NewsletterResult } from '../../../domain/schemas/newsletter';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { StarRating } from '../../components/ui/star-rating';
import { ApiError, api } from '../../lib/api-client';

const TESTIMONIALS = [
  {
    name: 'Ananya Iyer',
    city: 'Chennai',
    quote:
      'The kumkumadi oil has become my night ritual. Genuine products, beautifully packed and delivered in two days.',
    rating: 5,
  },
  {
    name: 'Rhea Kapoor',
    city: 'Delhi',
    quote:
      'Finally a sunscreen that leaves no white cast on my skin. I love discovering small Indian brands here.',
    rating: 5,
  },
  {
    name: 'Meera Joshi',
    city: 'Pune',
    quote:
      'Cash on delivery, easy returns and lovely customer care. Angle is my go-to for gifting now.',
    rating: 4,
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="home-testimonials" className="bg-sand-100/60 py-12 sm:py-16">
      <div className="container-page">
        <h2 id="home-testimonials" className="text-center text-2xl text-ink sm:text-3xl">
          Loved by our customers
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3 md:gap-6">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className="flex flex-col rounded-2xl bg-white p-6 shadow-soft">
              <Quote aria-hidden="true" className="size-6 text-rose-300" />
              <blockquote className="mt-3 flex-1 leading-relaxed text-sand-800">
                {t.quote}
              </blockquote>
              <div className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-rose-100 font-display text-lg text-rose-800"
                >
                  {t.name.charAt(0)}
                </span>
                <div>
                  <p className="font-medium text-ink">{t.name}</p>
                  <p className="text-xs text-sand-600">{t.city}</p>
                </div>
                <StarRating rating={t.rating} className="ml-auto" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

type NewsletterState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<NewsletterState>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      const result = await api<NewsletterResult>('/api/newsletter', {
        method: 'POST',
        body: { email },
      });
      setState({ kind: 'done', message: result.message });
    } catch (err) {
      const message =
        err instanceof ApiError
          ? (err.fieldMessage('email') ?? err.message)
          : 'Something went wrong. Please try again.';
      setState({ kind: 'error', message });
    }
  }

  return (
    <section aria-labelledby="home-newsletter" className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-xl text-center">
        <h2 id="home-newsletter" className="text-2xl text-ink sm:text-3xl">
          Join the Angle beauty edit
        </h2>
        <p className="mt-2 text-sand-700">
          New launches, rituals and members-only offers, once a fortnight.
        </p>
        <form
          onSubmit={onSubmit}
          className="mt-6 flex flex-col gap-3 sm:flex-row"
          noValidate={false}
        >
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <Input
            id="newsletter-email"
            type="email"
            required
            autoComplete="email"
            placeholder="Your email address"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-describedby="newsletter-status"
            className="flex-1"
          />
          <Button type="submit" disabled={state.kind === 'sending'}>
            Subscribe
          </Button>
        </form>
        <p
          id="newsletter-status"
          role="status"
          className={
            state.kind === 'error' ? 'mt-3 text-sm text-danger' : 'mt-3 text-sm text-success'
          }
        >
          {state.kind === 'done' || state.kind === 'error' ? state.message : ''}
        </p>
        <p className="mt-2 text-xs text-sand-600">
          By subscribing you agree to our{' '}
          <Link to="/privacy-policy" className="underline hover:text-ink">
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link to="/terms" className="underline hover:text-ink">
            Terms
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

/** Both sections, in page order: what the home page renders lazily. */
export function HomeClosing() {
  return (
    <>
      <Testimonials />
      <NewsletterForm />
    </>
  );
}
