// Angle Admin's desk (issue #38): the dashboard's first block, what needs doing now. Each item
// is a count and the link to the list page filtered to exactly the rows counted.
import { z } from 'zod';

export const DeskItemSchema = z.object({
  /** Stable name of the item (`returns-requested`, `late-orders`, …). */
  key: z.string(),
  label: z.string(),
  count: z.number(),
  /** The admin page that lists the rows counted, filtered to them. */
  href: z.string(),
});
export type DeskItem = z.infer<typeof DeskItemSchema>;

export const DeskSchema = z.object({ items: z.array(DeskItemSchema) }).meta({ id: 'AdminDesk' });
export type Desk = z.infer<typeof DeskSchema>;
