import { useContext, useLayoutEffect, useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ComboBox, ComboBoxStateContext, Input, ListBox, ListBoxItem, type Key } from 'react-aria-components';
import { Icon } from '@web/components/ui/icon';
import { Popover } from '@web/components/ui/popover';
import type { SearchSuggestion } from '../api/search-queries';
import { searchQueries } from '../api/search-queries';
import { highlightMatch } from '../highlight-match';
import { cleanSearchText } from '../search-text';
import { useDebouncedValue } from '../use-debounced-value';
import { useTypingPlaceholder } from '../use-typing-placeholder';
import styles from './header-search.module.css';

/** The autocomplete asks once typing has paused this long. */
const AUTOCOMPLETE_DEBOUNCE_MS = 400;

/** Where the shopper was in the stand-in's input when the combobox replaced it: it had focus, with this selection. */
export interface HandOver {
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
  /** Whether the text was searched for with Enter: its page is on its way, the list stays shut. */
  searched: boolean;
}

export interface HeaderSearchComboboxProps {
  text: string;
  setText: (text: string) => void;
  /** Goes to the results for this text (cleaned; empty does nothing). */
  onSearch: (text: string) => void;
  /** The whole search box, Search button included: the list hangs under it at its width. */
  boxRef: RefObject<HTMLDivElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Set if the stand-in's input had focus as this replaced it; read once, on mount. */
  handOverRef: RefObject<HandOver | null>;
}

/**
 * The header search's combobox, loaded once the shopper shows intent (header-search.tsx renders a plain
 * stand-in until then): suggestions come from the catalogue's titles; Enter on the typed text searches
 * it, choosing a suggestion searches for that. The list closes on Enter or a click outside.
 */
export function HeaderSearchCombobox({ text, setText, onSearch, boxRef, inputRef, handOverRef }: HeaderSearchComboboxProps) {
  // The list spans the whole box, Search button included, not just the text field. Measured as it
  // opens (it renders then anyway) rather than watched from the start, which rendered the box again.
  const [boxWidth, setBoxWidth] = useState<number>();
  useTypingPlaceholder(inputRef);

  const settled = cleanSearchText(useDebouncedValue(text, AUTOCOMPLETE_DEBOUNCE_MS));
  const titles = useQuery({ ...searchQueries.titles(settled), enabled: settled !== '' });
  const typed = cleanSearchText(text);
  const suggestions = typed === '' ? [] : (titles.data ?? []);
  const waiting = typed !== '' && (typed !== settled || titles.isFetching);

  function choose(key: Key | null) {
    const suggestion = suggestions.find((item) => item.href === key);
    if (!suggestion) return;
    onSearch(suggestion.name);
  }

  return (
    <ComboBox
      aria-label="Search products"
      className={styles.field}
      items={suggestions}
      inputValue={text}
      onInputChange={setText}
      // Selection is left to the combobox: choosing puts the suggestion's name in the box and closes
      // the list (a selection held at null would make it reopen on the new text).
      onSelectionChange={choose}
      allowsCustomValue
      // Opens as soon as there is typing, to say what is happening while suggestions load.
      allowsEmptyCollection
      menuTrigger="input"
      onOpenChange={(isOpen) => isOpen && setBoxWidth(boxRef.current?.offsetWidth)}
      onKeyDown={(event) => {
        // Enter on a highlighted suggestion chooses it (onSelectionChange); Enter on the typed text searches it.
        if (event.key !== 'Enter' || event.nativeEvent.isComposing || inputRef.current?.getAttribute('aria-activedescendant')) return;
        onSearch(text);
      }}
    >
      <Icon name="search" size={20} className={styles.icon} />
      <Input ref={inputRef} className={styles.input} enterKeyHint="search" />
      <TakeOver inputRef={inputRef} handOverRef={handOverRef} />
      <Popover triggerRef={boxRef} placement="bottom start" width={boxWidth}>
        <ListBox<SearchSuggestion>
          className={styles.list}
          renderEmptyState={() => (
            <p className={styles.empty}>
              {typed === ''
                ? 'Type a product name to search.'
                : waiting
                  ? 'Looking for products…'
                  : `No suggestions. Press Enter to search for “${typed}”.`}
            </p>
          )}
        >
          {(suggestion) => (
            <ListBoxItem id={suggestion.href} textValue={suggestion.name} className={styles.option}>
              <Icon name="search" size={16} className={styles.optionIcon} />
              <span>
                {highlightMatch(suggestion.name, typed).map((part, index) =>
                  part.match ? (
                    <strong key={index} className={styles.match}>
                      {part.text}
                    </strong>
                  ) : (
                    part.text
                  ),
                )}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/**
 * Carries the shopper over from the stand-in: focus and caret (or selection) go to the new input in the
 * same commit that removed the old one, so no keystroke falls between them; text typed while the code
 * loaded opens the list, as typing into the combobox would have, unless it was searched for already.
 */
function TakeOver({ inputRef, handOverRef }: Pick<HeaderSearchComboboxProps, 'inputRef' | 'handOverRef'>) {
  // react-aria also renders the combobox's children in a hidden tree, to collect the list's items;
  // there is no state there, and nothing to do.
  const state = useContext(ComboBoxStateContext);
  useLayoutEffect(() => {
    if (!state) return;
    const from = handOverRef.current;
    const input = inputRef.current;
    handOverRef.current = null;
    if (!from || !input) return;
    input.focus({ preventScroll: true });
    if (from.start !== null && from.end !== null) input.setSelectionRange(from.start, from.end, from.direction ?? undefined);
    if (input.value !== '' && !from.searched) state.open(null, 'input');
    // Once, as the combobox mounts: later renders are the combobox's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
