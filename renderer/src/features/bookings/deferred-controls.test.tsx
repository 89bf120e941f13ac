import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TimezonePicker } from '../timezone/TimezonePicker';
import { LocaleProvider } from '../../ui/locale/LocaleProvider';
import { FilterControls } from './FilterControls';
import { TimeOfDayControl } from './TimeOfDayControl';

const noop = () => undefined;

function renderIn(locale: string, ui: ReactNode) {
  return render(
    <MantineProvider env="test">
      <LocaleProvider locales={[locale]} clock="auto" weekStart="auto">
        {ui}
      </LocaleProvider>
    </MantineProvider>,
  );
}

describe('the toolbar’s comboboxes, loaded after the first screen', () => {
  it('shows the tag filter’s state, and a click on the stand-in opens the real filter with the focus in it', async () => {
    const onTags = vi.fn();
    renderIn(
      'en-GB',
      <FilterControls
        tags={['EV', 'Quiet']}
        selectedTags={[]}
        onTags={onTags}
        search=""
        onSearch={noop}
        searchRef={null}
      />,
    );
    const standIn = screen.getByRole('button', { name: 'Bay tags: All tags' });
    expect(standIn.textContent).toBe('All tags');
    fireEvent.click(standIn);
    const input = await screen.findByLabelText('Bay tags', { selector: 'input' });
    expect(document.activeElement).toBe(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Quiet' }));
    expect(onTags).toHaveBeenCalledWith(['Quiet']);
  });

  it('shows the chosen hours in the user’s clock until the select arrives', async () => {
    renderIn(
      'en-US',
      <TimeOfDayControl value={{ startMinute: 7 * 60, endMinute: 19 * 60 }} onChange={noop} />,
    );
    const standIn = screen.getByRole('button', { name: /^Hours of the day: 7:00\sAM–7:00\sPM$/ });
    expect(standIn.textContent).toMatch(/^7:00\sAM–7:00\sPM$/);
    // Pointing at it only loads the select: the focus stays where it was.
    fireEvent.pointerEnter(standIn);
    const select = await screen.findByLabelText('Hours of the day', { selector: 'input' });
    expect((select as HTMLInputElement).value).toMatch(/^7:00\sAM–7:00\sPM$/);
    expect(document.activeElement).not.toBe(select);
  });

  it('shows the saved zone with its offset, and keyboard focus passes to the real picker', async () => {
    renderIn('en-GB', <TimezonePicker saved="Asia/Tokyo" onChange={noop} />);
    const standIn = screen.getByRole('button', { name: 'Timezone: Asia/Tokyo (UTC+09:00)' });
    expect(standIn.textContent).toBe('Asia/Tokyo (UTC+09:00)');
    fireEvent.focus(standIn);
    const input = await screen.findByTestId('timezone-picker');
    expect((input as HTMLInputElement).value).toBe('Asia/Tokyo (UTC+09:00)');
    expect(document.activeElement).toBe(input);
  });
});
