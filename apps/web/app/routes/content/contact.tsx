import { MOBILE_TYPED_MAX } from '@ataa/contract/digits';
import { contactBody } from '@ataa/contract/schemas/contact';
import { translate } from '@ataa/contract/translate';
import { CircleCheckBig, CircleHelp, Clock, Receipt, Send } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../components/content/page-header.tsx';
import { ArrowLink } from '../../components/content/section-heading.tsx';
import { TextAreaField } from '../../components/content/textarea-field.tsx';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from '../../components/form.tsx';
import { toast } from '../../components/toasts.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { WITH_DONATE_ALL_BUTTON } from '../../lib/donate-all-button.ts';
import { apiFailure, type FormFailure, parseForm } from '../../lib/form-action.server.ts';
import { requestLocale, useI18n } from '../../lib/i18n.ts';
import { useRootData } from '../../lib/root-data.ts';
import { metaLocale, seo } from '../../lib/seo.ts';
import type { Route } from './+types/contact';

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const parsed = parseForm(contactBody, form, locale);
  if (!parsed.ok) return parsed.failure;
  const answer = await apiFor(context, request).call('POST /contact', { json: parsed.value });
  if (!answer.ok) return apiFailure(answer, form);
  return { sent: true as const };
}

export const handle = WITH_DONATE_ALL_BUTTON;

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args);
  return seo(args, {
    title: translate(locale, 'content.contact.title'),
    description: translate(locale, 'content.contact.lead'),
  });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sent = actionData && 'sent' in actionData ? actionData : undefined;
  const failure = actionData && 'fieldErrors' in actionData ? (actionData as FormFailure) : undefined;
  return (
    <main id="main">
      <PageHeader title={t('content.contact.title')} lead={t('content.contact.lead')} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-10 sm:pt-14 lg:grid-cols-5 lg:gap-12">
        <section aria-labelledby="contact-form" className="lg:col-span-3">
          <div className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-8">
            <ContactForm sent={sent} failure={failure} />
          </div>
        </section>
        <ContactInfo />
      </div>
    </main>
  );
}

function ContactForm({
  sent,
  failure,
}: {
  sent: { sent: true } | undefined;
  failure: FormFailure | undefined;
}) {
  const { t } = useI18n();
  const { viewer } = useRootData();
  const form = useSchemaForm(contactBody, failure, {
    name: viewer?.name ?? '',
    email: '',
    mobile: '',
    subject: '',
    content: '',
  });
  // A message that went through: thank the visitor in place of the form (and in a toast).
  const [thanked, setThanked] = useState(Boolean(sent));
  const thanks = useRef<HTMLHeadingElement>(null);
  const handled = useRef<unknown>(null);
  useEffect(() => {
    // Each answer is thanked for once, however often the page renders afterwards.
    if (!sent || handled.current === sent) return;
    handled.current = sent;
    toast.success(t('content.contact.sent_toast'));
    form.reset();
    setThanked(true);
  }, [sent, form, t]);
  useEffect(() => {
    if (!thanked || !thanks.current) return;
    // Under the sticky header the heading would be hidden: bring the panel to the middle instead.
    thanks.current.focus({ preventScroll: true });
    thanks.current.scrollIntoView({ block: 'center' });
  }, [thanked]);

  if (thanked) {
    return (
      <div className="flex flex-col items-center gap-4 py-8 text-center">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <CircleCheckBig className="size-9" />
        </span>
        <h2 id="contact-form" ref={thanks} tabIndex={-1} className="text-2xl font-bold text-primary-dark">
          {t('content.contact.thanks_title')}
        </h2>
        <p className="max-w-md text-lg text-muted">{t('content.contact.thanks_text')}</p>
        <button type="button" className="btn btn-outline mt-2" onClick={() => setThanked(false)}>
          {t('content.contact.send_another')}
        </button>
      </div>
    );
  }
  return (
    <>
      <h2 id="contact-form" className="text-2xl font-bold">
        {t('content.contact.form_title')}
      </h2>
      <p className="mt-2 mb-6 text-muted">{t('content.contact.form_lead')}</p>
      <SchemaForm form={form} failure={failure}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="name"
            label={t('content.contact.fields.name')}
            autoComplete="name"
            maxLength={100}
          />
          <TextField
            name="email"
            type="email"
            label={t('content.contact.fields.email')}
            autoComplete="email"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="mobile"
            type="tel"
            label={t('content.contact.fields.mobile')}
            hint={t('content.contact.fields.mobile_hint')}
            autoComplete="tel"
            maxLength={MOBILE_TYPED_MAX}
          />
          <TextField name="subject" label={t('content.contact.fields.subject')} maxLength={150} />
        </div>
        <TextAreaField
          name="content"
          label={t('content.contact.fields.content')}
          hint={t('content.contact.fields.content_hint')}
          maxLength={5000}
          rows={7}
        />
        {/* Pressing the button would blur the last field first, and the error leaving with the blur
            moves the button from under the pointer before the click lands: keep focus until then. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops the pointer moving focus; the button does the rest. */}
        <div className="sm:max-w-xs" role="presentation" onMouseDown={(event) => event.preventDefault()}>
          <SubmitButton>
            <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            {t('content.contact.submit')}
          </SubmitButton>
        </div>
      </SchemaForm>
    </>
  );
}

function ContactInfo() {
  const { t, path } = useI18n();
  const { socials } = useRootData();
  return (
    <aside aria-labelledby="contact-info" className="lg:col-span-2">
      <div className="flex flex-col gap-6 rounded-3xl bg-sand p-6 sm:p-8">
        <h2 id="contact-info" className="text-xl font-bold">
          {t('content.contact.info.title')}
        </h2>
        <ul className="flex flex-col gap-5">
          <InfoItem icon={<Clock className="size-5" />} title={t('content.contact.info.reply_title')}>
            {t('content.contact.info.reply_text')}
          </InfoItem>
          <InfoItem icon={<Receipt className="size-5" />} title={t('content.contact.info.donation_title')}>
            {t('content.contact.info.donation_text')}
          </InfoItem>
          <InfoItem icon={<CircleHelp className="size-5" />} title={t('content.contact.info.faq_title')}>
            {t('content.contact.info.faq_text')}{' '}
            <ArrowLink to={path('/faqs')}>{t('content.contact.info.faq_link')}</ArrowLink>
          </InfoItem>
        </ul>
        {socials.length > 0 ? (
          <div className="border-t border-line pt-6">
            <h3 className="font-bold">{t('content.contact.info.follow')}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {socials.map((social) => (
                <li key={social.id}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-3 font-bold shadow-sm ring-1 ring-line hover:text-primary-dark hover:ring-primary"
                  >
                    {social.icon ? (
                      // The icons are light marks drawn for a coloured background.
                      <span className="flex size-7 items-center justify-center rounded-full bg-primary-dark">
                        <img
                          src={social.icon}
                          alt=""
                          width={16}
                          height={16}
                          loading="lazy"
                          className="size-4"
                        />
                      </span>
                    ) : null}
                    {social.name}
                    <span className="sr-only">{t('content.common.new_tab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </aside>
  );
}

function InfoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-primary-dark shadow-sm"
      >
        {icon}
      </span>
      <div>
        <h3 className="font-bold">{title}</h3>
        <p className="mt-1 text-muted">{children}</p>
      </div>
    </li>
  );
}
