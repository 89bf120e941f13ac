/** How the system Chromium is started for the end-to-end tests and the benchmarks. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
  // No sandbox or GPU in containers and CI; /dev/shm there is too small for Chromium.
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
} as const;
