// Precompressed copies of the build's text files: `<file>.br` and `<file>.gz` beside each one, which
// nginx sends as they are (brotli_static, gzip_static) to a browser that accepts them, instead of
// compressing each response again (and at a lower level). Netlify, Cloudflare Pages and Vercel
// compress by themselves and ignore these files.
//
// Two passes write them (./index.ts): each locale's postBuild compresses its pages and hashed
// assets, which are final once its pages are rendered, on the thread pool while the other plugins'
// postBuild steps run on the main thread (a core the build would leave idle); then
// `write-serving-rules` compresses the rest (Markdown, search indexes, llms.txt) and any file whose
// copies are missing or older than it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';

/** The extensions of the files worth compressing (images other than SVG are compressed already). */
export const COMPRESSIBLE = /\.(html|js|css|json|md|txt|xml|svg)$/;
/** Smaller files are sent as they are: a compressed copy would save less than one packet. */
export const MIN_COMPRESS_BYTES = 1024;
/**
 * Brotli quality, by how often readers download a file (sizes and times measured on this build,
 * maintainers/deployment.md "Deploy"):
 * - 11, the highest, for the content-hashed files pages share (main script, runtime, stylesheet,
 *   the theme's and the docs' chunks): a reader's first visit downloads them;
 * - 10 for a page's own content chunk (its MDX), which only that page loads: 2 % larger than at
 *   11, in a third of the time (the 170 of a locale took 3.1 s at 11);
 * - 6 for the rest (pages, Markdown, indexes), rewritten by every build: 2 % larger than 9, in a
 *   tenth of the time.
 */
export const BROTLI_QUALITY = {hashed: 11, pageContent: 10, other: 6} as const;
const GZIP_LEVEL = 9;

export interface PrecompressResult {
  /** Files compressed by this pass. */
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Files whose copies an earlier pass had written, and which have not changed since. */
  fresh: number;
  /** Files given the copies of the same file elsewhere (PrecompressOptions.sameFileAt). */
  reused: number;
}

export interface PrecompressOptions {
  /** Files left alone, relative to the root. */
  skip?: readonly string[];
  /** Whether to walk into a folder (relative to the root); all of them by default. */
  walkInto?: (folder: string) => boolean;
  /** Whether a file (relative to the root) is compressed by this pass; all compressible files by default. */
  include?: (file: string) => boolean;
  /** Whether a file (relative to the root) is content-hashed, compressed at BROTLI_QUALITY.hashed. */
  isHashed?: (file: string) => boolean;
  /** Whether a hashed file (relative to the root) is one page's own content, compressed at BROTLI_QUALITY.pageContent. */
  isPageContent?: (file: string) => boolean;
  /**
   * Where the same file (same content) may already have its copies, to take them instead of
   * compressing it again: a content-hashed file that two locales' builds both hold.
   */
  sameFileAt?: (file: string) => string | undefined;
  /** Worker threads compressing side by side: one per core by default. */
  workers?: number;
}

export type CompressionJob = {file: string; quality: number; size: number};
type CompressedSizes = Pick<PrecompressResult, 'files' | 'bytes' | 'brotliBytes' | 'gzipBytes'>;

function compressibleFiles(root: string, {skip = [], walkInto = () => true, include = () => true}: PrecompressOptions): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      const relative = path.relative(root, file);
      if (entry.isDirectory()) {
        if (walkInto(relative)) walk(file);
      } else if (COMPRESSIBLE.test(entry.name) && !skip.includes(relative) && include(relative)) {
        files.push(file);
      }
    }
  };
  walk(root);
  return files;
}

const COPY_EXTENSIONS = ['br', 'gz'] as const;

/** Whether both copies of a file exist and were written after the file's last change. */
function hasFreshCopies(file: string, stat: fs.Stats): boolean {
  return COPY_EXTENSIONS.every((extension) => {
    const copy = fs.statSync(`${file}.${extension}`, {throwIfNoEntry: false});
    return copy !== undefined && copy.mtimeMs >= stat.mtimeMs;
  });
}

/** Copies the copies of `source`, the same file as `file`, beside `file`, if it has fresh ones. */
function reuseCopies(file: string, stat: fs.Stats, source: string | undefined): boolean {
  const sourceStat = source === undefined ? undefined : fs.statSync(source, {throwIfNoEntry: false});
  if (!source || !sourceStat || sourceStat.size !== stat.size || !hasFreshCopies(source, sourceStat)) return false;
  for (const extension of COPY_EXTENSIONS) fs.copyFileSync(`${source}.${extension}`, `${file}.${extension}`);
  return true;
}

/**
 * Compresses the jobs' files into `.br` and `.gz` beside each, taking the next job from the shared
 * counter `claimed` until none is left, so that several workers share one list. It runs as a
 * worker thread's code (runWorkers): it reaches its modules through `require`, and nothing else
 * of this file.
 */
