import { Alert, Text } from '@mantine/core';
import type { ExportProgress } from '#shared/contract';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';

/** Says what the file could not hold as it came: texts cut at Excel's limit, characters replaced. */
export function CellChangesNotice(props: {
  readonly progress: Pick<ExportProgress, 'cellsCut' | 'charactersReplaced'>;
}) {
  const format = useLocaleFormat();
  const { cellsCut, charactersReplaced } = props.progress;
  if (!(cellsCut > 0) && !(charactersReplaced > 0)) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Some text is not as it came"
      role="status"
      data-testid="cell-changes"
    >
      {cellsCut > 0 && (
        <Text size="sm">
          {cellsCut === 1 ? '1 cell was' : `${format.number(cellsCut)} cells were`} longer than
          Excel’s 32,767 characters: cut there, {cellsCut === 1 ? 'it ends' : 'each ends'} in “…”.
        </Text>
      )}
      {charactersReplaced > 0 && (
        <Text size="sm">
          {charactersReplaced === 1
            ? '1 character'
            : `${format.number(charactersReplaced)} characters`}{' '}
          the file cannot hold (control characters, broken UTF-16){' '}
          {charactersReplaced === 1 ? 'shows' : 'show'} as “�”.
        </Text>
      )}
    </Alert>
  );
}
