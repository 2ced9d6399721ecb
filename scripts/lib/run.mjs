import { spawn } from 'node:child_process';

/**
 * Runs a command; resolves on exit code 0, rejects otherwise. Its output goes straight to ours, or with `buffered`
 * is kept until it ends and then written in one piece, so that commands run side by side do not mix their lines.
 */
export function run(command, args, { buffered = false, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}
