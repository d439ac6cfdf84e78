/** A piece of a suggestion, marked when it is what the shopper typed. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits `text` around the first case-insensitive occurrence of `query`, so the list can bold it. */
export function highlightMatch(text: string, query: string): TextPart[] {
  const needle = query.trim().toLowerCase();
  const at = needle === '' ? -1 : text.toLowerCase().indexOf(needle);
  if (at < 0) return [{ text, match: false }];
  const parts = [
    { text: text.slice(0, at), match: false },
    { text: text.slice(at, at + needle.length), match: true },
    { text: text.slice(at + needle.length), match: false },
  ];
  return parts.filter((part) => part.text !== '');
}
