// `npm run test:stress`: the whole suite (or a command of your choice) several times in a row while
// both cores are kept busy, as on a loaded 2-core CI machine, to find tests that race a lazy chunk,
// a timer or a server. The load always stops at the end: on success, on failure and on Ctrl+C.
import { spawn, spawnSync } from 'node:child_process';

const USAGE = `Usage: npm run test:stress -- [--runs N] [--load auto|stress-ng|node|none] [--cpus N] [-- COMMAND ...]

Runs COMMAND (default: npm test) N times in a row (default 5) under CPU load, then prints
"P of N full runs passed" and exits 1 if any run failed.

  --runs N     how many runs (default 5)
  --load KIND  auto (default): stress-ng when installed, else busy Node processes;
               stress-ng, node: that one; none: no load (to compare)
  --cpus N     busy processes, one per core (default 2, the CI machine's cores)
  -- COMMAND   what to run instead of npm test, e.g.
               npm run test:stress -- --runs 2 -- npx vitest run --project renderer renderer/src/app`;

/** Reads the options; exits with the usage on a mistake. */
function parseArgs(argv) {
  const options = { runs: 5, load: 'auto', cpus: 2, command: ['npm', 'test'] };
  const fail = (message) => {
    console.error(`test:stress: ${message}\n\n${USAGE}`);
    process.exit(2);
  };
  const count = (name, value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1)
      fail(`${name} takes a whole number of at least 1, not "${value ?? ''}".`);
    return n;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') {
      const command = argv.slice(i + 1);
      if (command.length === 0) fail('-- must be followed by the command to run.');
      options.command = command;
      break;
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg === '--runs') options.runs = count('--runs', argv[++i]);
    else if (arg === '--cpus') options.cpus = count('--cpus', argv[++i]);
    else if (arg === '--load') {
      options.load = argv[++i];
      if (!['auto', 'stress-ng', 'node', 'none'].includes(options.load))
        fail(`--load takes auto, stress-ng, node or none, not "${options.load ?? ''}".`);
    } else fail(`unknown option "${arg}".`);
  }
  return options;
}

const hasStressNg = () =>
  spawnSync('sh', ['-c', 'command -v stress-ng'], { stdio: 'ignore' }).status === 0;

// A core kept busy in slices, so the process still hears its parent go (the IPC channel closes) and
// never outlives this script, even if the script is killed outright.
const BUSY_LOOP = `
process.on('disconnect', () => process.exit(0));
const spin = () => { const end = Date.now() + 50; while (Date.now() < end); setImmediate(spin); };
spin();`;

/** Starts the load; returns its description and what stops it. */
function startLoad(kind, cpus, runs) {
  const useStressNg = kind === 'stress-ng' || (kind === 'auto' && hasStressNg());
  if (kind === 'none') return { description: 'no load', pids: [], stop: async () => undefined };
  if (kind === 'stress-ng' && !hasStressNg()) {
    console.error(
      'test:stress: stress-ng is not installed (apt-get install stress-ng), or use --load node.',
    );
    process.exit(2);
  }
  const children = useStressNg
    ? // Its own time limit too, in case this script is killed before it can stop it.
      [
        spawn('stress-ng', ['--cpu', String(cpus), '--timeout', `${runs * 45}m`, '--quiet'], {
          stdio: 'ignore',
        }),
      ]
    : Array.from({ length: cpus }, () =>
        spawn(process.execPath, ['-e', BUSY_LOOP], {
          stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
        }),
      );
  const description = useStressNg ? `stress-ng --cpu ${cpus}` : `${cpus} busy Node processes`;
  const exited = Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.once('error', resolve);
        }),
    ),
  );
  // Signals the load to end; the promise resolves once every load process has exited.
  const stop = () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { description, pids: children.map((c) => c.pid), stop };
}

/** Runs the command once with the terminal; resolves with its exit code (or signal). */
function runOnce(command, onChild) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
    onChild(child);
    child.on('error', (error) => resolve({ code: null, reason: error.message }));
    child.on('exit', (code, signal) =>
      resolve({ code, reason: signal ? `stopped by ${signal}` : `exit code ${code}` }),
    );
  });
}

const options = parseArgs(process.argv.slice(2));
const load = startLoad(options.load, options.cpus, options.runs);
let current = null;
let interrupted = false;
// Whatever happens (a failure, an exception, Ctrl+C), the load does not outlive the runs.
process.on('exit', () => load.stop());
for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
  ['SIGHUP', 1],
]) {
  process.on(signal, async () => {
    interrupted = true;
    current?.kill(signal);
    await load.stop();
    console.error(`\ntest:stress: ${signal}: runs stopped, load stopped.`);
    process.exit(128 + number);
  });
}

const shown = options.command.join(' ');
console.log(
  `test:stress: ${options.runs} runs of "${shown}" under ${load.description}${load.pids.length ? ` (pid ${load.pids.join(', ')})` : ''}.`,
);
const failed = [];
for (let run = 1; run <= options.runs && !interrupted; run += 1) {
  const started = Date.now();
  console.log(`\n━━ run ${run} of ${options.runs}: ${shown}`);
  const result = await runOnce(options.command, (child) => (current = child));
  current = null;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.code === 0) console.log(`━━ run ${run} of ${options.runs} passed (${seconds}s)`);
  else {
    failed.push(run);
    console.log(`━━ run ${run} of ${options.runs} FAILED: ${result.reason} (${seconds}s)`);
  }
}
await load.stop();

const passed = options.runs - failed.length;
console.log(`\n${passed} of ${options.runs} full runs passed under ${load.description}.`);
if (failed.length > 0) {
  console.log(
    `Failed: run ${failed.join(', ')}. Scroll up to each run's output for the failing test.`,
  );
  process.exit(1);
}
