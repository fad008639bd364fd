import { Mail, MapPin, Phone } from '../../components/ui/icons';
import { telHref, useStoreInfo } from '../../lib/store-info';
import { PlainLink } from '../../components/ui/plain-link';

const COLUMNS = [
  {
    title: 'Shop',
    links: [
      { to: '/products', label: 'All Products' },
      { to: '/offers', label: 'Offers' },
      { to: '/find-my-shade', label: 'Find My Shade' },
      { to: '/vendor/auth/register', label: 'Become a Vendor' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact Us' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms & Conditions' },
      { to: '/refund-policy', label: 'Refund Policy' },
      { to: '/shipping-policy', label: 'Shipping Policy' },
    ],
  },
];

const linkClasses = 'rounded-sm text-sm text-sand-700 transition-colors hover:text-rose-700';

export function SiteFooter() {
  const info = useStoreInfo();
  return (
    <footer className="mt-16 border-t border-sand-200 bg-sand-100/60">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 md:grid-cols-3 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.5fr] lg:gap-8">
        <div className="col-span-2 max-w-sm md:col-span-3 lg:col-span-1">
          <PlainLink to="/" className="rounded-sm font-display text-3xl text-ink">
            Angle
          </PlainLink>
          <p className="mt-4 text-sm leading-relaxed text-sand-700">
            Premium, ethically sourced, cruelty-free cosmetics from independent brands, chosen with
            care and delivered across India.
          </p>
        </div>

        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-ink uppercase">
              {column.title}
            </h2>
            <ul className="mt-4 grid gap-3">
              {column.links.map((link) => (
                <li key={link.to}>
                  <PlainLink to={link.to} className={linkClasses}>
                    {link.label}
                  </PlainLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-ink uppercase">
            Get in touch
          </h2>
          <address className="mt-4 grid gap-3 text-sm text-sand-700 not-italic">
            <p className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-700" />
              <span>{info.address}</span>
            </p>
            <p className="flex gap-2.5">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-700" />
              <a href={telHref(info.supportPhone)} className={linkClasses}>
                {info.supportPhone}
              </a>
            </p>
            <p className="flex gap-2.5">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-700" />
              <a href={`mailto:${info.supportEmail}`} className={linkClasses}>
                {info.supportEmail}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-sand-200">
        <p className="container-page py-6 text-xs text-sand-600">
          © {new Date().getFullYear()} Angle. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
