/** How the view moves between Timeline, Table, Insights and Trends, and between Insights and a day. Pure. */
import type { DrillTarget } from '../../insights/drill';
import { fitForTimeline } from './date-changes';
import { datesShown, type Display, type ViewState } from './view-state';

/**
 * Shows `display`. Leaving Insights for the Timeline or Table shortens a range they cannot show
 * (Trends, which choose their own months, keep it); choosing a display by hand forgets the Insights
 * period a drill-down left.
 */
export function switchDisplay(state: ViewState, zone: string, display: Display): ViewState {
  const shown = datesShown(state.perAccount, zone);
  const fitted = fitForTimeline(shown);
  const fits =
    display === 'insights' ||
    display === 'trends' ||
    display === 'people' ||
    display === 'ahead' ||
    fitted === shown;
  const dates = fits ? state.perAccount.dates : fitted;
  return {
    perAccount: { ...state.perAccount, display, dates },
    perPage: {
      ...state.perPage,
      drilledFrom: null,
      insightsOpened: state.perPage.insightsOpened || display === 'insights',
    },
  };
}

/**
 * From Insights into one day on the Timeline, bringing a bay or an hour into view; the period left
 * is kept for `backToInsights`.
 */
export function drill(state: ViewState, zone: string, target: DrillTarget): ViewState {
  const from = datesShown(state.perAccount, zone);
  const serial = (state.perPage.focus?.serial ?? 0) + 1;
  return {
    perAccount: {
      ...state.perAccount,
      dates: { ...from, mode: 'day', day: target.date },
      display: 'timeline',
    },
    perPage: {
      ...state.perPage,
      drilledFrom: from,
      focus: { serial, bayId: target.bayId, atMs: target.atMs },
    },
  };
}

/** Back to Insights, on the period the drill-down left (or the dates shown, if none). */
export function backToInsights(state: ViewState): ViewState {
  const { drilledFrom } = state.perPage;
  return {
    perAccount: {
      ...state.perAccount,
      display: 'insights',
      dates: drilledFrom ?? state.perAccount.dates,
    },
    perPage: { ...state.perPage, drilledFrom: null, insightsOpened: true },
  };
}
