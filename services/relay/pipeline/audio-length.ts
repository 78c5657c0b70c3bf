/*
 * How long an uploaded audio file plays, for pricing a transcription by its
 * length (server-behaviour 4.2: 1000 tokens a minute). A WAV file says it in
 * its header (bytes per second); anything else (mp3, m4a, webm, ogg, flac)
 * is taken at 128 kbit/s, the common rate of speech recordings. Pure.
 */

const ascii = (bytes: Uint8Array, at: number, length: number): string => String.fromCharCode(...bytes.subarray(at, at + length));
const u32le = (bytes: Uint8Array, at: number): number => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

/** 128 kbit/s in bytes a second. */
const DEFAULT_BYTE_RATE = 16_000;
const WAV_HEADER_BYTES = 44;

export function audioSecondsOfFile(file: Uint8Array): number {
  if (file.length === 0) return 0;
  if (file.length >= WAV_HEADER_BYTES && ascii(file, 0, 4) === 'RIFF' && ascii(file, 8, 4) === 'WAVE') {
    const byteRate = u32le(file, 28);
    if (byteRate > 0) return (file.length - WAV_HEADER_BYTES) / byteRate;
  }
  return file.length / DEFAULT_BYTE_RATE;
}
