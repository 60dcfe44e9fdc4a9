import { type IntentAnswer, useIntentFetcher } from '../intent-fetcher.ts';

/** What each form of a campaign's edit page does; its action reads it from the `intent` field. */
export type CampaignEditIntent = 'save' | 'pause' | 'resume' | 'cancel' | 'news' | 'delete-news';

/** The edit page action's answer: what was done (a message for a toast), or why not. */
export interface CampaignEditAnswer extends IntentAnswer<CampaignEditIntent> {
  /** When the campaign form was saved: the form starts again from the campaign as it now is. */
  savedAt?: string;
}

/** A form of the edit page that posts without leaving it, so the campaign form keeps what was typed. */
export const useEditFetcher = (intent: CampaignEditIntent) => useIntentFetcher<CampaignEditAnswer>(intent);
