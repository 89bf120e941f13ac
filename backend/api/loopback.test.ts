import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './loopback';

describe('isLoopbackUrl', () => {
  it.each([
    'http://127.0.0.1:8080/api',
    'http://127.255.3.9/',
    'http://127.1/',
    'http://0x7f.0.0.1/',
    'http://[::1]:3000/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://localhost:5173/',
    'http://LOCALHOST./',
    'https://api.localhost/',
  ])('counts %s as loopback', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    'https://acme.example.com/',
    'https://128.0.0.1/',
    'https://10.0.0.1/',
    'https://[::2]/',
    'https://[::ffff:10.0.0.1]/',
    'https://localhost.example.com/',
    'https://127.0.0.1.example.com/',
    'not a url',
  ])('does not count %s', (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});
