// Reads the one file (and small text fields) of a multipart upload with a size limit, turning
// every way it can go wrong into a clear problem+json answer.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

export interface Upload {
  buffer: Buffer;
  filename: string;
  fields: Record<string, string>;
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the file as multipart/form-data in a field named "file".',
  missing: 'Choose a file to upload.',
  tooLarge: (what: string, maxBytes: number) =>
    `The ${what} is larger than ${megabytes(maxBytes)}. Choose a smaller file.`,
  oneFile: 'Upload one file at a time.',
} as const;

/** `what` names the file in messages ("image", "CSV file"). */
export async function readSingleUpload(
  request: FastifyRequest,
  { maxBytes, what }: { maxBytes: number; what: string },
): Promise<Upload> {
  if (!request.isMultipart())
    throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let upload: Upload | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      upload = { buffer: await part.toBuffer(), filename: part.filename, fields };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge(what, maxBytes));
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('invalid', UPLOAD_MESSAGES.oneFile);
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.notMultipart);
    }
    throw err;
  }
  if (!upload || upload.buffer.length === 0) {
    throw new AppError('invalid', UPLOAD_MESSAGES.missing, [
      { path: 'file', message: UPLOAD_MESSAGES.missing, location: 'body' },
    ]);
  }
  return { ...upload, fields };
}
