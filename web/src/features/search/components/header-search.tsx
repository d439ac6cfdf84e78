import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button as AriaButton, ComboBox, Input, ListBox, ListBoxItem, type Key } from 'react-aria-components';
import { Icon } from '@web/components/ui/icon';
import { Popover } from '@web/components/ui/popover';
import { cx } from '@web/lib/cx';
import type { SearchSuggestion } from '../api/search-queries';
import { searchQueries } from '../api/search-queries';
import { highlightMatch } from '../highlight-match';
import { cleanSearchText, searchParamsForNewText } from '../search-text';
import { useDebouncedValue } from '../use-debounced-value';
import { useTypingPlaceholder } from '../use-typing-placeholder';
import styles from './header-search.module.css';

/** The autocomplete asks once typing has paused this long. */
const AUTOCOMPLETE_DEBOUNCE_MS = 400;

/**
 * The header's product search: an accessible combobox whose suggestions come from the catalogue's
 * titles. Enter (or the Search button) goes to /search/{text} with ( ) [ ] { } / removed; choosing a
 * suggestion searches for it; empty text does nothing. The list closes on Enter or a click outside.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // The list spans the whole box, Search button included, not just the text field. Measured as it
  // opens (it renders then anyway) rather than watched from the start, which rendered the box again
  // right after hydration.
  const [boxWidth, setBoxWidth] = useState<number>();
  useTypingPlaceholder(inputRef);

  const settled = cleanSearchText(useDebouncedValue(text, AUTOCOMPLETE_DEBOUNCE_MS));
  const titles = useQuery({ ...searchQueries.titles(settled), enabled: settled !== '' });
  const typed = cleanSearchText(text);
  const suggestions = typed === '' ? [] : (titles.data ?? []);
  const waiting = typed !== '' && (typed !== settled || titles.isFetching);

  function search(raw: string) {
    const term = cleanSearchText(raw);
    if (term === '') return;
    void navigate({ to: '/search/$term', params: { term }, search: searchParamsForNewText() });
  }

  function choose(key: Key | null) {
    const suggestion = suggestions.find((item) => item.href === key);
    if (!suggestion) return;
    search(suggestion.name);
  }

  return (
    <div ref={boxRef} role="search" aria-label="Products" className={cx(styles.search, className)}>
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
          if (event.key !== 'Enter' || inputRef.current?.getAttribute('aria-activedescendant')) return;
          search(text);
        }}
      >
        <Icon name="search" size={20} className={styles.icon} />
        <Input ref={inputRef} className={styles.input} enterKeyHint="search" />
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
      {text !== '' && (
        <AriaButton
          className={styles.clear}
          aria-label="Clear search"
          onPress={() => {
            setText('');
            inputRef.current?.focus();
          }}
        >
          <Icon name="close" size={16} />
        </AriaButton>
      )}
      <AriaButton className={styles.submit} onPress={() => search(text)}>
        Search
      </AriaButton>
    </div>
  );
}
