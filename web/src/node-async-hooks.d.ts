// The one Node module the web app uses, in its server entry only; the web project has no Node types.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<Store> {
    getStore(): Store | undefined;
    run<Result>(store: Store, callback: () => Result): Result;
  }
}
