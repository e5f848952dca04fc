/**
 * A WebSocket client for load generation that only counts the messages it receives: it does the
 * handshake, sends its opening messages, answers pings, and skips over every other frame without
 * decoding it. A full client decodes and copies each message; at tens of thousands of messages a
 * second on the server's own cores, that work would crowd out the server being measured.
 */
import { connect, type Socket } from 'node:net';

export interface CountingSocketOptions {
  url: string;
  /** The local address to connect from. */
  localAddress?: string;
  protocol?: string;
  /** Sent once the socket is open; when `reply` is given, it is sent after the first message that arrives (several messages, in order, when a list). */
  opening?: string;
  reply?: string | string[];
  /** Told of each message received, with its size in bytes (the frame's payload). */
  onMessage: (bytes: number) => void;
}

const TEXT = 0x1;
const PING = 0x9;
const PONG = 0xa;
const FIN = 0x80;

/** A masked client frame; the all-zero mask leaves the payload as it is. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length < 126 ? Buffer.from([payload.length | 0x80]) : Buffer.from([126 | 0x80, payload.length >> 8, payload.length & 0xff]);
  return Buffer.concat([Buffer.from([FIN | opcode]), length, Buffer.alloc(4), payload]);
}

/** Resolves with the connection once the socket is open and, when `reply` is given, once the reply is sent. */
export function openCountingSocket({ url, localAddress, protocol, opening, reply, onMessage }: CountingSocketOptions): Promise<Socket> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(target.port), host: target.hostname, localAddress });
    socket.setNoDelay(true);
    socket.on('error', reject);
    socket.write(
      [
        `GET ${target.pathname} HTTP/1.1`,
        `Host: ${target.host}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
        ...(protocol ? [`Sec-WebSocket-Protocol: ${protocol}`] : []),
        '',
        '',
      ].join('\r\n'),
    );

    let handshaken = false;
    let awaitingFirst = reply !== undefined;
    /** Bytes of an incomplete frame header (or control frame) carried over to the next chunk. */
    let carried = Buffer.alloc(0);
    /** Payload bytes of the current data frame still to come. */
    let skipping = 0;

    const onFrame = (opcode: number, payload: Buffer, length: number) => {
      if (opcode === PING) socket.write(clientFrame(PONG, payload));
      if (opcode !== TEXT) return;
      if (!awaitingFirst) return onMessage(length);
      awaitingFirst = false;
      for (const message of [reply ?? ''].flat()) socket.write(clientFrame(TEXT, Buffer.from(message)));
      resolve(socket);
    };

    const readFrames = (chunk: Buffer) => {
      const skipped = Math.min(skipping, chunk.length);
      skipping -= skipped;
      const data = carried.length ? Buffer.concat([carried, chunk.subarray(skipped)]) : chunk.subarray(skipped);
      let at = 0;
      while (data.length - at >= 2) {
        const opcode = data[at]! & 0x0f;
        let length = data[at + 1]! & 0x7f;
        let header = 2;
        if (length === 126) {
          if (data.length - at < 4) break;
          length = data.readUInt16BE(at + 2);
          header = 4;
        } else if (length === 127) {
          if (data.length - at < 10) break;
          length = Number(data.readBigUInt64BE(at + 2));
          header = 10;
        }
        const available = data.length - at - header;
        // Control frames and the first message are read whole; other messages are only counted.
        if ((opcode >= 0x8 || awaitingFirst) && available < length) break;
        onFrame(opcode, data.subarray(at + header, at + header + Math.min(length, available)), length);
        if (available < length) {
          skipping = length - available;
          at = data.length;
          break;
        }
        at += header + length;
      }
      carried = at < data.length ? Buffer.from(data.subarray(at)) : Buffer.alloc(0);
    };

    let response = '';
    socket.on('data', (chunk: Buffer) => {
      if (handshaken) return readFrames(chunk);
      response += chunk.toString('latin1');
      const end = response.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!response.startsWith('HTTP/1.1 101')) return reject(new Error(`handshake refused: ${response.split('\r\n')[0]}`));
      handshaken = true;
      if (opening !== undefined) socket.write(clientFrame(TEXT, Buffer.from(opening)));
      if (!awaitingFirst) resolve(socket);
      readFrames(Buffer.from(response.slice(end + 4), 'latin1'));
    });
  });
}
