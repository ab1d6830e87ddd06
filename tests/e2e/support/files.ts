/** Reading the bytes the server sends: a PNG's size, a PDF's shape. */

/** Width and height of a PNG (from its IHDR chunk); throws on anything that is not a PNG. */
export function pngSize(bytes: Buffer): [number, number] {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.subarray(12, 16).toString('ascii') !== 'IHDR') throw new Error('not a PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** A complete PDF file: the header, at least one page object and the end-of-file marker. */
export function looksLikePdf(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  return text.startsWith('%PDF-') && /\/Type\s*\/Page\b/.test(text) && text.trimEnd().endsWith('%%EOF');
}
