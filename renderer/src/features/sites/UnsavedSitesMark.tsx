import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text, VisuallyHidden } from '@mantine/core';
import { useUnsavedSites } from './draft-store';

/**
 * The Sites tab's mark while sites have unsaved changes: they outlive the page, and the tab says so
 * wherever the user went.
 */
export function UnsavedSitesMark(props: { readonly accountId: string }) {
  const { t } = useLingui();
  const unsaved = useUnsavedSites(props.accountId);
  if (unsaved === 0) return null;
  return (
    <>
      <Text span c="yellow.7" size="xs" aria-hidden title={t`Unsaved changes`}>
        ●
      </Text>
      <VisuallyHidden>
        {t`(${plural(unsaved, { one: '# unsaved', other: '# unsaved' })})`}
      </VisuallyHidden>
    </>
  );
}
