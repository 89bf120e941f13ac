/** The company options (--account or --base-url), checked before any backend is opened. */
import { apiKeyProblem } from '#shared/api/api-key';
import {
  MAX_RESPONSE_MB_OPTION,
  maxResponseBytesFrom,
  parseMaxResponseMb,
} from '../../backend/api/response-limit';
import { usage } from './args';
import { targetFromBaseUrl } from './base-url';
import type { CliIo } from './io';

/** The environment variable holding the API key for --base-url (and for `accounts add`). */
export const API_KEY_ENV = 'BOOKINGS_API_KEY';

/** The company options as parsed. */
export interface CompanyOptionValues {
  readonly account?: string;
  readonly 'base-url'?: string;
  readonly 'max-response-mb'?: string;
}

/** The answer limit in bytes: --max-response-mb, else the environment's, else undefined (the default). */
export function maxResponseBytesOf(values: CompanyOptionValues, io: CliIo): number | undefined {
  const option = values['max-response-mb'];
  if (option !== undefined) return parseMaxResponseMb(option, MAX_RESPONSE_MB_OPTION);
  return maxResponseBytesFrom(io.env);
}

/** The company options, checked before anything is opened. */
export function checkCompanyOptions(values: CompanyOptionValues, io: CliIo, command: string): void {
  maxResponseBytesOf(values, io);
  if (values.account !== undefined && values['base-url'] !== undefined)
    throw usage('Use either --account or --base-url, not both.');
  if (values['base-url'] !== undefined) {
    targetFromBaseUrl(values['base-url']);
    baseUrlKey(io);
    return;
  }
  if (values.account === undefined)
    throw usage(
      `Say which company: --account LABEL, or --base-url URL with ${API_KEY_ENV} set. Run "bookings-viewer ${command} --help".`,
    );
}

/** The key for --base-url, from the environment; a usage error when it is missing or cannot be right. */
export function baseUrlKey(io: CliIo): string {
  const apiKey = io.env[API_KEY_ENV]?.trim();
  if (!apiKey)
    throw usage(`Set the API key in the ${API_KEY_ENV} environment variable to use --base-url.`);
  const problem = apiKeyProblem(apiKey);
  if (problem !== null) throw usage(`${API_KEY_ENV}: ${problem}`);
  return apiKey;
}
