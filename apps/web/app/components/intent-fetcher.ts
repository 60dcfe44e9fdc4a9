import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { FormFailure } from '../lib/form-action.server.ts';
import { toast } from './toasts.tsx';

/** An action's answer to one of a page's forms: what was done (a toast), or why not. */
export interface IntentAnswer<Intent extends string> extends FormFailure {
  intent: Intent;
  done?: string;
}

/**
 * One of several forms on a page, named by its `intent`, that posts without leaving the page,
 * with its own answer and a toast when it went through.
 */
export function useIntentFetcher<Answer extends IntentAnswer<string>>(intent: Answer['intent']) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data?.intent === intent ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.done) toast.success(answer.done);
  }, [answer]);
  return { fetcher, answer, busy: fetcher.state !== 'idle' };
}
