import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountSummary } from '#shared/contract';

/**
 * An account's name as shown: the built-in demo company's in the interface's language (it cannot be
 * renamed, so its stored label is always the backend's English one); any other, as its owner named it.
 */
export function accountName(i18n: I18n, account: AccountSummary): string {
  return account.isDemo ? i18n._(msg`Demo company`) : account.label;
}
