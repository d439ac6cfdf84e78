/** The contract's Slug: lower-case words joined by single hyphens. Anything else is no catalogue page. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSlug = (text: string) => text.length <= 200 && SLUG.test(text);
