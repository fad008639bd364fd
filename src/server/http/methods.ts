// What counts as a write for the hooks that drop caches after one (the catalogue's, the
// sessions', the report figures'): every method but GET and HEAD.
export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';
