/** The browser shell's command line: `--port N` and `--open`. */
export interface WebShellArgs {
  readonly port: number;
  readonly open: boolean;
}

/** Parses the arguments, or returns a message explaining what is wrong. */
export function parseWebShellArgs(argv: readonly string[]): WebShellArgs | { error: string } {
  let port = 0;
  let open = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--open') open = true;
    else if (arg === '--port' || arg?.startsWith('--port=')) {
      const value = arg === '--port' ? argv[++i] : arg.slice('--port='.length);
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > 65535)
        return { error: `--port needs a number from 0 to 65535, not "${value ?? ''}".` };
      port = n;
    } else if (arg === '--help' || arg === '-h') {
      return { error: 'Usage: npm run web -- [--port N] [--open]' };
    } else return { error: `Unknown option "${arg}". Usage: npm run web -- [--port N] [--open]` };
  }
  return { port, open };
}
