// bench:libraries, uploads (issue 16 "Speed"; spec 001 §4, §9; decision 0047): three 64 MiB
// files at once through the real HTTP path (create → signed part PUTs, 4 at a time per file →
// complete, through the app's own upload engine web/src/features/uploads/transfer.ts) on the real server with the filesystem blob store, against a raw fs write of the
// same bytes on the same disk in the same run; then a resumed upload: the server killed
// (SIGKILL) once part of a file is stored, started again on the same DATA_DIR, the stored
// parts learnt from POST /upload/aws/s3/parts, and only the missing parts sent.
import { createHash, randomFillSync } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  transferFile,
  UploadUnreachable,
  type UploadHttp,
  type UploadRef,
} from '../../web/src/features/uploads/transfer.ts';
import { signIn, startServer, type BenchServer } from './server.ts';

const MiB = 2 ** 20;
const UPLOADER = 'adv-assets-editor';
/** spec 001 §9: 4 parts at a time, 3 files at once. */
const PART_CONCURRENCY = 4;
const TARGET = { usageType: 'libraryAsset', libraryType: 'AdvertisingAsset' } as const;

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const mbps = (bytes: number, ms: number) => Math.round((bytes / MiB / (ms / 1000)) * 10) / 10;

interface Counted extends UploadHttp {
  /** PUTs sent (part uploads) and PUTs answered 2xx, so far. */
  readonly puts: { sent: number; stored: number };
  /** When the last part was stored, and how long each complete call took (ms). */
  readonly timing: { lastPartAt: number; completeMs: number[] };
}

/** The app's upload engine's fetch for a Node client: the session cookie and the origin the
 * same-origin check wants, each part PUT counted; `afterStored` runs after each stored part. */
function sessionHttp(url: string, cookie: string, afterStored?: (stored: number) => void): Counted {
  const puts = { sent: 0, stored: 0 };
  const timing = { lastPartAt: 0, completeMs: [] as number[] };
  const wrapped: typeof fetch = async (input, init) => {
    const started = performance.now();
    const headers = new Headers(init?.headers);
    headers.set('cookie', cookie);
    headers.set('origin', url);
    const put = init?.method === 'PUT';
    if (put) puts.sent += 1;
    const res = await fetch(input, { ...init, headers });
    if (put && res.ok) {
      puts.stored += 1;
      timing.lastPartAt = performance.now();
      afterStored?.(puts.stored);
    }
    if (String(input).endsWith('/complete')) timing.completeMs.push(performance.now() - started);
    return res;
  };
  return { fetch: wrapped, baseUrl: `${url}/api`, puts, timing };
}

async function rawWrite(dir: string, files: readonly Uint8Array[]): Promise<number> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  await Promise.all(files.map((data, i) => writeFile(path.join(dir, `file-${i}.bin`), data)));
  const ms = performance.now() - started;
  rmSync(dir, { recursive: true, force: true });
  return ms;
}

async function storedSha(url: string, cookie: string, key: string): Promise<string> {
  const res = await fetch(`${url}/api/files/${key}`, { headers: { cookie, origin: url } });
  if (!res.ok) throw new Error(`GET ${key}: ${res.status}`);
  return sha256(new Uint8Array(await res.arrayBuffer()));
}

export interface UploadFigures {
  readonly files: number;
  readonly fileMiB: number;
  readonly partConcurrency: number;
  readonly serverReadyMs: number;
  readonly http: {
    ms: number;
    mbps: number;
    puts: number;
    partsMs: number;
    partsMbps: number;
    completeMs: number[];
  };
  readonly rawFs: { ms: number[]; mbps: number };
  readonly ratio: number;
  readonly target: number;
  readonly pass: boolean;
  readonly resume: {
    readonly parts: number;
    readonly storedBeforeKill: number;
    readonly putsBeforeKill: number;
    readonly storedAfterRestart: number;
    readonly putsAfterRestart: number;
    readonly missingParts: number;
    readonly restartMs: number;
    readonly contentMatches: boolean;
    readonly pass: boolean;
  };
}

