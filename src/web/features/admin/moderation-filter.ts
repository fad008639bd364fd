// The status filter of the admin's moderation lists (reviews, questions): published or hidden.
import { optionsOf } from '../../components/back-office/list-filters';

export const MODERATION_STATUS_FILTER = {
  key: 'status',
  label: 'Status',
  options: optionsOf({ published: 'Published', hidden: 'Hidden' }),
} as const;
