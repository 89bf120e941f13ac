/** The All locations "Main domains" column's words: a site's largest domains by booked hours. Pure. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import { type DomainName, SMALLEST_SHOWN_DOMAIN } from '#shared/insights/domain-figures';
import type { DomainShare } from '#shared/insights/location-row';
import type { FigureFormat } from '../../ui/format/figure-format';

/** How many domains the cell names; the tooltip has them all. */
export const MAIN_DOMAINS_SHOWN = 2;

/** The cell's text ("example.com 62% · partner.org 21%") and its tooltip (every domain, a line each). */
export interface MainDomainsText {
  readonly shown: string;
  readonly full: string;
}

/** A domain row's name, in lower case as it stands among the domains. */
function nameOf(name: DomainName, i18n: I18n): string {
  switch (name.kind) {
    case 'domain':
      return name.domain;
    case 'none':
      return i18n._(
        msg({ message: 'no e-mail', comment: 'Among e-mail domains: people without an e-mail' }),
      );
    case 'small':
      return i18n._(
        msg({
          message: `other (fewer than ${SMALLEST_SHOWN_DOMAIN} people)`,
          comment: 'Among e-mail domains, while names are hidden: the small domains together',
        }),
      );
    default:
      return assertNever(name);
  }
}

/** The words of a site's domains, the largest share first as they come; null without any. */
export function mainDomainsText(
  domains: readonly DomainShare[],
  i18n: I18n,
  f: FigureFormat,
): MainDomainsText | null {
  if (domains.length === 0) return null;
  const entries = domains.map((d) => `${nameOf(d.name, i18n)} ${f.formatPercent(d.share, 0)}`);
  return {
    shown: entries.slice(0, MAIN_DOMAINS_SHOWN).join(' · '),
    full: entries.join('\n'),
  };
}
