// The layout of the store's text pages (about and policies): a heading, sections, a date.
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export interface ContentSection {
  heading: string;
  body: ReactNode[];
}

interface ContentPageProps {
  title: string;
  description: string;
  sections: ContentSection[];
  updated?: string;
  /** The tab title when it differs from the heading. */
  documentTitle?: string;
}

export function ContentPage({
  title,
  description,
  sections,
  updated,
  documentTitle,
}: ContentPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader title={title} description={description} />
      <div className="mt-10 grid max-w-3xl gap-10">
        {sections.map((section) => (
          <section key={section.heading} aria-labelledby={slug(section.heading)}>
            <h2 id={slug(section.heading)} className="text-xl text-ink sm:text-2xl">
              {section.heading}
            </h2>
            <div className="mt-3 grid gap-3 leading-relaxed text-sand-800">
              {section.body.map((part, i) =>
                typeof part === 'string' ? <p key={i}>{part}</p> : <div key={i}>{part}</div>,
              )}
            </div>
          </section>
        ))}
        {updated ? <p className="text-sm text-sand-600">Last updated: {updated}</p> : null}
      </div>
    </div>
  );
}

export function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-1.5 pl-5 marker:text-rose-600">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const slug = (text: string) => `section-${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
