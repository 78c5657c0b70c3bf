/** Image and audio bytes as requests carry them inline (`data:` URLs), built by hand to the formats' headers, for the token counting tests. */
export const dataUrl = (mime: string, bytes: number[] | Buffer) => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
export const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
export const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];
export const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const png = (width: number, height: number) => {
  const ihdr = [...be32(13), ...ascii('IHDR'), ...be32(width), ...be32(height), 8, 6, 0, 0, 0];
  return dataUrl('image/png', [...PNG_SIGNATURE, ...ihdr, 0, 0, 0, 0]);
};
export const jpeg = (width: number, height: number) => {
  const start = [0xff, 0xd8];
  const app0 = [0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]; // 16 bytes long, skipped
  const dqt = [0xff, 0xdb, 0, 4, 0, 0]; // skipped
  const sof2 = [0xff, 0xc2, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, ...new Array<number>(12).fill(0)]; // progressive frame: the size
  return dataUrl('image/jpeg', [...start, ...app0, ...dqt, ...sof2]);
};
export const gif = (width: number, height: number) => dataUrl('image/gif', [...ascii('GIF89a'), ...le16(width), ...le16(height), 0, 0, 0, 0]);
export const webp = (chunk: 'VP8X' | 'VP8L' | 'VP8 ', width: number, height: number) => {
  const head = [...ascii('RIFF'), ...le32(100), ...ascii('WEBPVP8'), chunk.charCodeAt(3), ...le32(20)];
  if (chunk === 'VP8X') return dataUrl('image/webp', [...head, 0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1), 0, 0]);
  if (chunk === 'VP8L') return dataUrl('image/webp', [...head, 0x2f, ...le32((width - 1) | ((height - 1) << 14)), 0, 0, 0]);
  return dataUrl('image/webp', [...head, 0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]);
};
