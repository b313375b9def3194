import { crc32, deflateSync, inflateSync } from "node:zlib";

/**
 * Just enough PNG for the store's images: read the 8-bit RGB and RGBA files Chromium writes (to
 * check an icon's transparent border or that a screenshot is not blank) and write 24-bit RGB, which
 * the Chrome Web Store asks of screenshots and promo tiles ("24-bit PNG, no alpha"). Chromium's own
 * screenshots always carry an alpha channel, even when every pixel is opaque.
 */
export interface Picture {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA) bytes a pixel, rows top to bottom, no padding. */
  channels: 3 | 4;
  pixels: Uint8Array;
}

/** What the file's header says, read before any pixel: the store's checks are about these. */
export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  /** 2: RGB (no alpha); 6: RGBA. */
  colorType: number;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunks(png: Uint8Array): { type: string; data: Buffer }[] {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error("Not a PNG file");
  const found: { type: string; data: Buffer }[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    if (at + 12 + length > bytes.length) throw new Error(`PNG cut short in its ${type} chunk`);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) {
      throw new Error(`PNG ${type} chunk fails its checksum`);
    }
    found.push({ type, data: bytes.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
    if (type === "IEND") break;
  }
  return found;
}

export function readPngHeader(png: Uint8Array): PngHeader {
  const header = chunks(png)[0];
  if (header?.type !== "IHDR") throw new Error("PNG without a header");
  return {
    width: header.data.readUInt32BE(0),
    height: header.data.readUInt32BE(4),
    bitDepth: header.data[8]!,
    colorType: header.data[9]!,
  };
}

export function decodePng(png: Uint8Array): Picture {
  const { width, height, bitDepth, colorType } = readPngHeader(png);
  const all = chunks(png);
  const interlaced = all[0]!.data[12] !== 0;
  if (bitDepth !== 8 || (colorType !== 2 && colorType !== 6) || interlaced) {
    throw new Error(
      `Only 8-bit, non-interlaced RGB or RGBA PNGs are read here (this one: depth ${bitDepth}, type ${colorType})`,
    );
  }
  const channels = colorType === 6 ? 4 : 3;
  const filtered = inflateSync(
    Buffer.concat(all.filter((chunk) => chunk.type === "IDAT").map((chunk) => chunk.data)),
  );
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = filtered[y * (stride + 1)]!;
    const source = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[row + x - channels]! : 0;
      const up = y > 0 ? pixels[row - stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[row - stride + x - channels]! : 0;
      const raw = filtered[source + x]!;
      let value: number;
      if (filter === 0) value = raw;
      else if (filter === 1) value = raw + left;
      else if (filter === 2) value = raw + up;
      else if (filter === 3) value = raw + ((left + up) >> 1);
      else if (filter === 4) value = raw + paeth(left, up, upLeft);
      else throw new Error(`Unknown PNG row filter ${filter}`);
      pixels[row + x] = value & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** A 24-bit RGB PNG of the picture; any transparency is laid on white first. */
export function encodePngRgb(picture: Picture): Buffer {
  const { width, height, channels, pixels } = picture;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (width * 3 + 1);
    rows[out] = 0; // no filter: deflate alone keeps screenshots small enough
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      const alpha = channels === 4 ? pixels[at + 3]! / 255 : 1;
      for (let c = 0; c < 3; c++) {
        rows[out + 1 + x * 3 + c] = Math.round(pixels[at + c]! * alpha + 255 * (1 - alpha));
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The alpha of a pixel (255 in a picture without alpha). */
export function alphaAt(picture: Picture, x: number, y: number): number {
  return picture.channels === 4 ? picture.pixels[(y * picture.width + x) * 4 + 3]! : 255;
}
