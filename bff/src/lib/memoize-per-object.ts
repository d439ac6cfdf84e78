/**
 * `build` run once per source object, its result kept while the object lives. Cached upstream reads
 * hand out the same object until they refresh, so costly work on it (sanitising HTML) is done once
 * per refresh instead of once per request.
 */
export function memoizePerObject<Source extends object, Result>(build: (source: Source) => Result): (source: Source) => Result {
  const results = new WeakMap<Source, Result>();
  return (source) => {
    if (results.has(source)) return results.get(source) as Result;
    const result = build(source);
    results.set(source, result);
    return result;
  };
}
