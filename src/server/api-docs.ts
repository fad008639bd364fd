// docs/api.md is rendered from the OpenAPI document (itself generated from the routes' zod
// schemas), so the reference can never drift from the code: api-docs.test.ts fails when the file
// is stale, and `npm run docs:api` rewrites it.
import { requiredRoleFor } from './plugins/auth-guard';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, unknown>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
export interface OpenApiDocument {
  info: { title: string; version: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const WHO = { admin: 'admin', vendor: 'vendor', customer: 'customer' } as const;

export interface ApiOperation {
  method: string;
  path: string;
  tag: string;
  summary: string | undefined;
}

export function operationsOf(doc: OpenApiDocument): ApiOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({
      method: m.toUpperCase(),
      path,
      tag: item[m]!.tags?.[0] ?? 'other',
      summary: item[m]!.summary,
    })),
  );
}

/** Markdown table cells: pipes escaped, newlines folded. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function bodyFields(op: Operation): string {
  const content = op.requestBody?.content ?? {};
  const [type, media] = Object.entries(content)[0] ?? [];
  if (!type) return '';
  if (type.startsWith('multipart/')) return 'multipart form';
  const schema = media?.schema;
  const variants = schema?.anyOf ?? schema?.oneOf;
  const props = schema?.properties ?? variants?.find((v) => v.properties)?.properties;
  if (!props) return 'JSON';
  const required = new Set(schema?.required ?? []);
  return Object.keys(props)
    .map((k) => `\`${k}\`${required.has(k) ? '' : '?'}`)
    .join(', ');
}

function paramList(op: Operation, where: string): string {
  return (op.parameters ?? [])
    .filter((p) => p.in === where)
    .map((p) => `\`${p.name}\`${p.required ? '' : '?'}`)
    .join(', ');
}

export function renderApiDocs(doc: OpenApiDocument): string {
  const lines = [
    `# ${doc.info.title} reference`,
    '',
    '<!-- Generated from /api/openapi.json by `npm run docs:api`; do not edit by hand. -->',
    '',
    'JSON under `/api`; errors are `application/problem+json` (RFC 9457) with field errors.',
    'Amounts are rupees. The live document is `/api/openapi.json`, browsable at `/api/docs`.',
    '"Who" is the role the route\'s prefix requires (plugins/auth-guard.ts): signed out → 401,',
    'another role → 403. "Query" and "body" list the fields; `?` marks an optional one.',
    '',
  ];
  const ops = operationsOf(doc);
  const tags = [...new Set([...(doc.tags ?? []).map((t) => t.name), ...ops.map((o) => o.tag)])];
  for (const tag of tags) {
    const inTag = ops.filter((o) => o.tag === tag);
    if (inTag.length === 0) continue;
    const description = doc.tags?.find((t) => t.name === tag)?.description;
    lines.push(`## ${tag}${description ? `: ${description}` : ''}`, '');
    lines.push('| route | who | what it does | query | body | answers |');
    lines.push('| --- | --- | --- | --- | --- | --- |');
    for (const { method, path } of inTag) {
      const op = doc.paths[path]![method.toLowerCase()]!;
      const role = requiredRoleFor(path);
      const summary = [op.summary, op.description].filter(Boolean).join(' ');
      const codes = Object.keys(op.responses ?? {}).join(', ');
      lines.push(
        `| \`${method} ${path}\` | ${role ? WHO[role] : 'anyone'} | ${cell(summary)} | ${paramList(op, 'query')} | ${bodyFields(op)} | ${codes} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
