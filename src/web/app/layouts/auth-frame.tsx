import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../loading-screen';
import { MAIN_CONTENT_ID } from '../skip-link';

interface AuthFrameProps {
  /** Shown beside the logo: the area's title. */
  subtitle?: string;
  /** The decorative panel's message on wide screens. */
  aside: { eyebrow: string; headline: string; body: string };
  /** Small links under the form area (e.g. the other audiences' sign-in pages). */
  footer?: ReactNode;
}

/** The sign-in and registration frame shared by shoppers and vendors: a calm form column and,
 * on wide screens, a soft brand panel. */
export function AuthFrame({ subtitle, aside, footer }: AuthFrameProps) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1fr_minmax(0,34rem)] xl:grid-cols-[1fr_minmax(0,38rem)]">
      <aside
        aria-label={aside.eyebrow}
        className="relative hidden overflow-hidden bg-rose-100 lg:block"
      >
        <div
          aria-hidden="true"
          className="absolute -top-32 -left-24 size-[28rem] rounded-full bg-rose-200/70 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute right-[-6rem] bottom-[-8rem] size-[30rem] rounded-full bg-sand-200 blur-3xl"
        />
        <div className="relative flex h-full flex-col justify-end p-14 xl:p-20">
          <p className="text-xs font-semibold tracking-[0.2em] text-rose-800 uppercase">
            {aside.eyebrow}
          </p>
          <p className="mt-4 max-w-md font-display text-4xl leading-tight text-ink xl:text-5xl">
            {aside.headline}
          </p>
          <p className="mt-5 max-w-md text-sand-800">{aside.body}</p>
        </div>
      </aside>

      <div className="flex min-h-dvh flex-col bg-cream">
        <header className="flex items-center gap-3 px-6 pt-6 sm:px-10 sm:pt-8">
          <Link to="/" className="rounded-sm font-display text-3xl leading-none text-ink">
            Angle
          </Link>
          {subtitle ? (
            <span className="rounded-full bg-rose-100 px-3 py-1 text-xs font-semibold tracking-wide text-rose-800">
              {subtitle}
            </span>
          ) : null}
        </header>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex flex-1 items-center px-6 py-12 outline-none sm:px-10"
        >
          <div className="mx-auto w-full max-w-md">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
        {footer ? (
          <footer className="px-6 pb-8 text-sm text-sand-600 sm:px-10">{footer}</footer>
        ) : null}
      </div>
    </div>
  );
}
