import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir } from './data-dir';

describe('defaultDataDir', () => {
  it('prefers BOOKINGS_VIEWER_HOME', () => {
    expect(defaultDataDir({ BOOKINGS_VIEWER_HOME: '/tmp/x' }, 'linux', '/home/u')).toBe('/tmp/x');
  });
  it('matches the folder Electron userData uses on each OS', () => {
    expect(defaultDataDir({}, 'linux', '/home/u')).toBe(
      join('/home/u', '.config', 'Bookings Viewer'),
    );
    expect(defaultDataDir({ XDG_CONFIG_HOME: '/xdg' }, 'linux', '/home/u')).toBe(
      join('/xdg', 'Bookings Viewer'),
    );
    expect(defaultDataDir({}, 'darwin', '/Users/u')).toBe(
      join('/Users/u', 'Library', 'Application Support', 'Bookings Viewer'),
    );
    expect(
      defaultDataDir({ APPDATA: 'C:\\Users\\u\\AppData\\Roaming' }, 'win32', 'C:\\Users\\u'),
    ).toBe(join('C:\\Users\\u\\AppData\\Roaming', 'Bookings Viewer'));
  });
});
