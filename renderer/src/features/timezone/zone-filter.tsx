/**
 * How the zone pickers (the header's and the Sites page's) search: by any name of a place, best
 * match first, showing the name a zone was found by where its label does not.
 */
import {
  CheckIcon,
  Combobox,
  Text,
  type ComboboxItem,
  type ComboboxLikeRenderOptionInput,
  type OptionsFilter,
} from '@mantine/core';
import { foldPlace } from '#shared/sites/zone-name-cities';
import { rankZones } from '#shared/time/zone-search';

/** An option as the filter returns it: with the name it was found by, where its label lacks it. */
interface FoundOption extends ComboboxItem {
  readonly hint?: string;
}

// "los_angeles" and "Los Angeles" alike; offsets such as "+05:30" keep their sign.
const squash = (text: string) => text.toLowerCase().replaceAll('_', ' ');

/** The label says the text: "+05:30" in an offset, "Berlin" in "System (Europe/Berlin)". */
function labelSays(label: string, search: string): boolean {
  if (squash(label).includes(squash(search))) return true;
  const folded = foldPlace(search);
  return folded !== '' && foldPlace(label).includes(folded);
}

/**
 * The options whose zone the text finds by a place's name (München finds Europe/Berlin), best
 * first; then those whose label alone says it: an offset ("+05:30"), or one of the picker's own
 * choices, such as "System (Europe/Berlin)" for "Berlin".
 */
export const zoneFilter: OptionsFilter = ({ options, search }) => {
  const typed = search.trim();
  if (!typed) return options;
  const items = options as ComboboxItem[];
  const found = rankZones(typed, items, (item) => item.value);
  const ranked = new Set(found.map(({ item }) => item));
  return [
    ...found.map(({ item, match }): FoundOption =>
      match.hint ? { ...item, hint: match.hint } : item,
    ),
    ...items.filter((item) => !ranked.has(item) && labelSays(item.label, typed)),
  ];
};

/** An option as Mantine draws it, with the name it was found by after its label: "Europe/Berlin (UTC+01:00) München". */
export function renderZoneOption({ option, checked }: ComboboxLikeRenderOptionInput<ComboboxItem>) {
  const { hint } = option as FoundOption;
  return (
    <>
      {checked && <CheckIcon className={Combobox.classes.optionsDropdownCheckIcon} />}
      <span>{option.label}</span>
      {hint && (
        <>
          {' '}
          <Text span size="xs" c="dimmed">
            {hint}
          </Text>
        </>
      )}
    </>
  );
}
