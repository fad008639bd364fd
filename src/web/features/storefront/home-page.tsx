import type { IconComponent } from '../../components/ui/icon';
import { ArrowRight, Brush, Droplets, Flower2, Plug, Wind } from '../../components/ui/icons';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../../domain/catalog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHome } from './api';
import { HeroArt } from './hero-art';
import { HomeOffers } from './home-offers';
import { ProductShelf } from './product-shelf';

// The testimonials and the newsletter close the page, far below the fold: their code downloads
// after the page's, outside the first visit's JavaScript (issue #24). The server renders them
// (it waits for every lazy part); the browser hydrates them once their chunk arrives.
const HomeClosing = lazy(() => import('./home-extras').then((m) => ({ default: m.HomeClosing })));

const CATEGORY_TILES: Record<Category, { icon: IconComponent; blurb: string; tone: string }> = {
  makeup: { icon: Brush, blurb: 'Lips, eyes and face', tone: 'bg-rose-100' },
  skin: { icon: Droplets, blurb: 'Serums, creams and SPF', tone: 'bg-sand-100' },
  hair: { icon: Wind, blurb: 'Wash, care and style', tone: 'bg-rose-50' },
  'personal-care': { icon: Flower2, blurb: 'Body, fragrance and more', tone: 'bg-sand-200/70' },
  appliances: { icon: Plug, blurb: 'Hair and skin tools', tone: 'bg-rose-100/70' },
};

export function HomePage() {
  useDocumentTitle();
  const home = useHome();
  return (
    <>
      <section className="relative overflow-hidden">
        {/* Wide screens: a short hero, so the first screen also holds the categories and the
            first products (issue #37; 1280×800 showed the hero alone). The art is the row's
            height there, taller than the text in either font: the web fonts' arrival, which
            rewraps the text, moves nothing below. */}
        <div className="container-page grid items-center gap-8 pt-5 pb-4 md:grid-cols-[1.1fr_1fr] md:gap-12 md:py-8 lg:py-4">
          <div>
            <Badge variant="rose">New Collection 2025</Badge>
            <h1 className="mt-4 text-[2.25rem] leading-[1.05] text-ink sm:mt-5 sm:text-6xl lg:mt-4 lg:text-[3.5rem]">
              Beauty, <span className="text-rose-700 italic">thoughtfully</span> made.
            </h1>
            <p className="mt-3 max-w-md leading-relaxed text-sand-700 sm:mt-4 sm:text-lg lg:mt-3 lg:max-w-lg lg:text-base">
              Premium makeup, skin, hair and personal care from independent brands: cruelty-free,
              ethically sourced and delivered across India.
            </p>
            <div className="mt-5 flex flex-wrap gap-3 sm:mt-6 lg:mt-5">
              <Button asChild size="lg">
                <Link to="/products">Shop Now</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/about">
                  {/* SPEC: the visible words are 'Learn More'; the hidden end names where it
                      leads, for screen readers and link lists (Lighthouse's link-text). */}
                  Learn More<span className="sr-only"> about Angle</span>
                </Link>
              </Button>
            </div>
          </div>
          {/* Phones keep the first screen for categories and products (issue #25): the art is for
              wider screens. */}
          <HeroArt className="mx-auto hidden h-72 w-auto md:block lg:h-80" />
        </div>
      </section>

      <section
        aria-labelledby="home-categories"
        className="container-page py-4 sm:py-8 lg:pt-2 lg:pb-2"
      >
        <div className="flex items-end justify-between gap-4">
          <h2 id="home-categories" className="text-xl text-ink sm:text-3xl lg:text-2xl">
            Shop by category
          </h2>
          <Link
            to="/products"
            className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-rose-700 hover:underline"
          >
            All products
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {/* Phones: one row of chips that scrolls sideways; wider screens: the tiles. */}
        <ul className="relative -mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:mt-6 lg:mt-3 sm:grid sm:grid-cols-3 sm:gap-3 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-5 lg:gap-4">
          {CATEGORIES.map((category) => {
            const { icon: Icon, blurb, tone } = CATEGORY_TILES[category];
            return (
              <li key={category} className="shrink-0">
                <Link
                  to={`/products?category=${category}`}
                  className={`group flex h-full items-center gap-2 rounded-full py-2.5 pr-4 pl-3 transition-shadow duration-300 hover:shadow-soft sm:flex-col sm:items-start sm:justify-between sm:gap-8 sm:rounded-2xl sm:p-5 lg:flex-row lg:items-center lg:justify-start lg:gap-3 lg:px-4 lg:py-2 ${tone}`}
                >
                  <Icon
                    aria-hidden="true"
                    className="size-5 text-rose-700 transition-transform duration-300 motion-safe:group-hover:-translate-y-0.5 sm:size-7"
                  />
                  <span>
                    <span className="block font-display text-base whitespace-nowrap text-ink sm:text-xl">
                      {CATEGORY_LABELS[category]}
                    </span>
                    <span className="mt-1 hidden text-sm text-sand-700 sm:block lg:mt-0 lg:text-xs">
                      {blurb}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <ProductShelf
        id="home-featured"
        title="Featured"
        subtitle="Favourites picked by the Angle team"
        viewAll="/products?featured=true"
        products={home.data?.featured}
        first
      />
      {/* After the first products, which a phone's first screen keeps (issue #25). */}
      <HomeOffers />
      <ProductShelf
        id="home-new"
        title="New Arrivals"
        subtitle="Just landed from our brands"
        viewAll="/products?new=true"
        products={home.data?.new}
      />
      <PromoBanner />
      <ProductShelf
        id="home-sale"
        title="On Sale"
        subtitle="Beauty for less, for a little while"
        viewAll="/products?sale=true"
        products={home.data?.sale}
      />
      <Suspense fallback={null}>
        <HomeClosing />
      </Suspense>
    </>
  );
}

function PromoBanner() {
  return (
    <section aria-labelledby="home-promo" className="container-page py-10 sm:py-14">
      <div className="relative overflow-hidden rounded-3xl bg-rose-800 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-16 -left-16 size-56 rounded-full bg-rose-700/60"
        />
        <div
          aria-hidden="true"
          className="absolute -right-10 -bottom-20 size-64 rounded-full bg-rose-900/50"
        />
        <div className="relative">
          <p className="text-xs font-semibold tracking-[0.2em] text-rose-100 uppercase">
            Welcome offer
          </p>
          <h2 id="home-promo" className="mt-3 text-3xl sm:text-4xl">
            Get 20% Off Your First Purchase
          </h2>
          <p className="mx-auto mt-3 max-w-md text-rose-50">
            Create your Angle account and the discount is applied to your first order automatically.
          </p>
          <Button asChild size="lg" variant="secondary" className="mt-7">
            <Link to="/auth/register">Sign Up Now</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
