import { CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, isBrokenCircuitError, type CircuitBreakerPolicy } from 'cockatiel';
import { UpstreamError, upstreamCircuitOpen, type UpstreamErrorCode } from './upstream-error';

export interface BreakerSettings {
  /** Consecutive upstream faults of one route that open its circuit. */
  failures: number;
  /** How long an open circuit refuses calls before one probe call may try the upstream again. */
  halfOpenAfterMs: number;
  /** Told when a route's circuit opens, lets a probe through or closes again. */
  onStateChange?: (route: string, state: 'open' | 'half-open' | 'closed') => void;
}

// The upstream's own faults. Refusals (4xx) are answers: a healthy upstream gives them all day.
const FAULT_CODES: ReadonlySet<UpstreamErrorCode> = new Set([
  'upstream_unavailable',
  'upstream_unreachable',
  'upstream_timeout',
  'upstream_bad_response',
  'upstream_fault',
]);

export const isUpstreamFault = (error: unknown): boolean => error instanceof UpstreamError && FAULT_CODES.has(error.code);

const STATE_NAMES = {
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Closed]: 'closed',
  [CircuitState.Isolated]: 'open',
} as const;

/**
 * One cockatiel circuit breaker per upstream route ('GET menus', 'POST auth/login'): after
 * `failures` faults in a row the route fails fast without a request, then after `halfOpenAfterMs`
 * one probe call decides whether it closes again or stays open.
 */
export function createBreakers(settings: BreakerSettings) {
  const breakers = new Map<string, CircuitBreakerPolicy>();

  function breakerFor(route: string): CircuitBreakerPolicy {
    let breaker = breakers.get(route);
    if (!breaker) {
      breaker = circuitBreaker(handleWhen(isUpstreamFault), {
        halfOpenAfter: settings.halfOpenAfterMs,
        breaker: new ConsecutiveBreaker(settings.failures),
      });
      breaker.onStateChange((state) => settings.onStateChange?.(route, STATE_NAMES[state]));
      breakers.set(route, breaker);
    }
    return breaker;
  }

  return {
    /** Runs `call` through the route's breaker; while it is open, rejects at once with a 502 and no request. */
    async run<T>(route: string, template: string, call: () => Promise<T>): Promise<T> {
      try {
        return await breakerFor(route).execute(call);
      } catch (error) {
        throw isBrokenCircuitError(error) ? upstreamCircuitOpen(template, error) : error;
      }
    },
  };
}

export type Breakers = ReturnType<typeof createBreakers>;

/** A failure of a call an open circuit turned away, without asking the upstream. */
export const isTurnedAway = (failure: UpstreamError): boolean => isBrokenCircuitError(failure.cause);
