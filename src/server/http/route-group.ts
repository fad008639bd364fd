// The one way to write the server's routes (decision 009). A module declares a route group: its
// routes with their zod schemas, summaries and success answers. app.ts mounts each group under
// an audience (store, auth, vendor, admin, …), which gives every route its OpenAPI tag; the
// guard table (plugins/auth-guard.ts) gives it its role. The problem answers every route of a
// kind shares (400 for input, 401/403 behind a guard, 429 with a rate limit, the upload errors)
// come from here, so no route repeats them and none can forget one.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ProblemSchema } from '../../domain/schemas/problem';
import { CsvSchema } from './csv-reply';
import { PdfSchema } from './pdf-reply';
import { requiredRoleFor } from '../plugins/auth-guard';
import { registerUploads } from '../plugins/uploads';

/** Who a group's routes serve: the OpenAPI tag, and the URLs its routes may have. */
export const AUDIENCES = {
  system: { tag: 'system', prefixes: ['/api/health'] },
  store: { tag: 'store', prefixes: ['/api/store/', '/api/newsletter'] },
  auth: { tag: 'auth', prefixes: ['/api/auth/'] },
  vendor: { tag: 'vendor', prefixes: ['/api/vendor/'] },
  admin: { tag: 'admin', prefixes: ['/api/admin/'] },
  payments: { tag: 'payments', prefixes: ['/api/payments/'] },
  /** Issue #39: carriers' tracking webhooks. */
  shipping: { tag: 'shipping', prefixes: ['/api/shipping/'] },
  /** The web app's own files (robots.txt, sitemap.xml): not part of the API document. */
  site: { tag: null, prefixes: ['/robots.txt', '/sitemap.xml'] },
} as const;
export type Audience = keyof typeof AUDIENCES;

/** Problem answers a route may declare beyond those the group adds by itself. */
export type ProblemStatus = 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;
type SuccessStatus = 200 | 201 | 202 | 204 | 304;

export interface RouteSpec {
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The answers a handler returns; problems are thrown (errors.ts) and listed in `errors`.
   * Absent only on a CSV or PDF download (`csv`, `pdf`). */
  response?: Partial<Record<SuccessStatus, z.ZodType>>;
  /** Problem answers of this route's own: a lookup's 404, a state machine's 409, a gateway's 503. */
  errors?: readonly ProblemStatus[];
  /** A multipart upload (field "file"): the group parses multipart for it (plugins/uploads.ts),
   * lets it past the CSRF check's JSON rule and declares 400, 413, 415 and 422. */
  upload?: boolean;
  /** @fastify/rate-limit's per-route options; the group declares the 429. */
  rateLimit?: RateLimitOptions;
  /** The answer is a CSV file sent with http/csv-reply.ts's sendCsv, not JSON. */
  csv?: boolean;
  /** The answer is a PDF file (issue #21's tax invoices), not JSON; problems stay JSON. */
  pdf?: boolean;
  /** The handler sends bodies it compressed itself (catalog/cached-reply.ts): skip the hooks. */
  precompressed?: boolean;
  /** Not in the OpenAPI document. */
  hide?: boolean;
}

/** What Fastify's zod type provider reads to type a handler's request and reply. */
type SchemaOf<S extends RouteSpec> = Pick<
  S,
  Extract<keyof S, 'params' | 'querystring' | 'body' | 'headers' | 'response'>
>;

export type RouteHandler<S extends RouteSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<S> & FastifySchema,
  ZodTypeProvider
>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Declare = <const S extends RouteSpec>(url: string, spec: S, handler: RouteHandler<S>) => void;

/** What a group's declaration writes its routes into: one function per HTTP method. */
export type Routes = Record<Lowercase<Method>, Declare>;

interface Declared {
  method: Method;
  url: string;
  spec: RouteSpec;
  handler: RouteHandler<RouteSpec>;
}

export interface RouteGroup {
  /** Shown in Fastify's plugin tree and in start-up errors. */
  name: string;
  declare(routes: Routes, app: FastifyInstance): void | Promise<void>;
}

/**
 * A module's routes. `declare` runs inside the group's own Fastify context, so what it registers
 * there (a content-type parser, say) stays within the group.
 */
export function routeGroup(name: string, declare: RouteGroup['declare']): RouteGroup {
  return { name, declare };
}

const UPLOAD_ERRORS = [400, 413, 415, 422] as const;
/** Fastify's per-media-type answer: the 200 is text/csv while the problems stay JSON. */
const CSV_ANSWER = {
  description: 'text/csv with a header row',
  content: { 'text/csv': { schema: CsvSchema } },
};

const PDF_ANSWER = {
  description: 'application/pdf',
  content: { 'application/pdf': { schema: PdfSchema } },
};

/** The schema Fastify gets: the spec's own parts, the audience's tag and the shared problems. */
export function schemaFor(audience: Audience, url: string, spec: RouteSpec): FastifySchema {
  const takesInput = Boolean(spec.params || spec.querystring || spec.body || spec.headers);
  const problems = new Set<number>(spec.errors ?? []);
  if (takesInput) problems.add(400);
  if (spec.upload) UPLOAD_ERRORS.forEach((s) => problems.add(s));
  if (requiredRoleFor(url)) [401, 403].forEach((s) => problems.add(s));
  if (spec.rateLimit) problems.add(429);
  const { tag } = AUDIENCES[audience];
  const response: Record<number, unknown> = Object.fromEntries(
    Object.entries(spec.response ?? {}).filter(([, schema]) => schema !== undefined),
  );
  if (spec.csv) response[200] = CSV_ANSWER;
  if (spec.pdf) response[200] = PDF_ANSWER;
  for (const status of problems) response[status] = ProblemSchema;
  return {
    ...(tag ? { tags: [tag] } : {}),
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.hide ? { hide: true } : {}),
    ...(spec.upload ? { consumes: ['multipart/form-data'] } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.querystring ? { querystring: spec.querystring } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.headers ? { headers: spec.headers } : {}),
    response,
  };
}

function assertInAudience(audience: Audience, group: string, url: string) {
  const { prefixes } = AUDIENCES[audience];
  if (!prefixes.some((p) => url.startsWith(p))) {
    throw new Error(
      `${group}: ${url} is mounted as '${audience}', whose routes start with ${prefixes.join(' or ')}`,
    );
  }
}

/** Mounts route groups for one audience, each in its own Fastify context. */
export async function mountRoutes(
  app: FastifyInstance,
  audience: Audience,
  groups: readonly RouteGroup[],
) {
  for (const group of groups) {
    const plugin = async (scope: FastifyInstance) => {
      const declared: Declared[] = [];
      const add =
        (method: Method): Declare =>
        (url, spec, handler) =>
          declared.push({ method, url, spec, handler: handler as RouteHandler<RouteSpec> });
      await group.declare(
        {
          get: add('GET'),
          post: add('POST'),
          put: add('PUT'),
          patch: add('PATCH'),
          delete: add('DELETE'),
        },
        scope,
      );
      if (declared.some((d) => d.spec.upload)) await registerUploads(scope);
      for (const { method, url, spec, handler } of declared) {
        assertInAudience(audience, group.name, url);
        scope.route({
          method,
          url,
          schema: schemaFor(audience, url, spec),
          ...(spec.precompressed ? { compress: false, decompress: false } : {}),
          config: {
            ...(spec.upload ? { allowMultipart: true } : {}),
            ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}),
          },
          handler: handler as RouteHandlerMethod,
        });
      }
    };
    Object.defineProperty(plugin, 'name', { value: group.name });
    await app.register(plugin);
  }
}
