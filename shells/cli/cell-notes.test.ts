import { describe, expect, it } from 'vitest';
import { noteCellChanges } from './io';
import { captureIo } from './testing/capture-io';

describe('noteCellChanges', () => {
  it('says how many cells were cut and characters replaced, and nothing when none were', async () => {
    const quiet = captureIo();
    await noteCellChanges(quiet.io, { cellsCut: 0, charactersReplaced: 0 });
    expect(quiet.stderr()).toBe('');
    const told = captureIo();
    await noteCellChanges(told.io, { cellsCut: 4, charactersReplaced: 6 });
    expect(told.stderr()).toBe(
      `Note: 4 cell(s) longer than Excel's 32,767 characters were cut there; each ends in "…".\n` +
        `Note: 6 character(s) the file cannot hold (control characters, broken UTF-16) were written as U+FFFD "�".\n`,
    );
  });
});
