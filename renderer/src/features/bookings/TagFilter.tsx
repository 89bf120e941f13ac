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
  return (
    <MultiSelect
      aria-label="Bay tags"
      placeholder={selectedTags.length ? undefined : 'All tags'}
      data={tags.map((t) => ({ value: t, label: t || 'No tag' }))}
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
