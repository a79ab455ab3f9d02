/**
 * Coalesces reads that arrive together into one statement (docs/decisions/014). Each `load` is
 * queued; the queue is sent as one batch on the next turn of the event loop, so the requests that
 * the loop read together share a database round trip. While `maxInFlight` batches are running,
 * new loads wait for one of them to finish, then go together in the next. Nothing is kept: every
 * load is answered by a statement sent after it was asked for.
 */
export interface BatchOptions {
  /** How many batches may run at once (each holds one pooled connection while it runs). */
  maxInFlight: number;
  /** The most loads one batch carries; the rest go in the next. */
  maxSize: number;
}

/** Runs one batch: an answer per item, in the items' order. */
export type RunBatch<Item, Answer> = (items: Item[]) => Promise<Answer[]>;

interface Waiting<Item, Answer> {
  item: Item;
  resolve: (answer: Answer) => void;
  reject: (err: unknown) => void;
}

export const batched = <Item, Answer>(run: RunBatch<Item, Answer>, options: BatchOptions) => {
  let queue: Waiting<Item, Answer>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const send = async (batch: Waiting<Item, Answer>[]) => {
    inFlight++;
    try {
      const answers = await run(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(answers[i]!));
    } catch (err) {
      for (const w of batch) w.reject(err);
    } finally {
      inFlight--;
      schedule();
    }
  };

  const flush = () => {
    scheduled = false;
    while (queue.length > 0 && inFlight < options.maxInFlight) {
      const batch = queue.length <= options.maxSize ? queue : queue.slice(0, options.maxSize);
      queue = batch === queue ? [] : queue.slice(options.maxSize);
      void send(batch);
    }
  };

  function schedule() {
    if (scheduled || queue.length === 0 || inFlight >= options.maxInFlight) return;
    scheduled = true;
    setImmediate(flush);
  }

  return (item: Item): Promise<Answer> =>
    new Promise<Answer>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
};
