// The child's end of the control channel between a test and the built main bundle running in plain
// Node under the recording stand-in (recording-electron.mjs). Everything the stand-in records goes
// to the test as it happens, in order; what only the test can answer (where to save, which button a
// message box gets, the keychain) waits for its answer; and the test's commands (an IPC call from
// the page, an app event, a menu click) run here. The test's end is shells/desktop/testing/built-app.ts.
if (typeof process.send !== 'function')
  throw new Error(
    'The recording Electron stand-in talks to its test over an IPC channel: start out/main/index.js with child_process.fork.',
  );

const commands = new Map();
const waiting = new Map();
let lastQuestion = 0;

const post = (message) => {
  if (process.connected) process.send(message);
};

// Functions cannot be cloned (a menu item's click, an event's preventDefault): the test sees that
// one was there. A value that contains itself is cut where it does.
function plain(value, path = new Set()) {
  if (typeof value === 'function') return '[function]';
  if (value === null || typeof value !== 'object') return value;
  if (ArrayBuffer.isView(value)) return value;
  if (path.has(value)) return '[circular]';
  path.add(value);
  const copy = Array.isArray(value)
    ? value.map((v) => plain(v, path))
    : Object.fromEntries(Object.entries(value).map(([key, v]) => [key, plain(v, path)]));
  path.delete(value);
  return copy;
}

/** Records one thing the app did through Electron; the test reads it as `{ kind, ...details }`. */
export function record(kind, details = {}) {
  post({ type: 'record', record: { kind, ...plain(details) } });
}

/** Asks the test a question (`{ kind, ... }`) and resolves with its answer; rejects with the test's error. */
export function ask(question) {
  const id = ++lastQuestion;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    post({ type: 'ask', id, question: plain(question) });
  });
}

/** Ends the process with `code` once every record before it has reached the test. */
export function exitAfterFlush(code) {
  // process.exit drops messages still queued on the channel; the last one's callback means all went.
  if (!process.connected) process.exit(code);
  process.send({ type: 'exit', code }, () => process.exit(code));
}

/** Runs `run(command)` for each command of this name the test sends; its result is the reply. */
export function onCommand(name, run) {
  commands.set(name, run);
}

async function runCommand({ id, command }) {
  try {
    const run = commands.get(command.name);
    if (!run) throw new Error(`The stand-in has no command "${command.name}"`);
    post({ type: 'reply', id, ok: true, value: await run(command) });
  } catch (error) {
    post({
      type: 'reply',
      id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

process.on('message', (message) => {
  if (message.type === 'command') void runCommand(message);
  else if (message.type === 'answer') {
    const question = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.ok) question?.resolve(message.value);
    else question?.reject(new Error(message.message));
  }
});
// The test is gone (it ended or crashed): a desktop app with nobody to drive it must not linger.
process.on('disconnect', () => process.exit(0));
