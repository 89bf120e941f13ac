import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import type { ExportProgress } from '#shared/contract';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';

/** Excel's longest text in a cell. */
const EXCEL_CELL_CHARACTERS = 32_767;

/** Says what the file could not hold as it came: texts cut at Excel's limit, characters replaced. */
export function CellChangesNotice(props: {
  readonly progress: Pick<ExportProgress, 'cellsCut' | 'charactersReplaced'>;
}) {
  const format = useLocaleFormat();
  const { t } = useLingui();
  const { cellsCut, charactersReplaced } = props.progress;
  if (!(cellsCut > 0) && !(charactersReplaced > 0)) return null;
  const cells = format.number(cellsCut);
  const characters = format.number(charactersReplaced);
  const limit = format.number(EXCEL_CELL_CHARACTERS);
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t`Some text is not as it came`}
      role="status"
      data-testid="cell-changes"
    >
      {cellsCut > 0 && (
        <Text size="sm">
          {t`${plural(cellsCut, {
            one: `${cells} cell was longer than Excel’s ${limit} characters: cut there, it ends in “…”.`,
            other: `${cells} cells were longer than Excel’s ${limit} characters: cut there, each ends in “…”.`,
          })}`}
        </Text>
      )}
      {charactersReplaced > 0 && (
        <Text size="sm">
          {t`${plural(charactersReplaced, {
            one: `${characters} character the file cannot hold (control characters, broken UTF-16) shows as “�”.`,
            other: `${characters} characters the file cannot hold (control characters, broken UTF-16) show as “�”.`,
          })}`}
        </Text>
      )}
    </Alert>
  );
}
