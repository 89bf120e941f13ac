#!/usr/bin/env node
// Launches the TypeScript command line through tsx, so `npx bookings-viewer …` works from the repo
// without a build step.
import { tsImport } from 'tsx/esm/api';

await tsImport('../electron/cli/main.ts', import.meta.url);
