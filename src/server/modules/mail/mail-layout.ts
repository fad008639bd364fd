// Turns a mail's content (a heading and a few blocks) into the HTML and text parts, with the
// store's branding. Every value is escaped here, so templates can pass customer-supplied text
// (names, addresses, reasons, product names) without thinking about markup.
export interface Brand {
  storeName: string;
  supportEmail: string;
  supportPhone: string;
  address: string;
  publicUrl: string;
}

export interface Row {
  label: string;
  value: string;
  strong?: boolean;
}

export type Block =
  | { kind: 'text'; text: string }
  | { kind: 'rows'; rows: Row[] }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'note'; text: string };

export interface MailContent {
  subject: string;
  heading: string;
  /** The line mail apps show beside the subject. */
  preheader: string;
  blocks: Block[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Only http(s) links get a button: a stored value can never become javascript: or data:. */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

const INK = '#1f1a17';
const MUTED = '#574d45';
const ACCENT = '#81384f';
const SAND = '#f6f0e8';
const LINE = '#ece3d8';
const SERIF = "'Playfair Display', Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'text':
      return `<p style="margin:0 0 16px;font:15px/1.6 ${SANS};color:${INK}">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font:13px/1.6 ${SANS};color:${MUTED}">${escapeHtml(block.text)}</p>`;
    case 'rows': {
      const rows = block.rows
        .map(
          (r) =>
            `<tr><td style="padding:8px 0;border-bottom:1px solid ${LINE};font:14px/1.5 ${SANS};color:${INK}${r.strong ? ';font-weight:600' : ''}">${escapeHtml(r.label)}</td>` +
            `<td align="right" style="padding:8px 0 8px 12px;border-bottom:1px solid ${LINE};font:14px/1.5 ${SANS};color:${INK};white-space:nowrap${r.strong ? ';font-weight:600' : ''}">${escapeHtml(r.value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse">${rows}</table>`;
    }
    case 'button': {
      const url = safeUrl(block.url);
      if (!url) return '';
      return `<p style="margin:8px 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:${ACCENT};color:#ffffff;font:600 14px/1 ${SANS};text-decoration:none">${escapeHtml(block.label)}</a></p>`;
    }
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'text':
    case 'note':
      return block.text;
    case 'rows':
      return block.rows.map((r) => `${r.label}: ${r.value}`).join('\n');
    case 'button':
      return safeUrl(block.url) ? `${block.label}: ${block.url}` : '';
  }
}

export function renderMail(content: MailContent, brand: Brand): RenderedMail {
  const store = escapeHtml(brand.storeName);
  const footer = `${brand.storeName} · ${brand.address} · ${brand.supportPhone} · ${brand.supportEmail}`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${SAND}">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${SAND}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px">
<tr><td style="padding:28px 28px 8px;font:600 26px/1.2 ${SERIF};color:${ACCENT};letter-spacing:0.02em">${store}</td></tr>
<tr><td style="padding:12px 28px 8px"><h1 style="margin:0 0 16px;font:600 22px/1.3 ${SERIF};color:${INK}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px 28px;border-top:1px solid ${LINE};font:12px/1.6 ${SANS};color:${MUTED}">${escapeHtml(footer)}</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    brand.storeName,
    '',
    content.heading,
    '',
    ...content.blocks.map(blockText).filter((t) => t !== ''),
    '',
    '--',
    footer,
  ].join('\n\n');
  return { subject: content.subject, html, text: text.replace(/\n{3,}/g, '\n\n') };
}
