/**
 * The page's font family, as the theme sets it: what texts are measured in (text-width.ts) without
 * asking the page, since reading the body's computed style during a render forces a style pass over
 * the whole page (about 30 ms at start-up).
 */
export const PAGE_FONT_FAMILY =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
