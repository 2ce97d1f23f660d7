/**
 * A WOFF 1.0 file unpacked into the plain TrueType (sfnt) it wraps: HarfBuzz
 * reads sfnt only, and the npm font packages ship WOFF. Each table is zlib
 * data when its compressed length is below its original length, else stored
 * (W3C WOFF 1.0, section 5).
 */
import { inflateSync } from 'node:zlib';

const WOFF = 0x774f4646; // 'wOFF'

export function sfntFromWoff(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== WOFF) throw new Error('Not a WOFF 1.0 font file');
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compressed = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.length !== length) throw new Error('A WOFF table does not unpack to its length');
    return { tag: view.getUint32(at), checksum: view.getUint32(at + 16), data };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * count;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), headerSize);
  const out = new Uint8Array(size);
  const write = new DataView(out.buffer);
  // The offset table's search fields, as the OpenType spec derives them.
  const power = 2 ** Math.floor(Math.log2(count));
  write.setUint32(0, flavor);
  write.setUint16(4, count);
  write.setUint16(6, power * 16);
  write.setUint16(8, Math.log2(power));
  write.setUint16(10, count * 16 - power * 16);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    write.setUint32(entry, table.tag);
    write.setUint32(entry + 4, table.checksum);
    write.setUint32(entry + 8, offset);
    write.setUint32(entry + 12, table.data.length);
    out.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return out;
}
