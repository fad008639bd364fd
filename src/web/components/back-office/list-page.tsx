// A whole back-office list page: its heading, the standard toolbar (a search and the filters as
// data), the list, and whatever the page opens over it (dialogs, drawers).
import type { ReactNode } from 'react';
import { PageHeader } from '../page-header';
import { columnsCard } from './list-rows';
import { ListToolbar, type SelectFilterSpec } from './list-toolbar';
import { ListView, type ListViewProps } from './list-view';
import type { ListParams } from './use-list-params';

interface ListPageProps<T, K extends string> extends ListViewProps<T> {
  title: string;
  description: string;
  params: ListParams<K | 'search'>;
  /** The search box; left out when the list's API cannot search. */
  search?: { label: string; placeholder: string; className?: string };
  filters?: readonly SelectFilterSpec<K>[];
  /** Controls after the filters, e.g. a date range and the CSV export. */
  tools?: ReactNode;
  /** A line between the toolbar and the list, e.g. why the filters cannot work. */
  notice?: ReactNode;
  /** Dialogs and drawers the rows open. */
  children?: ReactNode;
}

export function ListPage<T, K extends string>({
  title,
  description,
  search,
  filters,
  tools,
  notice,
  children,
  ...view
}: ListPageProps<T, K>) {
  return (
    <div>
      <PageHeader size="compact" title={title} description={description} />
      <ListToolbar params={view.params} search={search} filters={filters}>
        {tools}
      </ListToolbar>
      {notice}
      {/* Phones get the rows as cards: the list's own, or one made from its columns. */}
      <ListView {...view} card={view.card ?? columnsCard(view.columns)} />
      {children}
    </div>
  );
}
