// The whole journey of a new charity, as its people and the staff would live it, in the browser:
// it signs up and verifies its e-mail, waits for the staff, is approved in the back office (and
// told by e-mail, in its language), starts a campaign through the form; the staff approve and
// feature the campaign, and it shows on the home page.
import { describe, expect, it } from 'vitest';
import { fillCampaign, pictures, typeInEditor, usePictures, wordsLabel } from './campaign-form-flows.ts';
import {
  ADMIN,
  atPath,
  codeIn,
  fillNewAccount,
  newIdentity,
  normalised,
  openReady,
  openSignedIn,
  ready,
  t,
  useMailSite,
} from './flows.ts';

describe('a new charity, from sign-up to the home page', () => {
  usePictures();
  const { site, mail } = useMailSite();

  it('en: signs up, is approved by the staff, starts a campaign the staff approve and feature, and it is on the home page', async () => {
    const identity = newIdentity('journey');
    const names = { ar: 'جمعية البر بالجيران', en: 'Neighbours in Need Society' };
    const campaign = { ar: 'مدافئ الشتاء للأسر', en: 'Winter heaters for families' };

    // The charity signs up in English and verifies its e-mail address.
    const charity = await openReady(site, '/en/signup-charity');
    await charity.getByLabel(t('en', 'account.fields.charity_name_ar'), { exact: true }).fill(names.ar);
    await charity.getByLabel(t('en', 'account.fields.charity_name_en'), { exact: true }).fill(names.en);
    await fillNewAccount(charity, 'en', identity);
    await charity.getByRole('button', { name: t('en', 'account.signup_charity.submit') }).click();
    await atPath(charity, '/en/verify-email');
    const code = codeIn((await mail().waitFor(identity.email)).text);
    await charity.getByLabel(t('en', 'account.fields.code'), { exact: true }).fill(code);
    await charity.getByRole('button', { name: t('en', 'account.verify.submit'), exact: true }).click();
    await atPath(charity, '/en/pending');

    // The staff find it waiting and approve it.
    const staff = await openSignedIn(site, '/en/admin', ADMIN, { phone: true });
    await ready(staff);
    await staff.locator('a[href$="/admin/charities?approval_status=pending"]').click();
    await staff.getByRole('link', { name: names.en, exact: true }).click();
    // It signed up without documents: the staff are warned and approve it knowingly.
    await staff.getByText(t('en', 'back_office.charities.no_documents_warning')).waitFor();
    await staff.getByLabel(t('en', 'back_office.charities.approve_without_documents')).check();
    await staff.getByRole('button', { name: t('en', 'back_office.charities.approve') }).click();
    const approved = await mail().waitFor(identity.email, (message) =>
      message.subject.includes(t('en', 'mail.charity_approved_subject')),
    );
    expect(approved.subject).toBe(t('en', 'mail.charity_approved_subject'));

    // The charity starts a campaign.
    await charity.goto(site.url('/en/start-campaign'));
    await atPath(charity, '/en/start-campaign');
    await ready(charity);
    await expect.poll(() => charity.locator('.ProseMirror').count()).toBe(4);
    await fillCampaign(charity, 'en', campaign);
    await typeInEditor(
      charity,
      wordsLabel('en', 'campaign_form.fields.content', 'ar'),
      'نوزع المدافئ على الأسر المحتاجة.',
    );
    await charity
      .getByLabel(t('en', 'campaign_form.fields.cover'), { exact: true })
      .setInputFiles(pictures.cover);
    await charity.getByRole('button', { name: t('en', 'campaign_form.start.submit') }).click();
    await expect
      .poll(() => new URL(charity.url()).pathname)
      .toMatch(/^\/en\/dashboard\/charity\/campaigns\/\d+\/edit$/);
    const campaignId = Number(new URL(charity.url()).pathname.split('/')[5]);

    // The staff review it in both languages, approve it and feature it first.
    await staff.goto(site.url('/en/admin/campaigns?status=pending'));
    await staff.getByRole('link', { name: campaign.en, exact: true }).click();
    await ready(staff);
    expect(normalised(await staff.locator('article[lang="ar"] h3').textContent())).toBe(campaign.ar);
    await staff.getByRole('button', { name: t('en', 'back_office.campaigns.approve') }).click();
    const feature = staff.getByRole('form', { name: t('en', 'back_office.campaigns.feature') });
    await feature.waitFor();
    await feature.getByLabel(t('en', 'back_office.campaigns.featured')).check();
    await feature.getByLabel(t('en', 'back_office.campaigns.sort')).fill('0');
    await feature.getByRole('button', { name: t('en', 'back_office.campaigns.save_feature') }).click();
    await mail().waitFor(
      identity.email,
      (message) => message.subject.includes(campaign.en) && message.subject.includes('featured'),
    );

    // It is on the home page, in both languages, and its page opens.
    const home = await openReady(site, '/en');
    expect(normalised(await home.locator('main').textContent())).toContain(campaign.en);
    const arabicHome = await openReady(site, '/');
    expect(normalised(await arabicHome.locator('main').textContent())).toContain(campaign.ar);
    expect((await site.server.request(`/campaigns/${campaignId}`)).status).toBe(200);
  });
});
