import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';
import { TAG_FILTER_WIDTH } from './picker-size';

/** Which bay tags to show; none chosen shows all. */
export function TagFilter(props: {
  readonly tags: readonly string[];
  readonly selectedTags: readonly string[];
  readonly onTags: (tags: string[]) => void;
  /** Focus and open it on arrival: the user reached for its stand-in (FilterControls). */
  readonly takeFocus?: boolean;
}) {
  const { tags, selectedTags, onTags } = props;
  const { t } = useLingui();
  return (
    <MultiSelect
      aria-label={t`Bay tags`}
      placeholder={selectedTags.length ? undefined : t`All tags`}
      data={tags.map((tag) => ({ value: tag, label: tag || t`No tag` }))}
      value={[...selectedTags]}
      onChange={onTags}
      clearable
      w={TAG_FILTER_WIDTH}
      maxValues={50}
      comboboxProps={{ width: 240 }}
      autoFocus={props.takeFocus}
      defaultDropdownOpened={props.takeFocus}
    />
  );
}
