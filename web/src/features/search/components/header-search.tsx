import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Icon } from '@web/components/ui/icon';
import { cx } from '@web/lib/cx';
import { loadOnIntent } from '@web/lib/lazy-on-intent';
import { cleanSearchText, searchParamsForNewText } from '../search-text';
import { useTypingPlaceholder } from '../use-typing-placeholder';
import type { HandOver } from './header-search-combobox';
import styles from './header-search.module.css';

// The suggestions combobox (react-aria's, with the autocomplete query) comes when the shopper reaches
// for the box; every page's first load carries only the plain stand-in below.
const combobox = loadOnIntent(() => import('./header-search-combobox'));

/**
 * The header's product search. Enter (or the Search button) goes to /search/{text} with ( ) [ ] { } /
 * removed; empty text does nothing. Until the shopper shows intent (a pointer over the box, focus, a
 * touch) it is a plain input that already searches; then the combobox with suggestions takes its
 * place, with the same text, focus and caret.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const handOverRef = useRef<HandOver | null>(null);
  const [text, setText] = useState('');
  const [loaded, request] = combobox.useLoaded();
  const Combobox = loaded?.HeaderSearchCombobox;
  const intent = Combobox ? undefined : request;

  const search = useCallback(
    (raw: string) => {
      const term = cleanSearchText(raw);
      if (term === '') return;
      void navigate({ to: '/search/$term', params: { term }, search: searchParamsForNewText() });
    },
    [navigate],
  );

  return (
    <div
      ref={boxRef}
      role="search"
      aria-label="Products"
      className={cx(styles.search, className)}
      onPointerEnter={intent}
      onFocus={intent}
      onTouchStart={intent}
    >
      {Combobox ? (
        <Combobox text={text} setText={setText} onSearch={search} boxRef={boxRef} inputRef={inputRef} handOverRef={handOverRef} />
      ) : (
        <StandIn text={text} setText={setText} onSearch={search} onKey={request} inputRef={inputRef} handOverRef={handOverRef} />
      )}
      {text !== '' && (
        <button
          type="button"
          className={styles.clear}
          aria-label="Clear search"
          onClick={() => {
            setText('');
            inputRef.current?.focus();
          }}
        >
          <Icon name="close" size={16} />
        </button>
      )}
      <button type="button" className={styles.submit} onClick={() => search(text)}>
        Search
      </button>
    </div>
  );
}

interface StandInProps {
  text: string;
  setText: (text: string) => void;
  onSearch: (text: string) => void;
  /** A key other than Enter: the combobox is wanted now, if focus has not asked for it already. */
  onKey: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  handOverRef: RefObject<HandOver | null>;
}

/** How long the stand-in's input still passes on keys after the combobox replaced it. */
const LATE_KEYS_MS = 1_000;

/**
 * The combobox's field in plain elements, as the server renders it: the same markup and classes, a
 * collapsed combobox to assistive technology (its list does not exist yet), and Enter searches.
 */
function StandIn({ text, setText, onSearch, onKey, inputRef, handOverRef }: StandInProps) {
  useTypingPlaceholder(inputRef);
  const searched = useRef(false);
  // As the combobox replaces it (this runs before the input leaves the page), say where the shopper
  // was, for the combobox to give focus and caret back.
  useLayoutEffect(() => {
    const input = inputRef.current;
    return () => {
      if (!input || document.activeElement !== input) return;
      handOverRef.current = { start: input.selectionStart, end: input.selectionEnd, direction: input.selectionDirection, searched: searched.current };
    };
  }, [inputRef, handOverRef]);

  // A key already on its way as the combobox takes over can still land on this input after it has left
  // the page, where React no longer sees it (seen in Chromium, about one fast Enter in twenty): its Enter
  // still searches and its letter still reaches the box. Listened for a moment after the swap.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const lateKey = (event: KeyboardEvent) => {
      if (!input.isConnected && event.key === 'Enter' && !event.isComposing) onSearch(input.value);
    };
    const lateInput = () => {
      if (!input.isConnected) setText(input.value);
    };
    input.addEventListener('keydown', lateKey);
    input.addEventListener('input', lateInput);
    return () => {
      setTimeout(() => {
        input.removeEventListener('keydown', lateKey);
        input.removeEventListener('input', lateInput);
      }, LATE_KEYS_MS);
    };
  }, [inputRef, onSearch, setText]);

  return (
    <div className={styles.field}>
      <Icon name="search" size={20} className={styles.icon} />
      <input
        ref={inputRef}
        type="text"
        className={styles.input}
        aria-label="Search products"
        // No aria-controls, as react-aria's combobox has none while collapsed: there is no list to
        // point at yet (ARIA 1.3 asks for it only when expanded, and so does axe).
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          searched.current = false;
          setText(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter searches here and now: the page is about to change, the combobox is not needed.
          if (event.key !== 'Enter') onKey();
          else if (!event.nativeEvent.isComposing) {
            searched.current = true;
            onSearch(text);
          }
        }}
      />
    </div>
  );
}
