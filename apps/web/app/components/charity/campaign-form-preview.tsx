import { direction, LOCALES, type Locale } from '@ataa/contract/locale';
import type { CampaignCard as CampaignCardData } from '@ataa/contract/schemas/campaigns';
import { translate } from '@ataa/contract/translate';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { loadCatalogue } from '../../lib/catalogue.ts';
import { LocaleScope, useI18n } from '../../lib/i18n.ts';
import { CampaignCard } from '../campaigns/campaign-card.tsx';
import type { CampaignDays } from '../campaigns/campaign-days.ts';
import { type PreviewSetup, previewCard } from './campaign-form-preview.ts';
import { previewDays } from './campaign-form-schedule.ts';
import { FormSection } from './campaign-form-section.tsx';

interface CampaignPreviewProps {
  setup: PreviewSetup;
  cover: string | null;
  campaign?: Parameters<typeof previewCard>[0]['campaign'];
}

/** Whether a language's messages are here: the page's are; the other's arrive after it shows. */
function useCatalogue(locale: Locale): boolean {
  const page = useI18n().locale;
  const [loaded, setLoaded] = useState(locale === page);
  useEffect(() => {
    if (!loaded) void loadCatalogue(locale).then(() => setLoaded(true));
  }, [locale, loaded]);
  return loaded;
}

/**
 * The public campaign card in both languages, as the form's values make it, side by side (one
 * above the other on a phone). The cards are pictures of the result: inert, out of the tab order.
 */
export function CampaignPreview({ setup, cover, campaign }: CampaignPreviewProps) {
  const { t } = useI18n();
  const values = useWatch();
  return (
    <FormSection
      id="campaign-preview"
      title={t('campaign_form.sections.preview')}
      lead={t('campaign_form.sections.preview_lead')}
    >
      <div className="grid max-w-4xl gap-5 md:grid-cols-2">
        {LOCALES.map((locale) => (
          <PreviewCard
            key={locale}
            locale={locale}
            days={previewDays(values, new Date())}
            card={() =>
              previewCard({
                values,
                locale,
                setup,
                cover: cover ?? '',
                campaign,
                untitled: translate(locale, 'campaign_form.sections.untitled'),
                now: new Date(),
              })
            }
          />
        ))}
      </div>
    </FormSection>
  );
}

/** One language's card, once that language's messages are loaded (`card` reads them). */
function PreviewCard({
  locale,
  card,
  days,
}: {
  locale: Locale;
  card: () => CampaignCardData;
  days: CampaignDays | null;
}) {
  const loaded = useCatalogue(locale);
  return (
    <div lang={locale} dir={direction(locale)} inert className="min-w-0">
      {loaded ? (
        <LocaleScope value={locale}>
          <CampaignCard campaign={card()} days={days} load="lazy" />
        </LocaleScope>
      ) : (
        <div className="card aspect-[3/4] w-full bg-sand" />
      )}
    </div>
  );
}
