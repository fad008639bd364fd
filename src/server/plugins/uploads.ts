// Multipart parsing, only where uploads are taken: @fastify/multipart adds three promise hooks
// and a listener to every request of the context it is registered in, and a cached catalogue
// read should not pay them (docs/benchmarks-notes.md). Each plugin with upload routes registers
// it in its own (encapsulated) context; a multipart body anywhere else is refused as 415 by
// plugins/csrf.ts before it is parsed.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export async function registerUploads(app: FastifyInstance) {
  // Upload routes opt in with `config.allowMultipart` (plugins/csrf.ts) and set their own,
  // smaller limits; these are the ceiling for any of them.
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
  });
}