export async function benchUploads(
  dataDir: string,
  options: { files: number; fileMiB: number; log: (...a: unknown[]) => void },
): Promise<UploadFigures> {
  const { log } = options;
  const size = options.fileMiB * MiB;
  const files = Array.from({ length: options.files }, () => randomFillSync(new Uint8Array(size)));
  const resumeFile = randomFillSync(new Uint8Array(size));
  let server: BenchServer | undefined = await startServer(dataDir);
  const serverReadyMs = server.readyMs;
  log(`server ready in ${(serverReadyMs / 1000).toFixed(1)} s on ${dataDir}`);
  try {
    let cookie = await signIn(server.url, UPLOADER);
    const rawDir = path.join(dataDir, 'raw-write');
    const raw1 = await rawWrite(rawDir, files);

    const http = sessionHttp(server.url, cookie);
    const started = performance.now();
    const uploaded = await Promise.all(
      files.map((data, i) =>
        transferFile(new Blob([data]), { filename: `bench-${i}.bin`, ...TARGET }, undefined, {
          http,
          partConcurrency: PART_CONCURRENCY,
        }),
      ),
    );
    const httpMs = performance.now() - started;
    const raw2 = await rawWrite(rawDir, files);
    for (const [i, up] of uploaded.entries())
      if (up.size !== size || (await storedSha(server.url, cookie, up.key)) !== sha256(files[i]!))
        throw new Error(`${up.key}: stored bytes differ`);
    const total = size * files.length;
    const rawMs = Math.min(raw1, raw2);
    const httpFigures = {
      ms: Math.round(httpMs),
      mbps: mbps(total, httpMs),
      puts: http.puts.sent,
      // Where the time goes: the parts (create and PUTs), then the completions (the parts
      // assembled into the file, hashed, and its previews made), per file.
      partsMs: Math.round(http.timing.lastPartAt - started),
      partsMbps: mbps(total, http.timing.lastPartAt - started),
      completeMs: http.timing.completeMs.map(Math.round),
    };
    const rawFs = { ms: [Math.round(raw1), Math.round(raw2)], mbps: mbps(total, rawMs) };
    const ratio = Math.round((httpFigures.mbps / rawFs.mbps) * 100) / 100;
    log(`upload ${httpFigures.mbps} MB/s over HTTP, raw fs ${rawFs.mbps} MB/s: ratio ${ratio}`);

    // Resume: the server killed (SIGKILL) once half the parts are stored, the next in flight.
    const parts = Math.ceil(size / (10 * MiB));
    let ref: UploadRef | undefined;
    let killing: Promise<void> | undefined;
    const victim = server;
    const before = sessionHttp(server.url, cookie, (stored) => {
      if (!killing && stored >= parts / 2) killing = victim.kill();
    });
    const blob = new Blob([resumeFile]);
    const target = { filename: 'bench-resume.bin', ...TARGET };
    const cut = await transferFile(blob, target, undefined, {
      http: before,
      partConcurrency: PART_CONCURRENCY,
      onStarted: (r) => {
        ref = r;
      },
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    await killing;
    server = undefined;
    if (!(cut instanceof UploadUnreachable) || !ref)
      throw new Error(`the upload was not cut by the kill: ${String(cut)}`);
    const restartStarted = performance.now();
    server = await startServer(dataDir);
    const restartMs = performance.now() - restartStarted;
    cookie = await signIn(server.url, UPLOADER);
    const after = sessionHttp(server.url, cookie);
    const listed = await after.fetch(`${server.url}/api/upload/aws/s3/parts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...(ref as UploadRef), parts }),
    });
    const storedAfterRestart = ((await listed.json()) as { parts: unknown[] }).parts.length;
    const done = await transferFile(blob, target, ref, {
      http: after,
      partConcurrency: PART_CONCURRENCY,
    });
    const contentMatches =
      done.size === size && (await storedSha(server.url, cookie, done.key)) === sha256(resumeFile);
    const resume = {
      parts,
      storedBeforeKill: before.puts.stored,
      putsBeforeKill: before.puts.sent,
      storedAfterRestart,
      putsAfterRestart: after.puts.sent,
      missingParts: parts - storedAfterRestart,
      restartMs: Math.round(restartMs),
      contentMatches,
      pass:
        contentMatches && storedAfterRestart > 0 && after.puts.sent === parts - storedAfterRestart,
    };
    log(
      `resume: ${storedAfterRestart}/${parts} parts stored when killed, ` +
        `${resume.putsAfterRestart} PUTs after the restart, content ${contentMatches ? 'matches' : 'DIFFERS'}`,
    );
    const target2 = 0.5;
    return {
      files: files.length,
      fileMiB: options.fileMiB,
      partConcurrency: PART_CONCURRENCY,
      serverReadyMs: Math.round(serverReadyMs),
      http: httpFigures,
      rawFs,
      ratio,
      target: target2,
      pass: ratio >= target2,
      resume,
    };
  } finally {
    await server?.stop();
  }
}
