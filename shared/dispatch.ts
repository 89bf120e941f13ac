import { argSchemas, type Handlers, type MethodName, type MethodResults } from './contract/index';
import { fail, ok, toAppError, type Result } from './result';

/** One validated call into the handlers: unknown name and args in, a Result out, never a throw. */
export type Dispatch = (
  method: unknown,
  args: unknown,
  signal: AbortSignal,
) => Promise<Result<unknown>>;

/** Checks that a string names a contract method. */
function isMethodName(value: unknown): value is MethodName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(argSchemas, value);
}

/** Builds the single entry point both transports use: validates method and arguments, then runs the handler. */
export function createDispatch(handlers: Handlers): Dispatch {
  return async (method, args, signal) => {
    if (!isMethodName(method))
      return fail('invalid-argument', `Unknown operation: ${String(method).slice(0, 60)}`);
    const parsed = argSchemas[method].safeParse(args ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      return fail('invalid-argument', `${where}${issue?.message ?? 'Invalid arguments.'}`);
    }
    if (signal.aborted) return fail('cancelled', 'The request was cancelled.');
    try {
      const run = handlers[method] as (
        a: unknown,
        s: AbortSignal,
      ) => Promise<MethodResults[MethodName]>;
      return ok(await run(parsed.data, signal));
    } catch (error) {
      if (signal.aborted) return fail('cancelled', 'The request was cancelled.');
      return { ok: false, error: toAppError(error) };
    }
  };
}
