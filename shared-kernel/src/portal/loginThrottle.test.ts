import { LOGIN_THROTTLE, throttleDecision } from './loginThrottle.js';

const now = Date.parse('2026-11-22T12:00:00Z');
const state = (accountFailures: number, addressFailures = 0, minutesAgo = 1) => ({
  accountFailures,
  addressFailures,
  lastFailureAt: accountFailures + addressFailures > 0 ? now - minutesAgo * 60_000 : null,
});

describe('throttleDecision', () => {
  it('lets the first attempts through at once', () => {
    expect(throttleDecision(state(0), now)).toEqual({ locked: false, delayMs: 0 });
    expect(throttleDecision(state(LOGIN_THROTTLE.slowdownAfter - 1), now)).toEqual({ locked: false, delayMs: 0 });
  });

  it('slows every attempt down from the fifth failure on, more with each, up to a ceiling', () => {
    expect(throttleDecision(state(5), now)).toEqual({ locked: false, delayMs: 1000 });
    expect(throttleDecision(state(6), now)).toEqual({ locked: false, delayMs: 2000 });
    expect(throttleDecision(state(9), now)).toEqual({ locked: false, delayMs: 5000 });
    expect(throttleDecision(state(0, 7), now)).toEqual({ locked: false, delayMs: 3000 });
  });

  it('locks an account after ten failures, until fifteen minutes after the last', () => {
    expect(throttleDecision(state(10, 0, 1), now)).toEqual({ locked: true, retryAfterSeconds: 14 * 60 });
    expect(throttleDecision(state(10, 0, 16), now)).toEqual({ locked: false, delayMs: 5000 });
  });

  it('locks an address trying many accounts after thirty failures', () => {
    expect(throttleDecision(state(2, 29), now).locked).toBe(false);
    expect(throttleDecision(state(2, 30), now).locked).toBe(true);
  });
});
