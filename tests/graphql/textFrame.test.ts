import { Receiver } from 'ws';
import { textFrame } from '../../server/graphql/textFrame';

/** The messages a WebSocket client reads from `bytes`. */
function readAsClient(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const messages: string[] = [];
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data: Buffer, isBinary: boolean) => messages.push(isBinary ? '(binary)' : data.toString()));
    receiver.on('error', reject);
    receiver.write(bytes, () => resolve(messages));
  });
}

describe('text frame', () => {
  it.each([
    ['short', 10],
    ['two-byte length', 4000],
    ['eight-byte length', 70_000],
  ])('frames a %s message that a client reads back whole', async (_, size) => {
    const body = 'x'.repeat(size - 2);
    const frame = textFrame([Buffer.from('{'), Buffer.from(body), Buffer.from('}')]);
    expect(await readAsClient(Buffer.concat([frame, frame]))).toEqual([`{${body}}`, `{${body}}`]);
  });
});
