import type { ReactNode } from 'react';

interface AccountSectionProps {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** One part of the account page: its title and a line of help beside the content on wide
 * screens, above it on phones. */
export function AccountSection({ id, title, description, children }: AccountSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-6 border-t border-sand-200 py-10 first:border-t-0 first:pt-0 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12"
    >
      <div className="grid content-start gap-2">
        <h2 id={id} className="text-xl text-ink">
          {title}
        </h2>
        <p className="text-sm leading-relaxed text-sand-600">{description}</p>
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  );
}
