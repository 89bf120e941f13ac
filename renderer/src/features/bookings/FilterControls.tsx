import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { DeferredSlot, DeferredStandIn, useDeferredControl } from '../../ui/deferred-control';
import { ChevronDownIcon, SearchIcon } from '../../ui/icons';
import { lazyNamed } from '../../ui/lazy-named';
import { TAG_FILTER_WIDTH } from './picker-size';

// Mantine's MultiSelect (its combobox and floating layer) is a chunk the first screen does without.
const TagFilter = lazyNamed(() => import('./TagFilter'), 'TagFilter');

/** The tag filter, loaded after the first screen with a stand-in until then. */
function LazyTagFilter(props: {
  readonly tags: readonly string[];
  readonly selectedTags: readonly string[];
  readonly onTags: (tags: string[]) => void;
}) {
  const { wanted, takeFocus, reach } = useDeferredControl();
  const { t } = useLingui();
  const standIn = (
    <DeferredStandIn
      width={TAG_FILTER_WIDTH}
      label={t`Bay tags`}
      text={
        props.selectedTags.length
          ? props.selectedTags.map((tag) => tag || t`No tag`).join(', ')
          : t`All tags`
      }
      rightSection={<ChevronDownIcon />}
      onReach={reach}
    />
  );
  return (
    <DeferredSlot wanted={wanted} standIn={standIn}>
      <TagFilter {...props} takeFocus={takeFocus} />
    </DeferredSlot>
  );
}

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
  const { t } = useLingui();
  return (
    <>
      <LazyTagFilter tags={tags} selectedTags={selectedTags} onTags={onTags} />
      <TextInput
        ref={searchRef}
        aria-label={t`Search bookings`}
        placeholder={t`Search bay, name, email  ( / )`}
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
            <CloseButton size="sm" aria-label={t`Clear search`} onClick={() => onSearch('')} />
          ) : null
        }
        w={300}
      />
    </>
  );
}
