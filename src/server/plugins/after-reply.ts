// Work a route starts only once its answer is sent, so the answer cannot tell what the work
// found. The forgotten-password form is the case (issue #16): looking the email up, making a
// token and queueing the mail took longer for a known address than an unknown one, so the
// answer time told which emails have accounts. Now both answers are sent before either is
// looked up. Failures are logged; closing the app waits for the work in flight.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface AfterReplyWork {
  /** Runs `task` after this request's answer has gone out. */
  add(request: FastifyRequest, name: string, task: () => Promise<unknown>): void;
  /** Resolves once no such work is running (tests; shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterReplyWork: AfterReplyWork;
  }
}

interface Task {
  name: string;
  run: () => Promise<unknown>;
}

export function registerAfterReplyWork(app: FastifyInstance) {
  const queued = new WeakMap<FastifyRequest, Task[]>();
  const running = new Set<Promise<unknown>>();
  const work: AfterReplyWork = {
    add(request, name, run) {
      const tasks = queued.get(request) ?? [];
      tasks.push({ name, run });
      queued.set(request, tasks);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  app.decorate('afterReplyWork', work);
  // onResponse: the answer has been written. The next turn of the event loop starts the work.
  app.addHook('onResponse', (request, _reply, done) => {
    for (const { name, run } of queued.get(request) ?? []) {
      const started = new Promise((resolve) => setImmediate(resolve))
        .then(run)
        .catch((err: unknown) => request.log.error({ err }, `${name} failed after the reply`))
        .finally(() => running.delete(started));
      running.add(started);
    }
    queued.delete(request);
    done();
  });
  app.addHook('onClose', () => work.idle());
}
