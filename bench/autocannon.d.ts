// The part of autocannon 9 the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Result {
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): void;
  }
  function autocannon(options: Record<string, unknown>): Instance;
  export default autocannon;
}
