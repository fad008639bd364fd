// Display formatting for the web app. Money formatting itself lives in src/domain so the server's
// invoices and the screens agree to the paisa.
import { formatINR } from '../../domain/money';

export { formatINR };

/** "1 item", "3 items". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
