// A command of the order-life test: it acts through the API, then the model is read back and
// every promise of invariants.ts is checked. A promise broken by this run fails it with the
// broken rows and every request of the run, in order.
import type fc from 'fast-check';
import { refreshModel, type Model } from './model';
import { violationKey } from './invariants';
import { brokenPromises, type World } from './world';

export abstract class Step implements fc.AsyncCommand<Model, World> {
  check(_m: Readonly<Model>): boolean {
    return true;
  }

  abstract act(m: Model, w: World): Promise<void>;

  abstract toString(): string;

  async run(m: Model, w: World): Promise<void> {
    w.log.push(this.toString());
    await this.act(m, w);
    await refreshModel(
      w.t.database,
      m,
      w.customers.map((c) => c.userId),
      w.since,
    );
    w.steps++;
    const broken = (await brokenPromises(w)).filter((v) => !w.baseline.has(violationKey(v)));
    if (broken.length > 0) {
      throw new Error(
        `A promise of the order life is broken after ${this.toString()}:\n` +
          broken.map((v) => `  ${v.invariant}: ${JSON.stringify(v.row)}`).join('\n') +
          `\nThe run, step by step:\n${w.log.join('\n')}`,
      );
    }
  }
}
