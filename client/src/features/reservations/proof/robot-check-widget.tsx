import { useEffect, useEffectEvent, useRef } from 'react';
import 'altcha/external';
import 'altcha/altcha.css';
import type { AltchaWidgetElement } from 'altcha/external';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { BOOKING_CHALLENGE_URL } from '../api/booking-challenge';

// The external build brings no workers (the default one starts them from blob: URLs and injects
// its styles); Vite emits this worker as a file of our own origin, which the CSP already allows.
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

export type RobotCheckState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error';

const CONFIGURATION = JSON.stringify({
  // No pointer or scroll data is collected: our server never asks for it.
  humanInteractionSignature: false,
  // The footer and logo link to altcha.org; the diner is here to book, not to read about it.
  hideFooter: true,
  hideLogo: true,
});

/**
 * The ALTCHA widget: a labelled checkbox that runs the proof of work by itself as soon as it
 * appears. `round` asks for a new solution (the last one was spent by a booking attempt).
 */
export function RobotCheckWidget({
  round,
  onChange,
}: {
  round: number;
  onChange: (state: RobotCheckState, solution: string | null) => void;
}) {
  const ref = useRef<AltchaWidgetElement>(null);
  const report = useEffectEvent((state: RobotCheckState, payload: string | null) =>
    onChange(state, state === 'verified' ? payload : null),
  );

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: RobotCheckState; payload: string }>)
        .detail;
      report(state, payload);
    };
    // A solution left unused until its challenge expires is replaced without bothering the diner.
    const onExpired = () => void widget.verify();
    widget.addEventListener('statechange', onState);
    widget.addEventListener('expired', onExpired);
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.removeEventListener('expired', onExpired);
    };
  }, []);

  // The first check starts by itself (auto="onload"); later rounds are asked for here.
  const firstRound = useRef(round);
  useEffect(() => {
    if (round !== firstRound.current) void ref.current?.verify();
  }, [round]);

  return (
    <altcha-widget
      ref={ref}
      challenge={BOOKING_CHALLENGE_URL}
      auto="onload"
      configuration={CONFIGURATION}
      className="block [--altcha-border-color:var(--border)] [--altcha-checkbox-outline-color:var(--ring)] [--altcha-color-base-content:var(--foreground)] [--altcha-color-base:var(--surface)] [--altcha-color-primary:var(--accent)] [--altcha-max-width:100%]"
    />
  );
}
