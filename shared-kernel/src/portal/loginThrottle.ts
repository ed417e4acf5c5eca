/**
 * Brute-force defence of the owner login (ASVS V2.2.1), counted separately per account and per
 * address: failures within the window slow every further attempt down, and too many lock it.
 */
export const LOGIN_THROTTLE = {
  /** Failures older than this are forgotten. */
  windowMinutes: 15,
  /** From this many failures on, each attempt waits before it is answered. */
  slowdownAfter: 5,
  /** The wait per failure past `slowdownAfter`, and its ceiling. */
  slowdownStepMs: 1000,
  slowdownMaxMs: 5000,
  /** This many failures lock the account for `lockMinutes` after the last one. */
  accountLockAfter: 10,
  /** An address trying many accounts (credential stuffing) is locked later than one account. */
  addressLockAfter: 30,
  lockMinutes: 15,
} as const;

export interface ThrottleState {
  accountFailures: number;
  addressFailures: number;
  /** The most recent failure of either key, as epoch milliseconds; null without failures. */
  lastFailureAt: number | null;
}

export type ThrottleDecision = { locked: true; retryAfterSeconds: number } | { locked: false; delayMs: number };

/** Whether an attempt may go ahead now, and after how long a wait. */
export function throttleDecision(state: ThrottleState, now: number): ThrottleDecision {
  const rules = LOGIN_THROTTLE;
  const lockedByCount = state.accountFailures >= rules.accountLockAfter || state.addressFailures >= rules.addressLockAfter;
  if (lockedByCount && state.lastFailureAt !== null) {
    const until = state.lastFailureAt + rules.lockMinutes * 60_000;
    if (until > now) return { locked: true, retryAfterSeconds: Math.ceil((until - now) / 1000) };
  }
  const failures = Math.max(state.accountFailures, state.addressFailures);
  const past = failures - rules.slowdownAfter + 1;
  return { locked: false, delayMs: past > 0 ? Math.min(past * rules.slowdownStepMs, rules.slowdownMaxMs) : 0 };
}
