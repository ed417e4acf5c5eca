import { useEffect, useRef, useState } from 'react';
import type { CaptchaChallenge, EnquiryBody, Language } from 'shared-kernel';
import type { EnquiryKind } from 'shared-kernel/federation';

// The forms talk to the api with plain fetch rather than through the store's RTK Query api: a
// captcha, a post and a booking's cancellation are one-off and never cached.

export interface EnquiryPost {
  kind: EnquiryKind;
  idempotencyKey: string;
  body: EnquiryBody;
}

/** How a post ended: the answer, or an HTTP refusal with its body (the api's error body), or no answer at all. */
export type PostResult =
  | { ok: true; id: string; thankYouPath: string }
  | { ok: false; status: number; data: unknown }
  | { ok: false; status: 'network' };

export async function postEnquiry({ kind, idempotencyKey, body }: EnquiryPost): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(`/api/forms/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 'network' };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.status === 201 && typeof answer === 'object' && answer !== null && 'thankYouPath' in answer) {
    return { ok: true, ...(answer as { id: string; thankYouPath: string }) };
  }
  return { ok: false, status: response.status, data: answer };
}

/**
 * A new challenge whenever `round` changes, once `active`: the captcha is made for a visitor who
 * starts on the form, not for every page view. `given`, one the page came with, is the first round's.
 */
export function useCaptcha(round: number, active: boolean, language: Language, given?: CaptchaChallenge) {
  const [state, setState] = useState<{ round: number; challenge?: CaptchaChallenge; failed: boolean }>(() =>
    given === undefined ? { round: -1, failed: false } : { round, challenge: given, failed: false },
  );
  const [attempt, setAttempt] = useState(0);
  const givenRound = useRef(given === undefined ? null : round);

  useEffect(() => {
    if (!active || givenRound.current === round) return;
    const abort = new AbortController();
    fetch(`/api/forms/captcha?lang=${language}`, { cache: 'no-store', signal: abort.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`captcha ${response.status}`);
        const challenge = (await response.json()) as CaptchaChallenge;
        setState({ round, challenge, failed: false });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ round, failed: true });
      });
    return () => abort.abort();
  }, [round, active, attempt, language]);

  const current = state.round === round;
  return {
    challenge: current ? state.challenge : undefined,
    failed: current && state.failed,
    loading: active && !current,
    retry: () => setAttempt((count) => count + 1),
  };
}
