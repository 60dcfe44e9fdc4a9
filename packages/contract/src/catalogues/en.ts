import account from '../locales/en/account.json' with { type: 'json' };
import campaignForm from '../locales/en/campaign-form.json' with { type: 'json' };
import campaigns from '../locales/en/campaigns.json' with { type: 'json' };
import charity from '../locales/en/charity.json' with { type: 'json' };
import content from '../locales/en/content.json' with { type: 'json' };
import donor from '../locales/en/donor.json' with { type: 'json' };
import giving from '../locales/en/giving.json' with { type: 'json' };
import receipt from '../locales/en/receipt.json' with { type: 'json' };
import site from '../locales/en/site.json' with { type: 'json' };
import api from '../locales/en.json' with { type: 'json' };

// The API's messages live in `en.json`; the site's pages keep theirs in one file per area
// under `en/`, so each area can change without touching the others.
// The API's charity messages (its answers' toasts) and the dashboard's pages share one key.
export default {
  ...api,
  site,
  content,
  account,
  campaigns,
  giving,
  donor,
  receipt,
  charity: { ...api.charity, ...charity },
  campaign_form: campaignForm,
};
