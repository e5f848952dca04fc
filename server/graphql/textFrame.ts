/**
 * One WebSocket text message as a server sends it (RFC 6455 §5.2: final, unmasked), `parts`
 * joined, built in one buffer so that it goes out in a single write.
 */
export function textFrame(parts: readonly Buffer[]): Buffer {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const headerLength = length < 126 ? 2 : length < 0x10000 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (headerLength === 2) {
    frame[1] = length;
  } else if (headerLength === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  let offset = headerLength;
  for (const part of parts) offset += part.copy(frame, offset);
  return frame;
}
