// Imported first by main.tsx: ES modules run in import order, so these requests are sent before
// the rest of the app's code (React, Mantine, the views) is evaluated.
import { earlyStart } from './early-start';

earlyStart();
