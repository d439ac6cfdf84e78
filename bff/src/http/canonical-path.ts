/** A percent-escape in an address: `%` and two hex digits. */
const ESCAPE = /%[0-9a-fA-F]{2}/g;

/**
 * Characters an address spells plainly: RFC 3986's unreserved ones, and ! * ' which encodeURIComponent
 * also leaves as they are (how the app writes a search term into its path). It leaves ( ) too, but no
 * page's address holds them: a search drops them, with a move of its own.
 */
const PLAIN = /^[A-Za-z0-9\-._~!*']$/;

/**
 * The path spelled as the shop writes it: an escape of a character it writes plainly (`%61` for `a`)
 * becomes that character, and every other escape (`%20`, `%2F`, `%C3%A9`) stays as it is. The router
 * decodes such escapes, so both spellings name one page or answer; without this, each of the many
 * spellings of a path would be rendered, kept and remembered on its own.
 */
export function plainlySpelled(path: string): string {
  if (!path.includes('%')) return path;
  return path.replace(ESCAPE, (escape) => {
    const character = String.fromCharCode(Number.parseInt(escape.slice(1), 16));
    return PLAIN.test(character) ? character : escape;
  });
}
