import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';

/** Where a started process's output goes: its own log file, or this process's stdout, each line after the process's name. */

const COLORS: Record<string, string> = {
  identity: '35',
  catalogue: '36',
  pricing: '33',
  booking: '32',
  notification: '34',
  gateway: '37',
  maildev: '90',
  renderer: '94',
};

/** Copies each line of a process's output (stdout and stderr) to this process's stdout, after `prefix`. */
export function echoLines(child: ChildProcess, prefix: string): void {
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
}

/** The process's output into <logDir>/<name>.log, or, without a folder, on stdout in the process's colour. */
export function pipeOutput(name: string, child: ChildProcess, logDir?: string): WriteStream | undefined {
  if (logDir) {
    mkdirSync(logDir, { recursive: true });
    const file = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
    // Two writers share the file: neither may end it when its own stream ends.
    child.stdout?.pipe(file, { end: false });
    child.stderr?.pipe(file, { end: false });
    child.once('exit', () => setTimeout(() => file.end(), 100));
    return file;
  }
  echoLines(child, `\x1b[${COLORS[name] ?? '37'}m${name.padEnd(12)}\x1b[0m| `);
  return undefined;
}
