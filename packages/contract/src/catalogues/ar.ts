import account from '../locales/ar/account.json' with { type: 'json' };
import campaignForm from '../locales/ar/campaign-form.json' with { type: 'json' };
import campaigns from '../locales/ar/campaigns.json' with { type: 'json' };
import charity from '../locales/ar/charity.json' with { type: 'json' };
import content from '../locales/ar/content.json' with { type: 'json' };
import donor from '../locales/ar/donor.json' with { type: 'json' };
import giving from '../locales/ar/giving.json' with { type: 'json' };
import receipt from '../locales/ar/receipt.json' with { type: 'json' };
import site from '../locales/ar/site.json' with { type: 'json' };
import api from '../locales/ar.json' with { type: 'json' };

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
