/** The domain of an e-mail address, lower case ("example.com"); null without a usable one. */
export function domainOf(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  if (email == null || at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domain === '' ? null : domain;
}
