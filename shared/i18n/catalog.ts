/**
 * Messages looked up in a compiled Lingui catalog, for the code that runs without a bundler's macro
 * transform (the command line, the backend, the desktop shell's main process): its messages are
 * descriptors with explicit ids, each after an i18n comment marker so `lingui extract` finds it. Lingui's core
 * only: the installed command line has no React.
 */
import { type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';

/** A message's text in one catalog, each value given as text (numbers are formatted before). */
export type Translate = (message: MessageDescriptor, values?: Record<string, string>) => string;

/** Looks messages up in one language's compiled catalog. */
export function translatorOf(locale: string, messages: Messages): Translate {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (message, values) => i18n._(values ? { ...message, values } : message);
}

/** Every message of a group, by the group's keys. */
export function translateAll<G extends Readonly<Record<string, MessageDescriptor>>>(
  t: Translate,
  group: G,
): { readonly [K in keyof G]: string } {
  return Object.fromEntries(Object.entries(group).map(([key, m]) => [key, t(m)])) as {
    readonly [K in keyof G]: string;
  };
}
