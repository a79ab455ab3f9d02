/** One server-sent event, or a comment line (`: ping`), with when it arrived. */
export interface ReceivedEvent {
  event?: string;
  data?: string;
  comment?: string;
  /** performance.now() when the block was read. */
  at: number;
}

const parseBlock = (block: string, at: number): ReceivedEvent => {
  const received: ReceivedEvent = { at };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) received.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) received.event = line.slice('event: '.length);
    else if (line.startsWith('data: '))
      received.data = (received.data === undefined ? '' : `${received.data}\n`) + line.slice('data: '.length);
  }
  return received;
};

/** Reads a fetch answer as server-sent events, each as soon as its block is complete. */
export async function* readEvents(res: Response): AsyncGenerator<ReceivedEvent> {
  if (!res.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of res.body) {
    buffer += decoder.decode(bytes as Uint8Array, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      yield parseBlock(buffer.slice(0, end), performance.now());
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
}

/** Every event of the answer, until it ends. */
export const allEvents = async (res: Response): Promise<ReceivedEvent[]> => {
  const events: ReceivedEvent[] = [];
  for await (const e of readEvents(res)) events.push(e);
  return events;
};
