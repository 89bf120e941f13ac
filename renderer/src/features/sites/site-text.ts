/** Words for sites in the Sites page's labels and messages. Pure. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SiteRow } from '#shared/contract';

/** A site's name, or a stand-in for a location the account left unnamed. */
export const siteName = (i18n: I18n, s: SiteRow) => s.name ?? i18n._(msg`Unnamed location`);
