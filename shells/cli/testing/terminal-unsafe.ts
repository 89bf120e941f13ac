/**
 * For tests: every character a terminal may act on rather than show (C0, DEL, C1, bidi controls),
 * but the newline that ends a line. Written out here, not taken from the sanitiser it checks.
 */
export const TERMINAL_UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
