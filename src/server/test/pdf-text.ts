// A PDF's text for tests (labels, invoices), read in JavaScript with unpdf (PDF.js), so the
// checks run on every machine: they depended on poppler's pdftotext and skipped, or failed with
// ENOENT, where it was not installed (a fresh machine's ci-like, 2026-12-03).
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of every page, pages separated by a form feed as pdftotext separates them. */
export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.join('\f');
}
