/**
 * Remembers the last result and recomputes only when an argument changed identity. Cached upstream
 * reads hand out the same objects until they refresh, so a view model built from them is rebuilt
 * once per refresh instead of once per request (it cost more than the rest of a warm request).
 */
export function memoizeLast<Args extends readonly unknown[], Result>(build: (...args: Args) => Result) {
  let last: { args: Args; result: Result } | undefined;
  return (...args: Args): Result => {
    if (last && last.args.length === args.length && last.args.every((arg, i) => Object.is(arg, args[i]))) return last.result;
    const result = build(...args);
    last = { args, result };
    return result;
  };
}
