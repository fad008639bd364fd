// A seller's verification documents (issue #38): a PDF, or an image re-encoded like every upload
// (its type read from the bytes, EXIF and GPS dropped), kept in the media store under
// `private/`, which /media/* never serves. Only the vendor itself and Angle Admin download them,
// always as an attachment.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../domain/schemas/seller-verification';
import type { Db } from '../../db/client';
import { vendorDocuments } from '../../db/schema-payouts';
import { AppError, notFound } from '../../errors';
import type { MediaStore } from '../media/media-store';
import type { Upload } from '../media/read-upload';
import { reopenIfVerified } from './verification';
import { onDemand } from '../../http/on-demand';

export const DOCUMENT_BYTES = 5 * 1024 * 1024;
/** What /media/* refuses to serve (plugins/web.ts). */
export const PRIVATE_MEDIA_PREFIX = 'private/';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);
const MAX_PIXELS = 40_000_000;
export const DOCUMENT_MESSAGES = {
  notAllowed: 'Upload the document as a PDF or a JPEG, PNG, WebP or AVIF image.',
  kind: 'Choose what the document is: a cancelled cheque or the GST certificate.',
} as const;

function isPdf(bytes: Buffer) {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** The bytes to keep and their type: a PDF as it is, an image as a clean WebP. */
async function checkedDocument(
  bytes: Buffer,
): Promise<{ bytes: Buffer; type: string; ext: string }> {
  if (isPdf(bytes)) return { bytes, type: 'application/pdf', ext: 'pdf' };
  const sharp = await onDemand.sharp();
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new AppError('unsupported_media_type', DOCUMENT_MESSAGES.notAllowed);
  }
  if (!format || !IMAGE_FORMATS.has(format)) {
    throw new AppError('unsupported_media_type', DOCUMENT_MESSAGES.notAllowed);
  }
  if (pixels > MAX_PIXELS) {
    throw new AppError(
      'unprocessable',
      'The image has too many pixels. Use one under 40 megapixels.',
    );
  }
  try {
    const webp = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: 2400, withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
    return { bytes: webp, type: 'image/webp', ext: 'webp' };
  } catch {
    throw new AppError('unsupported_media_type', DOCUMENT_MESSAGES.notAllowed);
  }
}

function kindOf(value: string | undefined): DocumentKind {
  if (value && (DOCUMENT_KINDS as readonly string[]).includes(value)) return value as DocumentKind;
  throw new AppError('invalid', DOCUMENT_MESSAGES.kind, [
    { path: 'kind', message: DOCUMENT_MESSAGES.kind, location: 'body' },
  ]);
}

/** A name safe in a Content-Disposition header: letters, digits, dot, dash, underscore. */
function safeFilename(name: string, ext: string) {
  const base = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .slice(0, 60);
  return `${base.replace(/^-+|-+$/g, '') || 'document'}.${ext}`;
}

/** Stores the vendor's document of its kind, replacing the one it had. */
export async function uploadDocument(db: Db, media: MediaStore, vendorId: string, upload: Upload) {
  const kind = kindOf(upload.fields.kind);
  const doc = await checkedDocument(upload.buffer);
  // A random name: a document's key is never guessable, even from its content.
  const key = `${PRIVATE_MEDIA_PREFIX}kyc/${vendorId}/${crypto.randomUUID()}.${doc.ext}`;
  await media.put(key, doc.bytes, doc.type);
  const replaced = await db.transaction(async (tx) => {
    const [old] = await tx
      .delete(vendorDocuments)
      .where(and(eq(vendorDocuments.vendorId, vendorId), eq(vendorDocuments.kind, kind)))
      .returning({ key: vendorDocuments.storageKey });
    await tx.insert(vendorDocuments).values({
      vendorId,
      kind,
      storageKey: key,
      contentType: doc.type,
      filename: safeFilename(upload.filename, doc.ext),
    });
    await reopenIfVerified(tx, vendorId, `document: ${kind}`);
    return old?.key;
  });
  if (replaced) await media.delete(replaced);
}

/** One document of the vendor's, or not found (another vendor's id included). */
export async function readDocument(db: Db, media: MediaStore, vendorId: string, id: string) {
  const [doc] = await db
    .select()
    .from(vendorDocuments)
    .where(and(eq(vendorDocuments.id, id), eq(vendorDocuments.vendorId, vendorId)));
  const file = doc ? await media.get(doc.storageKey) : null;
  if (!doc || !file) throw notFound('The document');
  return { bytes: file.bytes, contentType: doc.contentType, filename: doc.filename };
}
