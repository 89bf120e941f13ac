import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useLanguage } from '../i18n/language-context';
import { LANGUAGE_NAMES, LANGUAGES, languageOfLocales, PSEUDO } from '../i18n/languages';
import { DeferredMenu } from '../ui/DeferredMenu';
import { pageLocales } from '../ui/locale/use-locale-format';

/**
 * The interface's language: the operating system's, or English, German or French. Each language
 * is named in its own words, so a person who cannot read the current one still finds theirs.
 */
export function LanguageMenu() {
  const { t } = useLingui();
  const { choice, language, choose } = useLanguage();
  const systemName = LANGUAGE_NAMES[languageOfLocales(pageLocales())];
  const shortName = language === PSEUDO ? 'XX' : language.toUpperCase();
  return (
    <DeferredMenu
      menu={{ position: 'bottom-end', width: 220 }}
      button={() => (
        <Button
          variant="subtle"
          size="compact-sm"
          // The visible code stays part of the name (axe: label-content-name-mismatch).
          aria-label={t`Language: ${shortName}`}
          title={t`Language`}
          data-testid="language-menu"
        >
          {shortName}
        </Button>
      )}
    >
      {(Menu) => (
        <>
          <Menu.Label>{t`Language`}</Menu.Label>
          <Menu.Item
            onClick={() => choose('auto')}
            rightSection={choice === 'auto' ? '✓' : null}
            aria-current={choice === 'auto' ? 'true' : undefined}
          >
            {t`As the system (${systemName})`}
          </Menu.Item>
          {LANGUAGES.map((l) => (
            <Menu.Item
              key={l}
              lang={l}
              onClick={() => choose(l)}
              rightSection={choice === l ? '✓' : null}
              aria-current={choice === l ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[l]}
            </Menu.Item>
          ))}
        </>
      )}
    </DeferredMenu>
  );
}
