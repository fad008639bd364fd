// `npm run test:e2e` builds through this: `npm run build`, its output shown as it comes, and a
// failure when any line of it is a warning (issue #36: the build prints none). vite.config.ts's
// logger already fails the build on Rolldown's warnings; this also catches what Vite prints
// before that logger exists (its config loader's "(!)" notes) and what the server's build says.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The lines of a build's output that are warnings. */
export function warningLines(output) {
  return output
    .split('\n')
    .filter((line) => !line.startsWith('> ') && /^\s*\(!\)|\bwarn(ing)?\b/i.test(line));
}

// Compared as paths: a URL built by hand from argv would not match a folder whose name needs
// escaping (a space), and the build would silently not run.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const child = spawn('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output += chunk;
      (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
    });
  }
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) process.exit(code ?? 1);
  const warnings = warningLines(output);
  if (warnings.length > 0) {
    console.error(
      `The build printed ${warnings.length} warning line(s); fix them:\n${warnings.join('\n')}`,
    );
    process.exit(1);
  }
}
