/**
 * A language's words for the files, built from its catalog (shared/locales/{locale}/reports.po):
 * the messages in ./messages/, their values filled in. Numbers are formatted here, by the language's
 * locale, and given to the messages as text, so each is written as the tables always wrote it.
 */
import { type Translate, translateAll } from '../i18n/catalog';
import { reportTranslator } from './catalogs';
import { COLUMN_FIELDS, COLUMN_TEXTS } from './messages/columns';
import { DEFINITIONS, DEFINITION_TEXTS, PORTFOLIO } from './messages/definitions';
import { FIGURES, FIGURE_TEXTS, MONTHS } from './messages/figures';
import { FORECAST, FORECAST_STATUS } from './messages/forecast';
import { HOURS, PEOPLE, PEOPLE_BANDS, SHORT_WEEKDAYS, WEEKDAYS } from './messages/people';
import { SCOPE, SCOPE_TEXTS, TARGET, TARGET_TEXTS } from './messages/scope';
import {
  SHEET_BOOKINGS,
  SHEET_BREAKDOWNS,
  SHEET_NAMES,
  SHEET_PEOPLE_REPORTS,
  SHEET_TRENDS,
  SUMMARY_HEADER,
} from './messages/sheets';
import { WORKBOOK, WORKBOOK_TEXTS } from './messages/workbook';
import { numberWords } from './number-words';
import type { ColumnWords, ReportLanguage, ReportWords, ScopeWords, WorkbookWords } from './types';

/** The locale each language's numbers are written in (grouping, decimal sign, plural rules). */
const NUMBER_LOCALES: Readonly<Record<ReportLanguage, string>> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
};

type Week = readonly [string, string, string, string, string, string, string];
const week = (days: Readonly<Record<string, string>>) => Object.values(days) as unknown as Week;

/** Every text of `language`'s files. */
export function buildReportWords(language: ReportLanguage): ReportWords {
  const t = reportTranslator(language);
  const n = numberWords(NUMBER_LOCALES[language]);
  const months = Object.values(translateAll(t, MONTHS));
  return {
    language,
    sheets: {
      ...translateAll(t, SHEET_NAMES),
      breakdowns: translateAll(t, SHEET_BREAKDOWNS),
      trends: translateAll(t, SHEET_TRENDS),
      peopleReports: translateAll(t, SHEET_PEOPLE_REPORTS),
      bookings: (i) =>
        i === 1 ? t(SHEET_BOOKINGS.first) : t(SHEET_BOOKINGS.next, { n: String(i) }),
    },
    summaryHeader: translateAll(t, SUMMARY_HEADER),
    figures: {
      ...translateAll(t, FIGURES),
      utilisationIn: (month, year) =>
        t(FIGURE_TEXTS.utilisationIn, { month: months[month] ?? String(month + 1), year }),
    },
    scope: scopeWords(t, n),
    definitions: {
      ...translateAll(t, DEFINITIONS),
      localTimeIn: (zone) => t(DEFINITION_TEXTS.localTimeIn, { zone }),
    },
    portfolio: translateAll(t, PORTFOLIO),
    target: {
      ...translateAll(t, TARGET),
      band: (b) => t(TARGET_TEXTS.band, { low: n.percent(b.low), high: n.percent(b.high) }),
    },
    people: { ...translateAll(t, PEOPLE), bands: translateAll(t, PEOPLE_BANDS) },
    forecast: { ...translateAll(t, FORECAST), statuses: translateAll(t, FORECAST_STATUS) },
    weekdays: week(translateAll(t, WEEKDAYS)),
    openingHours: { ...translateAll(t, HOURS), days: week(translateAll(t, SHORT_WEEKDAYS)) },
    workbook: workbookWords(t, n),
    // The source language keeps the CSV's field names and values: what scripts reading an English
    // workbook have always found.
    columns: language === 'en' ? null : columnWords(t),
  };
}

function scopeWords(t: Translate, n: ReturnType<typeof numberWords>): ScopeWords {
  // A day as the language writes it; any other text (an expanded ISO year) is left as it is.
  const day = (iso: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
    return m
      ? t(SCOPE_TEXTS.date, { year: m[1], month: m[2], day: m[3] } as Record<string, string>)
      : iso;
  };
  // The plural forms are chosen by the numbers as written (1.0 hours in English, 1,5 heure).
  const form = (isOne: boolean) => (isOne ? 'one' : 'other');
  return {
    ...translateAll(t, SCOPE),
    days: (from, to) =>
      from === to ? day(from) : t(SCOPE_TEXTS.days, { from: day(from), to: day(to) }),
    tags: (tags) => t(SCOPE_TEXTS.tags, { tags: tags.join(', ') }),
    search: (text) => t(SCOPE_TEXTS.search, { text }),
    filterList: (parts) => parts.join(t(SCOPE_TEXTS.filterSeparator)),
    outsideOpening: (bookings, hours) =>
      t(SCOPE_TEXTS.outsideOpening, {
        bookings: n.count(bookings),
        bookingsForm: form(n.isOne(bookings)),
        hours: n.tenths(hours),
        hoursForm: form(n.isOneTenth(hours)),
      }),
    allLocationsOf: (locations) => t(SCOPE_TEXTS.allLocationsOf, { locations: String(locations) }),
    sitesAgainstTargetText: (c) =>
      t(SCOPE_TEXTS.sitesAgainstTargetText, {
        within: String(c.within),
        below: String(c.below),
        above: String(c.above),
        none: String(c.none),
      }),
  };
}

function workbookWords(t: Translate, n: ReturnType<typeof numberWords>): WorkbookWords {
  const said = translateAll(t, WORKBOOK);
  return {
    ...said,
    titleOf: (company) => t(WORKBOOK_TEXTS.titleOf, { title: said.title, company }),
    pageOf: (page, pages) => t(WORKBOOK_TEXTS.pageOf, { page, pages }),
    doubleBookingsCapped: (listed, count, location) =>
      t(WORKBOOK_TEXTS.doubleBookingsCapped, {
        listed: n.count(listed),
        count: n.count(count),
        location,
      }),
  };
}

function columnWords(t: Translate): ColumnWords {
  const { before, change, changeYear, ...values } = COLUMN_TEXTS;
  return {
    ...translateAll(t, values),
    fields: translateAll(t, COLUMN_FIELDS),
    before: (title) => t(before, { title }),
    change: (title) => t(change, { title }),
    changeYear: (title) => t(changeYear, { title }),
  };
}
