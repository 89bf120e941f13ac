/**
 * Reads an answer's body as a stream, stopping at a byte limit, so that an answer of any size (or
 * one that never ends) costs at most the limit in memory. fetch's arrayBuffer() and text() read
 * everything first and have no limit.
 */

function declaredLength(res: Response): number | null {
  const header = res.headers.get('content-length');
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
}

function joined(chunks: readonly Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The whole body of `res` when it is at most `limit` bytes; null as soon as it is announced or
 * found to be longer, when the body is cancelled (its connection closes) and what was read dropped.
 */
export async function readUpTo(res: Response, limit: number): Promise<Uint8Array | null> {
  const announced = declaredLength(res);
  if (announced !== null && announced > limit) {
    await res.body?.cancel();
    return null;
  }
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return joined(chunks, total);
    total += value.byteLength;
    if (total > limit) {
      chunks.length = 0;
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}
