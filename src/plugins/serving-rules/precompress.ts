// Precompressed copies of the build's text files: `<file>.br` and `<file>.gz` beside each one, which
// nginx sends as they are (brotli_static, gzip_static) to a browser that accepts them, instead of
// compressing each response again (and at a lower level). Netlify, Cloudflare Pages and Vercel
// compress by themselves and ignore these files.
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

/** The extensions of the files worth compressing (images other than SVG are compressed already). */
export const COMPRESSIBLE = /\.(html|js|css|json|md|txt|xml|svg)$/;
/** Smaller files are sent as they are: a compressed copy would save less than one packet. */
export const MIN_COMPRESS_BYTES = 1024;
/**
 * Brotli quality: 11, the highest, is for the content-hashed files, which every reader downloads
 * and which never change; 9 for the rest (pages, Markdown, indexes), as fast as gzip -9 to write
 * and close to 11 in size (measured on this build: README "Deploy").
 */
export const BROTLI_QUALITY = {hashed: 11, other: 6} as const;
const GZIP_LEVEL = 9;
/** Files compressed at once: the compression runs on libuv's thread pool. */
const CONCURRENCY = 8;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

function compressibleFiles(root: string, skip: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(entry.name) && !skip.includes(path.relative(root, file))) files.push(file);
    }
  };
  walk(root);
  return files;
}

/** Writes `.br` and `.gz` beside every compressible file of `root` of at least MIN_COMPRESS_BYTES. */
export interface PrecompressOptions {
  /** Files left alone, relative to the root. */
  skip?: readonly string[];
  /** Whether a file (relative to the root) is content-hashed, compressed at BROTLI_QUALITY.hashed. */
  isHashed?: (file: string) => boolean;
}

export async function precompress(root: string, {skip = [], isHashed = () => false}: PrecompressOptions = {}): Promise<PrecompressResult> {
  const result: PrecompressResult = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0};
  const queue = compressibleFiles(root, skip);
  const work = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const content = await fs.promises.readFile(file);
      if (content.length < MIN_COMPRESS_BYTES) continue;
      const quality = isHashed(path.relative(root, file)) ? BROTLI_QUALITY.hashed : BROTLI_QUALITY.other;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip(content, {level: GZIP_LEVEL}),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
      result.files += 1;
      result.bytes += content.length;
      result.brotliBytes += br.length;
      result.gzipBytes += gz.length;
    }
  };
  await Promise.all(Array.from({length: CONCURRENCY}, work));
  return result;
}
