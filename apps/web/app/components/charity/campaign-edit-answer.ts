import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { FormFailure } from '../../lib/form-action.server.ts';
import { toast } from '../toasts.tsx';

/** What each form of a campaign's edit page does; its action reads it from the `intent` field. */
export type CampaignEditIntent = 'save' | 'pause' | 'resume' | 'cancel' | 'news' | 'delete-news';

/** The edit page action's answer: what was done (a message for a toast), or why not. */
export interface CampaignEditAnswer extends FormFailure {
  intent: CampaignEditIntent;
  done?: string;
  /** When the campaign form was saved: the form starts again from the campaign as it now is. */
  savedAt?: string;
}

/**
 * A form of the edit page that posts without leaving it (so the campaign form keeps what was
 * typed), with its own answer, and a toast when it went through.
 */
export function useEditFetcher(intent: CampaignEditIntent) {
  const fetcher = useFetcher<CampaignEditAnswer>();
  const answer = fetcher.data?.intent === intent ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.done) toast.success(answer.done);
  }, [answer]);
  return { fetcher, answer, busy: fetcher.state !== 'idle' };
}