export function compressClaimedJobs(jobs: readonly CompressionJob[], gzipLevel: number, claimed: Int32Array): CompressedSizes {
  const nodeFs = require('node:fs') as typeof import('node:fs');
  const zlib = require('node:zlib') as typeof import('node:zlib');
  const sizes = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0};
  for (let index = Atomics.add(claimed, 0, 1); index < jobs.length; index = Atomics.add(claimed, 0, 1)) {
    const {file, quality} = jobs[index];
    const content = nodeFs.readFileSync(file);
    const br = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = zlib.gzipSync(content, {level: gzipLevel});
    // Written aside, then renamed: a copy is whole or absent, for a pass that reads it meanwhile
    // (another locale's sameFileAt) and after a build stopped halfway (its mtime would look fresh).
    for (const [extension, copy] of [['br', br], ['gz', gz]] as const) {
      nodeFs.writeFileSync(`${file}.${extension}.partial`, copy);
      nodeFs.renameSync(`${file}.${extension}.partial`, `${file}.${extension}`);
    }
    sizes.files += 1;
    sizes.bytes += content.length;
    sizes.brotliBytes += br.length;
    sizes.gzipBytes += gz.length;
  }
  return sizes;
}

const WORKER_SOURCE = [
  "const {parentPort, workerData} = require('node:worker_threads');",
  `parentPort.postMessage((${compressClaimedJobs.toString()})(workerData.jobs, workerData.gzipLevel, workerData.claimed));`,
].join('\n');

/**
 * Runs the jobs in worker threads, off the main thread: a pass that runs beside other postBuild
 * steps is not held up by their synchronous work, as callbacks of the thread pool would be.
 */
function runWorkers(jobs: CompressionJob[], count: number): Promise<CompressedSizes[]> {
  // The slowest first (brotli 11 and 10 on the largest files), so that the workers end together.
  const cost = (job: CompressionJob) => job.size * (job.quality >= BROTLI_QUALITY.pageContent ? 10 : 1);
  const ordered = [...jobs].sort((a, b) => cost(b) - cost(a));
  const claimed = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const workers = Math.max(1, Math.min(count, ordered.length));
  return Promise.all(
    Array.from(
      {length: workers},
      () =>
        new Promise<CompressedSizes>((resolve, reject) => {
          const worker = new Worker(WORKER_SOURCE, {eval: true, workerData: {jobs: ordered, gzipLevel: GZIP_LEVEL, claimed}});
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => reject(new Error(`precompress: a worker exited with code ${code}`)));
        }),
    ),
  );
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `root` of at least MIN_COMPRESS_BYTES
 * whose copies are missing or older than the file.
 */
export async function precompress(root: string, options: PrecompressOptions = {}): Promise<PrecompressResult> {
  const {isHashed = () => false, isPageContent = () => false, sameFileAt = () => undefined, workers = os.availableParallelism()} = options;
  const result: PrecompressResult = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, fresh: 0, reused: 0};
  const jobs: CompressionJob[] = [];
  for (const file of compressibleFiles(root, options)) {
    const stat = fs.statSync(file);
    if (stat.size < MIN_COMPRESS_BYTES) continue;
    if (hasFreshCopies(file, stat)) {
      result.fresh += 1;
      continue;
    }
    const relative = path.relative(root, file);
    if (reuseCopies(file, stat, sameFileAt(relative))) {
      result.reused += 1;
      continue;
    }
    const quality = !isHashed(relative) ? BROTLI_QUALITY.other : isPageContent(relative) ? BROTLI_QUALITY.pageContent : BROTLI_QUALITY.hashed;
    jobs.push({file, quality, size: stat.size});
  }
  if (jobs.length === 0) return result;
  for (const sizes of await runWorkers(jobs, workers)) {
    result.files += sizes.files;
    result.bytes += sizes.bytes;
    result.brotliBytes += sizes.brotliBytes;
    result.gzipBytes += sizes.gzipBytes;
  }
  return result;
}

/**
 * The chunks that hold one page's own content: Docusaurus names each route's modules in
 * `routesChunkNames.json` (its generated files), a doc's MDX as its `content`; one that a single
 * route names is loaded by that page only. Its script is `assets/js/<chunk name>.<hash>.js`.
 */
export function pageContentChunks(routesChunkNames: Record<string, Record<string, unknown>>): Set<string> {
  const routes = new Map<string, number>();
  for (const chunks of Object.values(routesChunkNames)) {
    const {content} = chunks;
    if (typeof content === 'string') routes.set(content, (routes.get(content) ?? 0) + 1);
  }
  return new Set([...routes].filter(([, count]) => count === 1).map(([name]) => name));
}

/** Whether a file is the script of one of `chunks` (`assets/js/e13677bb.57260a7f.js`). */
export function isChunkScript(file: string, chunks: ReadonlySet<string>): boolean {
  const match = /^([^.]+)\.[0-9a-f]+\.js$/.exec(path.basename(file));
  return match !== null && chunks.has(match[1]);
}
