import { CloseButton, MultiSelect, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { SearchIcon } from '../../ui/icons';

/** The tag filter and the search box ("/" focuses it). */
export function FilterControls(props: {
  readonly tags: readonly string[];
  readonly selectedTags: readonly string[];
  readonly onTags: (tags: string[]) => void;
  readonly search: string;
  readonly onSearch: (text: string) => void;
  readonly searchRef: Ref<HTMLInputElement>;
}) {
  const { tags, selectedTags, onTags, search, onSearch, searchRef } = props;
  return (
    <>
      <MultiSelect
        aria-label="Bay tags"
        placeholder={selectedTags.length ? undefined : 'All tags'}
        data={tags.map((t) => ({ value: t, label: t || 'No tag' }))}
        value={[...selectedTags]}
        onChange={onTags}
        clearable
        w={200}
        maxValues={50}
        comboboxProps={{ width: 240 }}
      />
      <TextInput
        ref={searchRef}
        aria-label="Search bookings"
        placeholder="Search bay, name, email  ( / )"
        leftSection={<SearchIcon />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            onSearch('');
            e.currentTarget.blur();
          }
        }}
        rightSection={
          search ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearch('')} />
          ) : null
        }
        w={240}
      />
    </>
  );
}
