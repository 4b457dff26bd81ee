// Outside programs for previews (decision 0043): poppler's pdftoppm for a PDF's first page,
// ffmpeg for a video's poster frame. Run with execFile (no shell: the file path is never parsed
// by one), a timeout that kills the process (SIGKILL: a stuck renderer ignores SIGTERM) and a
// cap on what it may print, so a hostile file or a slow tool ends as a reason, never a hang.
import { execFile } from 'node:child_process';

export interface ToolRun {
  readonly command: string;
  readonly args: readonly string[];
  readonly timeoutMs: number;
  /** Most bytes accepted on stdout (a JPEG of at most 1024 px is far below). */
  readonly maxBytes?: number;
}

/** Why a tool gave no output: not installed, too slow, failed, or printed nothing. */
export class ToolError extends Error {
  override name = 'ToolError';
  readonly command: string;
  readonly why: 'missing' | 'timeout' | 'failed' | 'empty';
  constructor(command: string, why: ToolError['why'], detail: string) {
    super(`${command}: ${why}${detail ? ` (${detail})` : ''}`);
    this.command = command;
    this.why = why;
  }
}

/** The tool's stdout; ToolError when it cannot be run, times out, fails or prints nothing. */
export function runTool({
  command,
  args,
  timeoutMs,
  maxBytes = 32 << 20,
}: ToolRun): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { encoding: 'buffer', timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: maxBytes },
      (err, stdout, stderr) => {
        if (err) {
          const e = err as NodeJS.ErrnoException & { killed?: boolean; signal?: string };
          const text = stderr.toString('utf8').trim().split('\n')[0]?.slice(0, 200) ?? '';
          if (e.code === 'ENOENT' || e.code === 'EACCES')
            return reject(new ToolError(command, 'missing', String(e.code)));
          if (e.killed || e.signal === 'SIGKILL')
            return reject(new ToolError(command, 'timeout', `${timeoutMs} ms`));
          return reject(new ToolError(command, 'failed', text || e.message));
        }
        if (stdout.byteLength === 0) return reject(new ToolError(command, 'empty', ''));
        resolve(stdout);
      },
    );
  });
}

const available = new Map<string, Promise<boolean>>();

/** Whether `command -version` runs (asked once per command and process). */
export function toolAvailable(command: string): Promise<boolean> {
  let known = available.get(command);
  if (!known) {
    known = runTool({ command, args: ['-version'], timeoutMs: 5000 }).then(
      () => true,
      (err: unknown) => !(err instanceof ToolError && err.why === 'missing'),
    );
    available.set(command, known);
  }
  return known;
}
