/**
 * The command line's way into the backend, as the two shells go: through `dispatch`, so arguments are
 * validated and error messages redacted the same way. Failures are thrown for runCli to report.
 */
import type { MethodArgs, MethodName, MethodResults } from '#shared/contract';
import { AppFailure } from '#shared/result';
import type { Backend } from '../backend/backend';

/** Calls one contract method; resolves to its value or throws the AppFailure it returned. */
export async function callBackend<M extends MethodName>(
  backend: Backend,
  method: M,
  args: MethodArgs<M>,
  signal: AbortSignal,
): Promise<MethodResults[M]> {
  const result = await backend.dispatch(method, args, signal);
  if (!result.ok) throw new AppFailure(result.error.kind, result.error.message);
  return result.value as MethodResults[M];
}
