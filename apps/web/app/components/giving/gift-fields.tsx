import { MOBILE_TYPED_MAX } from '@ataa/contract/digits';
import { Gift } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useI18n } from '../../lib/i18n.ts';
import { TextAreaField } from '../content/textarea-field.tsx';
import { TextField } from '../form.tsx';
import { CheckboxField } from './checkbox-field.tsx';

const MESSAGE_MAX = 500;

/**
 * Giving in someone's name: behind a checkbox, the recipient and a message. The fields open with
 * CSS (`:has(:checked)`), so they work before and without scripts; the schema only asks for them
 * once the box is ticked.
 */
export function GiftFields() {
  const { t, number } = useI18n();
  const { watch } = useFormContext();
  const message = watch('love_comment');
  const count = typeof message === 'string' ? message.length : 0;
  return (
    <fieldset className="group/gift rounded-2xl border border-line p-4 has-checked:border-primary/50 has-checked:bg-primary/5 sm:p-5">
      <legend className="sr-only">{t('giving.form.gift_legend')}</legend>
      <div className="flex items-start gap-3">
        <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="grow">
          <CheckboxField
            name="love_donation"
            label={t('giving.form.gift')}
            hint={t('giving.form.gift_hint')}
          />
        </div>
      </div>
      <div className="mt-4 hidden gap-4 group-has-checked/gift:grid">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="love_name" label={t('giving.form.love_name')} maxLength={100} />
          <TextField name="love_email" type="email" label={t('giving.form.love_email')} />
        </div>
        <TextField
          name="love_mobile"
          type="tel"
          label={t('giving.form.love_mobile')}
          hint={t('giving.form.mobile_hint')}
          maxLength={MOBILE_TYPED_MAX}
        />
        <TextAreaField
          name="love_comment"
          label={t('giving.form.love_comment')}
          hint={t('giving.form.counter', { count: number(count), max: number(MESSAGE_MAX) })}
          maxLength={MESSAGE_MAX}
          rows={4}
        />
      </div>
    </fieldset>
  );
}
