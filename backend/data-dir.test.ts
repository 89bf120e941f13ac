import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirFor } from './data-dir';

describe('dataDirFor', () => {
  it('prefers BOOKINGS_VIEWER_HOME', () => {
    expect(dataDirFor({ BOOKINGS_VIEWER_HOME: '/tmp/x' }, 'linux', '/home/u')).toBe('/tmp/x');
  });
  it('matches the folder Electron userData uses on each OS', () => {
    expect(dataDirFor({}, 'linux', '/home/u')).toBe(join('/home/u', '.config', 'Bookings Viewer'));
    expect(dataDirFor({ XDG_CONFIG_HOME: '/xdg' }, 'linux', '/home/u')).toBe(
      join('/xdg', 'Bookings Viewer'),
    );
    expect(dataDirFor({}, 'darwin', '/Users/u')).toBe(
      join('/Users/u', 'Library', 'Application Support', 'Bookings Viewer'),
    );
    expect(dataDirFor({ APPDATA: 'C:\\Users\\u\\AppData\\Roaming' }, 'win32', 'C:\\Users\\u')).toBe(
      join('C:\\Users\\u\\AppData\\Roaming', 'Bookings Viewer'),
    );
  });
});
