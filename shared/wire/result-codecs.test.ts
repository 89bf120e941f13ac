import { describe, expect, it } from 'vitest';
import { RESULT_CODECS, resultCodecFor } from './result-codecs';

describe('result codecs', () => {
  it('are found for contract methods only, never through the prototype', () => {
    expect(resultCodecFor('listBookings')).toBe(RESULT_CODECS.listBookings);
    for (const name of ['listBays', 'toString', '__proto__', 'constructor', ''])
      expect(resultCodecFor(name), name).toBeUndefined();
  });
});
