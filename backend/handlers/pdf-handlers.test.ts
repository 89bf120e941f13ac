import { describe, expect, it, vi } from 'vitest';
import { createPdfHandlers } from './pdf-handlers';

describe('savePdf handler', () => {
  const signal = new AbortController().signal;
  it('passes the request to the shell’s printer and returns the saved path, or null', async () => {
    const saver = vi.fn(async () => '/tmp/x.pdf');
    const { savePdf } = createPdfHandlers(saver);
    expect(await savePdf({ fileName: 'x', pageSize: 'A4' }, signal)).toEqual({
      path: '/tmp/x.pdf',
    });
    expect(saver).toHaveBeenCalledWith({ fileName: 'x', pageSize: 'A4' }, signal);
    saver.mockResolvedValueOnce(null as never);
    expect(await savePdf({ fileName: 'x', pageSize: 'A4' }, signal)).toBeNull();
  });
  it('says the browser prints when the shell has no printer', async () => {
    await expect(
      createPdfHandlers(undefined).savePdf({ fileName: 'x', pageSize: 'A4' }, signal),
    ).rejects.toMatchObject({
      kind: 'invalid-argument',
      message: expect.stringContaining('Save as PDF'),
    });
  });
});
