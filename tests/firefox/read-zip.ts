import { readFile } from "node:fs/promises";
import { inflateRawSync } from "node:zlib";

/**
 * Every file in a zip, by path, as the store's reviewers unpack it: the central directory's entries,
 * stored or deflated (what WXT's zips use). Folders are left out.
 */
export async function readZip(path: string): Promise<Map<string, Buffer>> {
  const zip = await readFile(path);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error(`${path} is not a zip file`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`${path}: broken central directory`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const entryLength = 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (!name.endsWith("/")) {
      if (method === 0) files.set(name, Buffer.from(data));
      else if (method === 8) files.set(name, inflateRawSync(data));
      else throw new Error(`${path}: ${name} is compressed with method ${method}`);
    }
    at += entryLength;
  }
  return files;
}
