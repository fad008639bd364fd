// @fastify/rate-limit ships no types for its store files.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: unknown;
  export default RedisStore;
}
