import { pathToFileURL } from 'node:url';
import { writeLaunchPage } from '../shells/web/launch-page';
import { expect, NOW, test, waitForBars } from './fixtures';

test('--open: the launch page moves on to the app, signed in, with the token out of the address bar', async ({
  page,
  env,
}) => {
  const launch = await writeLaunchPage(env.shell.url);
  try {
    await page.clock.setFixedTime(NOW);
    await page.goto(pathToFileURL(launch.path).href);
    await waitForBars(page);
    expect(page.url()).toBe(`http://127.0.0.1:${env.shell.port}/`);
  } finally {
    await launch.remove();
  }
});
