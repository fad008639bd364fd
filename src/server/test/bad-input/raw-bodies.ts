// Bodies no schema can describe: broken JSON, duplicate and prototype keys, the wrong content
// type, nesting deep enough to blow a parser's stack, and a body over the 1 MB limit. Each must
// be a 4xx problem before any handler runs.
export interface RawBody {
  name: string;
  contentType?: string;
  body: string | Buffer;
  /** The statuses that are right for it. */
  expect: number[];
  /** Refused by the parser or the content-type rule whatever the route: no body schema needed. */
  anyRoute?: boolean;
}

const DEEP = 50_000;

export function rawBodies(propertyNames: string[]): RawBody[] {
  const key = propertyNames[0] ?? 'name';
  const json = 'application/json';
  return [
    {
      name: 'malformed JSON',
      contentType: json,
      body: '{"items": [',
      expect: [400],
      anyRoute: true,
    },
    {
      name: 'a trailing comma',
      contentType: json,
      body: `{"${key}": 1,}`,
      expect: [400],
      anyRoute: true,
    },
    { name: 'an empty body', contentType: json, body: '', expect: [400], anyRoute: true },
    {
      name: 'a duplicate key, the second of the wrong type',
      contentType: json,
      body: `{"${key}": "ok", "${key}": {"$gt": ""}}`,
      expect: [400],
    },
    {
      name: 'a __proto__ key',
      contentType: json,
      body: '{"__proto__": {"role": "admin", "isAdmin": true}}',
      expect: [400],
      anyRoute: true,
    },
    {
      name: 'a constructor.prototype key',
      contentType: json,
      body: '{"constructor": {"prototype": {"role": "admin"}}}',
      expect: [400],
      anyRoute: true,
    },
    { name: 'an array', contentType: json, body: '[]', expect: [400] },
    { name: 'null', contentType: json, body: 'null', expect: [400] },
    { name: 'a number', contentType: json, body: '1e309', expect: [400] },
    {
      name: `${DEEP} nested arrays`,
      contentType: json,
      body: '['.repeat(DEEP) + ']'.repeat(DEEP),
      expect: [400],
    },
    {
      name: 'bytes that are not UTF-8',
      contentType: json,
      body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      expect: [400],
    },
    {
      name: 'text/plain',
      contentType: 'text/plain',
      body: `{"${key}":"x"}`,
      expect: [415],
      anyRoute: true,
    },
    {
      name: 'a form post',
      contentType: 'application/x-www-form-urlencoded',
      body: `${key}=x&role=admin`,
      expect: [415],
      anyRoute: true,
    },
    {
      name: 'XML',
      contentType: 'application/xml',
      body: '<a>&xxe;</a>',
      expect: [415],
      anyRoute: true,
    },
    { name: 'no content type', body: `{"${key}":"x"}`, expect: [415], anyRoute: true },
    {
      name: 'a body over 1 MB',
      contentType: json,
      body: JSON.stringify({ [key]: 'x'.repeat(1_100_000) }),
      expect: [413],
      anyRoute: true,
    },
  ];
}
