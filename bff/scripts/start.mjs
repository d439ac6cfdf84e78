// `npm start`: builds the server and the web app only when a build is missing or older than its
// sources, checking the settings in between, then runs the compiled server with node (no TypeScript
// loader at run time).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_OUT_DIR } from './build-server.mjs';

process.chdir(fileURLToPath(new URL('../..', import.meta.url)));

const SKIPPED = new Set(['node_modules', 'dist', '.tanstack']);

/** The newest modification time of the files under these paths, in ms (0 when there are none). */
function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) continue;
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(path)) {
      if (!SKIPPED.has(entry)) newest = Math.max(newest, newestChange([join(path, entry)]));
    }
  }
  return newest;
}

/**
 * `npm run build`, said in two lines: Vite lists every file it writes (about 700 lines on stdout), which
 * a start has no use for. Warnings and errors (stderr) are shown in full, in colour on a terminal,
 * but for Vite's notice that the config will not suit its future native loader, which is for the
 * shop's developers (they see it in every build and test run); a build that fails shows all it
 * printed, its errors last. True when it succeeded.
 */
function buildWebApp() {
  console.info('Building the web app (a minute or two)…');
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...(process.stderr.isTTY ? { FORCE_COLOR: '1' } : {}) },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    const why = build.error?.message ?? (build.signal ? `stopped by ${build.signal}` : `exit code ${build.status}`);
    console.error(`The web app's build failed (${why}): its output is above.`);
    return false;
  }
  process.stderr.write(build.stderr);
  console.info(`Built the web app in ${Math.round((performance.now() - started) / 1000)} s.`);
  return true;
}

const builtAt = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
/** True when any of the outputs is missing or older than the newest of the sources. */
const isStale = (outputs, sources) => {
  const sourcesChanged = newestChange(sources);
  return outputs.some((output) => builtAt(output) < sourcesChanged);
};

// The server first (seconds): its settings check runs before the web app's build (a minute or two), so a
// bad variable is said at once.
const serverFile = join(SERVER_OUT_DIR, 'server.js');
const envFile = join(SERVER_OUT_DIR, 'env.js');
if (isStale([serverFile, envFile], ['bff/src', 'mocks', 'package-lock.json'])) {
  console.info('Building the server…');
  await buildServer();
}
const { loadEnv, serverEntryFileOf } = await import(join(process.cwd(), envFile));
const { WEB_DIST: webDist } = loadEnv();

// The build writes the browser's files, then the server entry beside them: a build cut short between
// the two leaves index.html without the entry that renders every page.
const webBuild = [join(webDist, 'index.html'), serverEntryFileOf(webDist)];
// The web app bundles the BFF's schemas and shared rules and texts, so those count as its sources too
// (it takes only types from the rest, which change nothing in the build).
const webAppReady = !isStale(webBuild, ['web', 'bff/src/schemas', 'bff/src/shared', 'package-lock.json']) || buildWebApp();
if (webAppReady) await import(join(process.cwd(), serverFile));
else process.exitCode = 1;
