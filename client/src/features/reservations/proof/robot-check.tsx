import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { robotCheckAnswerOf } from '../api/booking-challenge';
import type { RobotCheckState } from './robot-check-widget';

// Loaded only when the server asks for a check: diners in normal traffic never download it.
const RobotCheckWidget = lazy(() =>
  import('./robot-check-widget').then((m) => ({ default: m.RobotCheckWidget })),
);

/**
 * The booking form's robot check: hidden until the server asks for one, then shown until a
 * booking is taken. A booking that waits for it is sent as soon as the browser has a solution.
 */
export function useRobotCheck() {
  const [asked, setAsked] = useState(false);
  const [round, setRound] = useState(0);
  const [solution, setSolution] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const whenSolved = useRef<((solution: string) => void) | null>(null);
  const resentAfterFailure = useRef(false);

  const onSolution = useCallback((payload: string | null) => {
    setSolution(payload);
    const then = whenSolved.current;
    if (payload && then) {
      whenSolved.current = null;
      setWaiting(false);
      then(payload);
    }
  }, []);

  const sendWhenSolved = (then: (solution: string) => void) => {
    setAsked(true);
    whenSolved.current = then;
    setWaiting(true);
  };

  return {
    asked,
    /** A booking is waiting for the check to finish. */
    waiting,
    /** The diner pressed Book: send now, or as soon as the check is done. */
    submit(send: (solution?: string) => void) {
      resentAfterFailure.current = false;
      if (!asked) send();
      else if (solution) send(solution);
      else sendWhenSolved(send);
    },
    /**
     * After a refused booking. True when the refusal was about the check and the booking will go
     * again by itself once a fresh check is done; a refused solution is retried once, not in a loop.
     */
    afterRefusal(err: unknown, sentSolution: string | undefined, resend: (s: string) => void) {
      if (sentSolution) {
        // A solution books once, whatever the answer was.
        setSolution(null);
        setRound((r) => r + 1);
      }
      const answer = robotCheckAnswerOf(err);
      if (answer === 'challenge_failed' && resentAfterFailure.current) return false;
      if (!answer) return false;
      resentAfterFailure.current = answer === 'challenge_failed';
      sendWhenSolved(resend);
      return true;
    },
    reset() {
      whenSolved.current = null;
      setAsked(false);
      setSolution(null);
      setWaiting(false);
    },
    panel: { round, waiting, onSolution },
  };
}

const STATUS: Record<RobotCheckState, (waiting: boolean) => string> = {
  unverified: () => '',
  verifying: () => 'Checking your browser…',
  verified: (waiting) =>
    waiting ? 'Check done. Booking your table…' : 'Check done. You can book your table now.',
  expired: () => 'The check expired and is running again.',
  error: () => 'The check did not finish. Select “I’m not a robot” to try again.',
};

export function RobotCheck({
  round,
  waiting,
  onSolution,
}: ReturnType<typeof useRobotCheck>['panel']) {
  const [state, setState] = useState<RobotCheckState>('unverified');
  const onChange = useCallback(
    (next: RobotCheckState, payload: string | null) => {
      setState(next);
      onSolution(payload);
    },
    [onSolution],
  );

  return (
    <section
      aria-labelledby="robot-check-title"
      aria-describedby="robot-check-help"
      className="space-y-3 rounded-lg border border-border bg-muted p-4"
    >
      <h2 id="robot-check-title" className="font-sans text-base font-semibold">
        A quick check before we book
      </h2>
      <p id="robot-check-help" className="text-sm text-muted-foreground">
        We are receiving unusually many bookings, so your browser does a short automatic check that
        it is not a robot. It takes about a second and there is nothing to solve.
      </p>
      <Suspense fallback={<p className="text-sm">Loading the check…</p>}>
        <RobotCheckWidget round={round} onChange={onChange} />
      </Suspense>
      <p role="status" className="sr-only">
        {(STATUS[state] ?? STATUS.unverified)(waiting)}
      </p>
    </section>
  );
}
